import type { PaymentOrderResponse } from '@company/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  createRazorpayAdapter,
  PAYMENT_DESCRIPTION,
  RAZORPAY_SCRIPT_SRC,
  resetRazorpayLoader,
  SDK_LOAD_FAILED,
} from './razorpay';

const order: PaymentOrderResponse = {
  order_id: 'order_Live000000001',
  amount: 199_900,
  currency: 'INR',
  key_id: 'rzp_test_public',
  sandbox: false,
  items: [],
};
const customer = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' };

afterEach(() => {
  delete window.Razorpay;
  resetRazorpayLoader();
  document.querySelectorAll('script').forEach((script) => script.remove());
});

/** Answers the next script element the adapter appends: load or error. */
function answerScript(ok: boolean, install?: () => void) {
  const observer = new MutationObserver(() => {
    const script = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_SRC}"]`);
    if (!script) return;
    observer.disconnect();
    if (ok) install?.();
    script.dispatchEvent(new Event(ok ? 'load' : 'error'));
  });
  observer.observe(document.body, { childList: true });
}

describe('Razorpay adapter', () => {
  it('loads the script only when a window opens, and alerts without opening when it fails', async () => {
    expect(document.querySelector('script')).toBeNull();
    const alert = vi.fn();
    answerScript(false);
    const session = createRazorpayAdapter({ alert }).open(order, customer);
    await expect(session.outcome).resolves.toEqual({ kind: 'unavailable' });
    expect(alert).toHaveBeenCalledWith(SDK_LOAD_FAILED);
    expect(SDK_LOAD_FAILED).toBe('Razorpay SDK failed to load. Check your internet.');
    // The failed script is forgotten, so a later attempt loads it again.
    expect(document.querySelector('script')).toBeNull();
  });

  it('opens Checkout with retry disabled, the spec description, the brand colour and the public key only', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const handlers: Record<string, (response: unknown) => void> = {};
    class FakeRazorpay {
      constructor(readonly options: Record<string, unknown>) {
        seen.push(options);
      }
      on(event: string, callback: (response: unknown) => void) {
        handlers[event] = callback;
      }
      open() {
        (this.options.handler as (r: unknown) => void)({
          razorpay_payment_id: 'pay_L1',
          razorpay_order_id: order.order_id,
          razorpay_signature: 'sig',
        });
      }
      close() {}
    }
    answerScript(true, () => {
      window.Razorpay = FakeRazorpay as never;
    });
    const session = createRazorpayAdapter({ alert: vi.fn() }).open(order, customer);
    await expect(session.outcome).resolves.toEqual({
      kind: 'success',
      orderId: order.order_id,
      paymentId: 'pay_L1',
      signature: 'sig',
    });
    expect(seen[0]).toMatchObject({
      key: 'rzp_test_public',
      amount: 199_900,
      currency: 'INR',
      description: PAYMENT_DESCRIPTION,
      order_id: order.order_id,
      prefill: { name: customer.name, email: customer.email, contact: customer.phone },
      theme: { color: '#cc2929' },
      retry: { enabled: false },
    });
    expect(PAYMENT_DESCRIPTION).toBe('Appointment Payment');
    expect(JSON.stringify(seen[0])).not.toMatch(/secret/i);
    expect(typeof handlers['payment.failed']).toBe('function');
  });

  it('reports a failed attempt with its payment id and a dismissal as dismissed', async () => {
    let mode: 'fail' | 'dismiss' = 'fail';
    class FakeRazorpay {
      private failed?: (response: unknown) => void;
      constructor(readonly options: { modal: { ondismiss: () => void } }) {}
      on(_event: string, callback: (response: unknown) => void) {
        this.failed = callback;
      }
      open() {
        if (mode === 'fail')
          this.failed?.({ error: { metadata: { payment_id: 'pay_F1', order_id: order.order_id } } });
        else this.options.modal.ondismiss();
      }
      close() {}
    }
    window.Razorpay = FakeRazorpay as never;
    const adapter = createRazorpayAdapter({ alert: vi.fn() });
    await expect(adapter.open(order, customer).outcome).resolves.toEqual({
      kind: 'failure',
      paymentId: 'pay_F1',
    });
    mode = 'dismiss';
    await expect(adapter.open(order, customer).outcome).resolves.toEqual({ kind: 'dismissed' });
  });
});
