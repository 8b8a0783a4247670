export { AlertDialog, ConfirmationDialog } from './AlertDialog';
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
} from './AlertDialog';
