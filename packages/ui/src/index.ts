// @company/ui public API: every export is listed by name.
export { vars } from '@company/tokens';
export { ThemeRoot, themeClassNames } from './components/ThemeRoot';
export type { ThemeRootProps, ThemeName } from './components/ThemeRoot';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Button } from './components/Button';
export type { ButtonProps } from './components/Button';
export { Dialog } from './components/Dialog';
export type {
  DialogRootProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogHeaderProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogCloseProps,
} from './components/Dialog';
export { AlertDialog, ConfirmationDialog } from './components/AlertDialog';
export type {
  AlertDialogRootProps,
  AlertDialogTriggerProps,
  AlertDialogContentProps,
  AlertDialogTitleProps,
  AlertDialogDescriptionProps,
  AlertDialogFooterProps,
  AlertDialogActionProps,
  AlertDialogCancelProps,
  ConfirmationDialogProps,
} from './components/AlertDialog';
export { Toaster, useToast } from './components/Toast';
export type { ToasterProps, ToastOptions, ToastApi, ToastTone, ToastPosition } from './components/Toast';
