'use client';

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
const SWIPE_VARS = ['move-x', 'move-y', 'end-x', 'end-y'].map((name) => `--radix-toast-swipe-${name}`);

/**
 * A share of the toast's size as the swipe threshold: Radix only knows pixels, so it is told a small
 * distance and a swipe that ends short of the share is turned back into a cancelled one (what Radix
 * itself does for a swipe under its threshold).
 */
function swipeShare(share: number, direction: ToasterProps['swipeDirection']) {
  return (event: CustomEvent<{ delta: { x: number; y: number } }> & { currentTarget: HTMLElement }) => {
    const toast = event.currentTarget;
    const horizontal = direction === 'left' || direction === 'right';
    const travelled = Math.abs(horizontal ? event.detail.delta.x : event.detail.delta.y);
    if (travelled >= share * (horizontal ? toast.offsetWidth : toast.offsetHeight)) return;
    event.preventDefault();
    toast.setAttribute('data-swipe', 'cancel');
    for (const name of SWIPE_VARS) toast.style.removeProperty(name);
  };
}

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
  const share = typeof swipeThreshold === 'string' ? Number.parseFloat(swipeThreshold) / 100 : null;
  const onSwipeEnd = share === null ? undefined : swipeShare(share, swipeDirection);
  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={share === null ? (swipeThreshold as number) : 10}
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
            onSwipeEnd={onSwipeEnd}
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
