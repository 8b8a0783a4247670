export { AlertDialog } from './AlertDialog';
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
