'use client';

import type { ReactNode, RefObject } from 'react';
import { Dialog } from '../Dialog';

export interface NavigationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button that opened the panel: focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  title: ReactNode;
  /** Reading direction of the bar: the sheet comes from its inline end (`side="right"` is the left, right to left). */
  dir: 'ltr' | 'rtl';
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
  dir,
  children,
}: NavigationPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        side="right"
        dir={dir}
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
