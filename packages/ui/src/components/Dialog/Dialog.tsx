'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from 'react';
import { usePortalContainer } from '../../hooks/usePortalContainer';
import { cx } from '../../internal/cx';
import {
  dialogClose,
  dialogContent,
  dialogDescription,
  dialogFooter,
  dialogHeader,
  dialogOverlay,
  dialogTitle,
  type DialogContentVariants,
} from './Dialog.css';
import { useLocale } from '../LocaleProvider/LocaleProvider';

/* ---------------------------------------------------------------- Root */
export type DialogRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;
/** Owns the open state: `open` / `defaultOpen` / `onOpenChange`, modal by default. */
const Root = (props: DialogRootProps) => <RadixDialog.Root {...props} />;
Root.displayName = 'Dialog.Root';

/* ------------------------------------------------------------- Trigger */
export type DialogTriggerProps = ComponentPropsWithoutRef<typeof RadixDialog.Trigger>;
/** The button that opens the dialog; `asChild` renders your own button (for example `Button`). */
const Trigger = forwardRef<ElementRef<typeof RadixDialog.Trigger>, DialogTriggerProps>(
  function DialogTrigger(props, ref) {
    return <RadixDialog.Trigger ref={ref} {...props} />;
  },
);
Trigger.displayName = 'Dialog.Trigger';

/* ------------------------------------------------------------- Content */
export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Where the panel sits: a centred modal, or a full-height sheet on the right or left (mirrored in right-to-left pages: `right` is the inline end). Default `center`. */
  side?: DialogContentVariants['side'];
  /** Maximum width of the panel. Default `md`. */
  size?: DialogContentVariants['size'];
  /** Render the corner close button. Default `true`. */
  showClose?: boolean;
  /** Accessible name of the corner close button. Default: the `close` message (`'Close'`). */
  closeLabel?: string;
  /** Disable the corner close button (for example while a payment is in progress). Default `false`. */
  closeDisabled?: boolean;
  /** Extra class for the dimmed overlay. */
  overlayClassName?: string;
}

/**
 * The dialog panel with its overlay, rendered in a portal inside the nearest themed element so
 * it keeps the theme tokens. Focus is trapped while open and returns to the trigger on close.
 */
const Content = forwardRef<ElementRef<typeof RadixDialog.Content>, DialogContentProps>(function DialogContent(
  {
    side = 'center',
    size = 'md',
    showClose = true,
    closeLabel: closeLabelProp,
    closeDisabled = false,
    overlayClassName,
    className,
    children,
    ...rest
  },
  ref,
) {
  const { messages } = useLocale();
  const closeLabel = closeLabelProp ?? messages.close;
  const container = usePortalContainer();
  if (!container) return null;
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={cx(dialogOverlay, overlayClassName)} />
      <RadixDialog.Content
        ref={ref}
        data-side={side}
        className={cx(dialogContent({ side, size }), className)}
        {...rest}
      >
        {children}
        {showClose ? (
          <RadixDialog.Close className={dialogClose} aria-label={closeLabel} disabled={closeDisabled}>
            <X aria-hidden="true" size={20} />
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});
Content.displayName = 'Dialog.Content';

/* -------------------------------------------------------------- Header */
export type DialogHeaderProps = HTMLAttributes<HTMLDivElement>;
/** Groups the title and description. */
const Header = forwardRef<HTMLDivElement, DialogHeaderProps>(function DialogHeader(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(dialogHeader, className)} {...rest} />;
});
Header.displayName = 'Dialog.Header';

/* --------------------------------------------------------------- Title */
export type DialogTitleProps = ComponentPropsWithoutRef<typeof RadixDialog.Title>;
/** The dialog's accessible name (required by the dialog pattern). */
const Title = forwardRef<ElementRef<typeof RadixDialog.Title>, DialogTitleProps>(function DialogTitle(
  { className, ...rest },
  ref,
) {
  return <RadixDialog.Title ref={ref} className={cx(dialogTitle, className)} {...rest} />;
});
Title.displayName = 'Dialog.Title';

/* --------------------------------------------------------- Description */
export type DialogDescriptionProps = ComponentPropsWithoutRef<typeof RadixDialog.Description>;
/** The dialog's accessible description. */
const Description = forwardRef<ElementRef<typeof RadixDialog.Description>, DialogDescriptionProps>(
  function DialogDescription({ className, ...rest }, ref) {
    return <RadixDialog.Description ref={ref} className={cx(dialogDescription, className)} {...rest} />;
  },
);
Description.displayName = 'Dialog.Description';

/* -------------------------------------------------------------- Footer */
export type DialogFooterProps = HTMLAttributes<HTMLDivElement>;
/** Row of actions at the end of the panel. */
const Footer = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(dialogFooter, className)} {...rest} />;
});
Footer.displayName = 'Dialog.Footer';

/* --------------------------------------------------------------- Close */
export type DialogCloseProps = ComponentPropsWithoutRef<typeof RadixDialog.Close>;
/** Closes the dialog; `asChild` renders your own button. */
const Close = forwardRef<ElementRef<typeof RadixDialog.Close>, DialogCloseProps>(
  function DialogClose(props, ref) {
    return <RadixDialog.Close ref={ref} {...props} />;
  },
);
Close.displayName = 'Dialog.Close';

/**
 * The parts one by one. The `Dialog` namespace is built from them in `./index.ts`, outside this client module:
 * import it from there (stories, tests and other components too).
 */
export {
  Root as DialogRoot,
  Trigger as DialogTrigger,
  Content as DialogContent,
  Header as DialogHeader,
  Title as DialogTitle,
  Description as DialogDescription,
  Footer as DialogFooter,
  Close as DialogClose,
};
