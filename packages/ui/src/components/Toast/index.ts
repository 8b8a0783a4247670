export { Toaster, useToast } from './Toast';
export type { ToasterProps, ToastOptions, ToastApi, ToastTone, ToastPosition } from './Toast';
