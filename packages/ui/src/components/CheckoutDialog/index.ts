export { CheckoutDialog } from './CheckoutDialog';
export type { CheckoutDialogProps, CheckoutCustomer } from './CheckoutDialog';
