import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  toast as toastRecipe,
  toastAction,
  toastClose,
  toastDescription,
  toastIcon,
  toastText,
  toastTitle,
  toastViewport,
  type ToastVariants,
} from './Toast.css';

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

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
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
  /** Distance in pixels a swipe must travel to dismiss. Default `50`. */
  swipeThreshold?: number;
  /** Accessible name of the notification region (F8 jumps to it). Default `'Notifications'`. */
  label?: string;
  /** Accessible name of each toast's close button. Default `'Dismiss notification'`. */
  closeLabel?: string;
  /** How many toasts stay on screen; older ones close first. Default `3`. */
  limit?: number;
}

const icons = { success: CircleCheck, critical: CircleAlert, neutral: Info } as const;
let counter = 0;

/**
 * Provides `useToast()` and renders the toast region (a labelled list in the chosen corner).
 * Put it once near the root of the app.
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

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={duration}
        swipeDirection={swipeDirection}
        swipeThreshold={swipeThreshold}
        label={label}
      >
        {children}
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
    </ToastContext.Provider>
  );
}
Toaster.displayName = 'Toaster';
