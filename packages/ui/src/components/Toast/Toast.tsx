'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { onDemand, useOnFirstInteraction } from '../../internal/onDemand';
import type { ToastVariants } from './Toast.css';
import type { ToastEntry } from './ToastRegion';

export type ToastTone = NonNullable<ToastVariants['tone']>;
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

export interface ToastOptions {
  /** Main line, for example `'Thanks for contacting us! We'll get back to you soon.'`. */
  title: ReactNode;
  /** Optional second line. */
  description?: ReactNode;
  /** Colour and icon. Default `neutral`. */
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; the timer pauses while hovered or focused. Default: the Toaster's `duration`. */
  duration?: number;
  /** Optional action button; `altText` tells screen-reader users how to reach it another way. */
  action?: { label: string; altText: string; onClick: () => void };
  /** Reuse an id to replace a toast that is still on screen. */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Shows a success toast. */
  success: (title: ReactNode, options?: Omit<ToastOptions, 'title' | 'tone'>) => string;
  /** Shows an error toast. */
  error: (title: ReactNode, options?: Omit<ToastOptions, 'title' | 'tone'>) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere below a `Toaster`. Throws when used outside one. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <Toaster>.');
  return api;
}

export interface ToasterProps {
  children?: ReactNode;
  /** Default time on screen in milliseconds. Default `5000`. */
  duration?: number;
  /** Corner of the viewport. Default `top-right`. */
  position?: ToastPosition;
  /** Swipe direction that dismisses a toast. Default `right`. */
  swipeDirection?: 'right' | 'left' | 'up' | 'down';
  /**
   * How far a swipe must travel to dismiss: pixels, or a share of the toast's own size along the swipe
   * (`'80%'`, as the site's contact toast). A shorter swipe springs back. Default `50`.
   */
  swipeThreshold?: number | `${number}%`;
  /** Accessible name of the notification region (F8 jumps to it). Default `'Notifications'`. */
  label?: string;
  /** Accessible name of each toast's close button. Default `'Dismiss notification'`. */
  closeLabel?: string;
  /** How many toasts stay on screen; older ones close first. Default `3`. */
  limit?: number;
}

let counter = 0;

/**
 * The toast region (Radix Toast, its icons and styles) is a module of its own, rendered while a toast is on
 * screen: a page that never shows one does not load it with its first JavaScript. The Toaster fetches it
 * at the visitor's first press, key or focus, so the toast that answers an action does not wait for it, and
 * a page that is only read never loads it.
 */
const region = onDemand(() => import('./ToastRegion'));
/** Fetches the region's module ahead of the first toast (not exported from the package root). */
export const preloadToastRegion = region.preload;
const RegionSlot = region.Slot;

/**
 * Provides `useToast()` and renders the toast region (a labelled list in the chosen corner) while toasts
 * are on screen. Put it once near the root of the app.
 */
export function Toaster({
  children,
  duration = 5000,
  position = 'top-right',
  swipeDirection = 'right',
  swipeThreshold = 50,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
  limit = 3,
}: ToasterProps) {
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const close = useCallback((id: string) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
    // Keep the closed toast mounted long enough for its exit animation, then drop it.
    const timer = setTimeout(() => {
      removalTimers.current.delete(id);
      setEntries((list) => list.filter((entry) => entry.id !== id || entry.open));
    }, 400);
    removalTimers.current.set(id, timer);
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      const pending = removalTimers.current.get(id);
      if (pending) clearTimeout(pending);
      setEntries((list) => {
        const others = list.filter((entry) => entry.id !== id);
        const openOthers = others.filter((entry) => entry.open);
        const overflow = openOthers.length + 1 - limit;
        const closing = new Set(overflow > 0 ? openOthers.slice(0, overflow).map((entry) => entry.id) : []);
        return [
          ...others.map((entry) => (closing.has(entry.id) ? { ...entry, open: false } : entry)),
          { ...options, id, open: true },
        ];
      });
      return id;
    },
    [limit],
  );

  const api = useMemo<ToastApi>(
    () => ({
      toast: show,
      success: (title, options) => show({ ...options, title, tone: 'success' }),
      error: (title, options) => show({ ...options, title, tone: 'critical' }),
      dismiss: (id) => {
        if (id) close(id);
        else setEntries((list) => list.map((entry) => ({ ...entry, open: false })));
      },
    }),
    [show, close],
  );

  useOnFirstInteraction(() => void preloadToastRegion());

  return (
    <ToastContext.Provider value={api}>
      {children}
      {entries.length > 0 ? (
        <RegionSlot
          entries={entries}
          close={close}
          duration={duration}
          position={position}
          swipeDirection={swipeDirection}
          swipeThreshold={swipeThreshold}
          label={label}
          closeLabel={closeLabel}
        />
      ) : null}
    </ToastContext.Provider>
  );
}
Toaster.displayName = 'Toaster';
