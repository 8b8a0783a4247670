'use client';

import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useRef } from 'react';
import { AlertDialog } from './index';
import { alertDialogBody, alertDialogFooterCentered, confirmationIcon } from './AlertDialog.css';
import type { ConfirmationDialogProps } from './ConfirmationDialog';
import { useLocale } from '../LocaleProvider/LocaleProvider';

const toneIcons = { success: CircleCheck, critical: CircleAlert, neutral: Info } as const;

/** ConfirmationDialog's popup (Radix AlertDialog), loaded on demand by ConfirmationDialog.tsx. */
export default function ConfirmationPanel({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  actionLabel,
  onConfirm,
  tone = 'success',
  trigger,
  returnFocusRef,
}: ConfirmationDialogProps) {
  const { messages } = useLocale();
  const Icon = toneIcons[tone ?? 'success'];
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      {/* Without a description, opt out of Radix's describedby wiring instead of pointing at nothing. */}
      <AlertDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          // Radix focuses Cancel; with a single button, the Ok button takes focus instead.
          event.preventDefault();
          actionRef.current?.focus({ preventScroll: true });
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef?.current;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <div className={alertDialogBody}>
          <span className={confirmationIcon({ tone })} aria-hidden="true">
            <Icon size={28} />
          </span>
          <AlertDialog.Title>{title}</AlertDialog.Title>
          {description ? <AlertDialog.Description>{description}</AlertDialog.Description> : null}
        </div>
        <AlertDialog.Footer className={alertDialogFooterCentered}>
          <AlertDialog.Action ref={actionRef} onClick={onConfirm}>
            {actionLabel ?? messages.confirmationAction}
          </AlertDialog.Action>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
ConfirmationPanel.displayName = 'ConfirmationDialog.Panel';
