'use client';

import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from 'react';
import { usePortalContainer } from '../../hooks/usePortalContainer';
import { cx } from '../../internal/cx';
import { Button, type ButtonProps } from '../Button/Button';
import {
  dialogContent,
  dialogDescription,
  dialogFooter,
  dialogOverlay,
  dialogTitle,
} from '../Dialog/Dialog.css';

/* ---------------------------------------------------------------- Root */
export type AlertDialogRootProps = ComponentPropsWithoutRef<typeof RadixAlertDialog.Root>;
/** Owns the open state: `open` / `defaultOpen` / `onOpenChange`. Always modal; no outside-click dismissal. */
const Root = (props: AlertDialogRootProps) => <RadixAlertDialog.Root {...props} />;
Root.displayName = 'AlertDialog.Root';

/* ------------------------------------------------------------- Trigger */
export type AlertDialogTriggerProps = ComponentPropsWithoutRef<typeof RadixAlertDialog.Trigger>;
const Trigger = forwardRef<ElementRef<typeof RadixAlertDialog.Trigger>, AlertDialogTriggerProps>(
  function AlertDialogTrigger(props, ref) {
    return <RadixAlertDialog.Trigger ref={ref} {...props} />;
  },
);
Trigger.displayName = 'AlertDialog.Trigger';

/* ------------------------------------------------------------- Content */
export interface AlertDialogContentProps extends ComponentPropsWithoutRef<typeof RadixAlertDialog.Content> {
  /** Maximum width of the panel. Default `sm`. */
  size?: 'sm' | 'md' | 'lg';
}
/** The alert panel and overlay, portalled into the nearest themed element. Focus starts on the least destructive action. */
const Content = forwardRef<ElementRef<typeof RadixAlertDialog.Content>, AlertDialogContentProps>(
  function AlertDialogContent({ size = 'sm', className, ...rest }, ref) {
    const container = usePortalContainer();
    if (!container) return null;
    return (
      <RadixAlertDialog.Portal container={container}>
        <RadixAlertDialog.Overlay className={dialogOverlay} />
        <RadixAlertDialog.Content
          ref={ref}
          className={cx(dialogContent({ side: 'center', size }), className)}
          {...rest}
        />
      </RadixAlertDialog.Portal>
    );
  },
);
Content.displayName = 'AlertDialog.Content';

/* --------------------------------------------------------------- Title */
export type AlertDialogTitleProps = ComponentPropsWithoutRef<typeof RadixAlertDialog.Title>;
const Title = forwardRef<ElementRef<typeof RadixAlertDialog.Title>, AlertDialogTitleProps>(
  function AlertDialogTitle({ className, ...rest }, ref) {
    return <RadixAlertDialog.Title ref={ref} className={cx(dialogTitle, className)} {...rest} />;
  },
);
Title.displayName = 'AlertDialog.Title';

/* --------------------------------------------------------- Description */
export type AlertDialogDescriptionProps = ComponentPropsWithoutRef<typeof RadixAlertDialog.Description>;
const Description = forwardRef<ElementRef<typeof RadixAlertDialog.Description>, AlertDialogDescriptionProps>(
  function AlertDialogDescription({ className, ...rest }, ref) {
    return <RadixAlertDialog.Description ref={ref} className={cx(dialogDescription, className)} {...rest} />;
  },
);
Description.displayName = 'AlertDialog.Description';

/* -------------------------------------------------------------- Footer */
export type AlertDialogFooterProps = HTMLAttributes<HTMLDivElement>;
const Footer = forwardRef<HTMLDivElement, AlertDialogFooterProps>(function AlertDialogFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(dialogFooter, className)} {...rest} />;
});
Footer.displayName = 'AlertDialog.Footer';

/* ------------------------------------------------------ Action, Cancel */
export type AlertDialogActionProps = ButtonProps;
/** Confirms and closes. A `Button` (solid accent by default); `asChild` renders your own element. */
const Action = forwardRef<HTMLButtonElement, AlertDialogActionProps>(function AlertDialogAction(props, ref) {
  return (
    <RadixAlertDialog.Action asChild>
      <Button ref={ref} {...props} />
    </RadixAlertDialog.Action>
  );
});
Action.displayName = 'AlertDialog.Action';

export type AlertDialogCancelProps = ButtonProps;
/** Closes without confirming and receives focus first when the dialog opens. A neutral outline `Button` by default. */
const Cancel = forwardRef<HTMLButtonElement, AlertDialogCancelProps>(function AlertDialogCancel(
  { tone = 'neutral', variant = 'outline', ...rest },
  ref,
) {
  return (
    <RadixAlertDialog.Cancel asChild>
      <Button ref={ref} tone={tone} variant={variant} {...rest} />
    </RadixAlertDialog.Cancel>
  );
});
Cancel.displayName = 'AlertDialog.Cancel';

/**
 * The parts one by one. The `AlertDialog` namespace is built from them in `./index.ts`, outside this client module:
 * import it from there (stories, tests and other components too).
 */
export {
  Root as AlertDialogRoot,
  Trigger as AlertDialogTrigger,
  Content as AlertDialogContent,
  Title as AlertDialogTitle,
  Description as AlertDialogDescription,
  Footer as AlertDialogFooter,
  Action as AlertDialogAction,
  Cancel as AlertDialogCancel,
};
