import type { PaymentOrderResponse } from '@company/contracts';

import { site } from '../../content/site';
import type { Customer, GatewayAdapter, GatewayOutcome, GatewaySession } from './types';

/** Razorpay Checkout's script, loaded from the provider's own host and only when a window opens. */
export const RAZORPAY_SCRIPT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';
/** docs/requirements/SPEC.md §8, with the provider's name as the product shows it. */
export const SDK_LOAD_FAILED = 'Razorpay SDK failed to load. Check your internet.';
/** SPEC §9: the payment window's description. */
export const PAYMENT_DESCRIPTION = 'Appointment Payment';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error?: { metadata?: { payment_id?: string } };
}
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  /** Kept with the payment by Razorpay and sent back in its webhooks (the server books from them). */
  notes: { name: string };
  theme: { color: string };
  retry: { enabled: boolean };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void; confirm_close: boolean; escape: boolean };
}
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/**
 * Adds the checkout script once and resolves true when `window.Razorpay` exists. A failed load resolves
 * false and is forgotten, so the next attempt tries again.
 */
export function loadRazorpayScript(src: string = RAZORPAY_SCRIPT_SRC): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.body.appendChild(script);
  }).then((ok) => {
    if (!ok) loading = null;
    return ok;
  });
  return loading;
}

/** Test seam: forget a loaded script. */
export function resetRazorpayLoader(): void {
  loading = null;
}

/**
 * The real Razorpay Checkout. Retry is disabled, the buyer must confirm before closing, and the public key
 * id comes from configuration (the server's order answer, else the site configuration): never a secret.
 */
export function createRazorpayAdapter(
  options: { alert?: (message: string) => void; scriptSrc?: string } = {},
): GatewayAdapter {
  const alertUser = options.alert ?? ((message: string) => window.alert(message));
  return {
    open(order: PaymentOrderResponse, customer: Customer): GatewaySession {
      let instance: RazorpayInstance | null = null;
      const outcome = (async (): Promise<GatewayOutcome> => {
        const loaded = await loadRazorpayScript(options.scriptSrc);
        const Razorpay = window.Razorpay;
        if (!loaded || !Razorpay) {
          alertUser(SDK_LOAD_FAILED);
          return { kind: 'unavailable' };
        }
        return new Promise<GatewayOutcome>((resolve) => {
          let settled = false;
          const settle = (value: GatewayOutcome) => {
            if (settled) return;
            settled = true;
            resolve(value);
          };
          instance = new Razorpay({
            key: order.key_id || site.payments.keyId,
            amount: order.amount,
            currency: 'INR',
            name: site.name,
            description: PAYMENT_DESCRIPTION,
            order_id: order.order_id,
            prefill: { name: customer.name, email: customer.email, contact: customer.phone },
            // A buyer who closes the tab right after paying still gets a receipt in their name (webhook).
            notes: { name: customer.name },
            theme: { color: site.payments.themeColor },
            retry: { enabled: false },
            handler: (response) =>
              settle({
                kind: 'success',
                orderId: response.razorpay_order_id,
                paymentId: response.razorpay_payment_id,
                signature: response.razorpay_signature,
              }),
            modal: { ondismiss: () => settle({ kind: 'dismissed' }), confirm_close: true, escape: true },
          });
          instance.on('payment.failed', (response) =>
            settle({ kind: 'failure', paymentId: response.error?.metadata?.payment_id ?? null }),
          );
          instance.open();
        });
      })();
      return {
        outcome,
        close: () => {
          try {
            instance?.close();
          } catch {
            /* the window may already be gone */
          }
        },
      };
    },
  };
}
