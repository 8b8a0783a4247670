import type { ReactNode, RefObject } from 'react';
import { Dialog } from '../Dialog/Dialog';

export interface NavigationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button that opened the panel: focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  title: ReactNode;
  /** The sheet comes from the inline end: the right, or the left right to left. */
  side: 'left' | 'right';
  children: ReactNode;
}

/**
 * The header's side panel (a modal sheet from the inline end). A module of its own, loaded the first time
 * its button is pointed at, focused or pressed: the dialog machinery (focus trap, scroll lock, dismiss
 * layer) is not part of every page's first JavaScript.
 */
export default function NavigationPanel({
  open,
  onOpenChange,
  returnFocusRef,
  title,
  side,
  children,
}: NavigationPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        side={side}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
