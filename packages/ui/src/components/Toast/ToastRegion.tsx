import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ToasterProps, ToastOptions } from './Toast';
import {
  toast as toastRecipe,
  toastAction,
  toastClose,
  toastDescription,
  toastIcon,
  toastText,
  toastTitle,
  toastViewport,
} from './Toast.css';

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

type RegionProps = Required<
  Pick<ToasterProps, 'duration' | 'position' | 'swipeDirection' | 'swipeThreshold' | 'label' | 'closeLabel'>
> & {
  entries: ToastEntry[];
  close: (id: string) => void;
};

const icons = { success: CircleCheck, critical: CircleAlert, neutral: Info } as const;

/** The Toaster's region and toasts (loaded on demand by Toast.tsx). */
export default function ToastRegion({
  entries,
  close,
  duration,
  position,
  swipeDirection,
  swipeThreshold,
  label,
  closeLabel,
}: RegionProps) {
  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      label={label}
    >
      {entries.map(({ id, open, title, description, tone = 'neutral', duration: own, action }) => {
        const Icon = icons[tone];
        return (
          <RadixToast.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) close(id);
            }}
            duration={own}
            // Errors interrupt (assertive); confirmations are announced politely.
            type={tone === 'critical' ? 'foreground' : 'background'}
            className={toastRecipe({ tone })}
            data-tone={tone}
          >
            <span className={toastIcon({ tone })} aria-hidden="true">
              <Icon size={20} />
            </span>
            <div className={toastText}>
              <RadixToast.Title className={toastTitle}>{title}</RadixToast.Title>
              {description ? (
                <RadixToast.Description className={toastDescription}>{description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className={toastClose} aria-label={closeLabel}>
              <X aria-hidden="true" size={16} />
            </RadixToast.Close>
            {action ? (
              <RadixToast.Action className={toastAction} altText={action.altText} onClick={action.onClick}>
                {action.label}
              </RadixToast.Action>
            ) : null}
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={toastViewport({ position })} data-position={position} />
    </RadixToast.Provider>
  );
}
