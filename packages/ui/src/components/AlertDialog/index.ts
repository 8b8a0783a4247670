import {
  AlertDialogRoot,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogAction,
  AlertDialogCancel,
} from './AlertDialog';

/**
 * Alert dialog on Radix: interrupts with a message that needs a response.
 *
 * `AlertDialog.Root` and the other parts: the namespace is built here, in a module without 'use client', from the parts
 * the client module exports one by one. Built inside the client module, a React Server Component would
 * see it as one client reference whose `.Root` is undefined (Next.js App Router).
 */
export const AlertDialog = {
  Root: AlertDialogRoot,
  Trigger: AlertDialogTrigger,
  Content: AlertDialogContent,
  Title: AlertDialogTitle,
  Description: AlertDialogDescription,
  Footer: AlertDialogFooter,
  Action: AlertDialogAction,
  Cancel: AlertDialogCancel,
};
export { ConfirmationDialog } from './ConfirmationDialog';
export type {
  AlertDialogRootProps,
  AlertDialogTriggerProps,
  AlertDialogContentProps,
  AlertDialogTitleProps,
  AlertDialogDescriptionProps,
  AlertDialogFooterProps,
  AlertDialogActionProps,
  AlertDialogCancelProps,
} from './AlertDialog';
export type { ConfirmationDialogProps } from './ConfirmationDialog';
