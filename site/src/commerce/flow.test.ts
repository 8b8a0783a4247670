import type { PaymentOrderResponse } from '@company/contracts';
import { describe, expect, it, vi } from 'vitest';

import { payAndBook, type PayAndBookDeps } from './flow';
import type { GatewayOutcome } from './gateway/types';

const order: PaymentOrderResponse = {
  order_id: 'order_Test00000001',
  amount: 99_900,
  currency: 'INR',
  key_id: 'rzp_test_sandbox',
  sandbox: true,
  items: [{ kind: 'course', id: 'basic-python', title: 'Basic Python', price: 999 }],
};
const customer = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' };

function setup(
  outcome: GatewayOutcome,
  overrides: {
    verify?: () => Promise<{ success: boolean }>;
    save?: () => Promise<unknown>;
    book?: () => Promise<{ id: string }>;
  } = {},
) {
  const events: string[] = [];
  const verify = vi.fn(overrides.verify ?? (async () => ({ success: true })));
  const save = vi.fn(async (body: unknown) => {
    events.push('save');
    if (overrides.save) return overrides.save();
    return {
      status: 200,
      data: { payment_id: null, status: (body as { status: string }).status, duplicate: false },
    };
  });
  const createAppointment = vi.fn(overrides.book ?? (async () => ({ id: 'receipt-id-123456789' })));
  const close = vi.fn(() => events.push('close'));
  const log = vi.fn();
  const deps = {
    api: { payments: { verify, save }, createAppointment },
    gateway: { open: vi.fn(() => ({ outcome: Promise.resolve(outcome), close })) },
    log,
  } as unknown as PayAndBookDeps;
  return { deps, verify, save, createAppointment, close, log, events };
}

describe('payAndBook', () => {
  it('verifies a success, saves it as succeeded, closes the window after the save, then books the appointment', async () => {
    const t = setup({ kind: 'success', orderId: order.order_id, paymentId: 'pay_1', signature: 'sig' });
    const result = await payAndBook(t.deps, order, customer);
    expect(t.verify).toHaveBeenCalledWith({
      order_id: order.order_id,
      payment_id: 'pay_1',
      signature: 'sig',
    });
    expect(t.save).toHaveBeenCalledWith({
      order_id: order.order_id,
      payment_id: 'pay_1',
      ...customer,
      status: 'succeeded',
    });
    expect(t.events).toEqual(['save', 'close']);
    expect(t.createAppointment).toHaveBeenCalledWith({ ...customer, payment_id: 'pay_1' });
    expect(result).toEqual({ kind: 'booked', receiptId: 'receipt-id-123456789', paymentId: 'pay_1' });
  });

  it('saves as failed, without booking, when verification says no or errors', async () => {
    for (const verify of [
      async () => ({ success: false }),
      async () => Promise.reject(new Error('Payment verification failed')),
    ]) {
      const t = setup(
        { kind: 'success', orderId: order.order_id, paymentId: 'pay_2', signature: 'bad' },
        { verify },
      );
      const result = await payAndBook(t.deps, order, customer);
      expect(t.save).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 'pay_2', status: 'failed' }));
      expect(t.createAppointment).not.toHaveBeenCalled();
      expect(result).toEqual({ kind: 'failed', paymentId: 'pay_2' });
    }
  });

  it('saves a declined attempt as failed and a dismissed window as cancelled', async () => {
    const failed = setup({ kind: 'failure', paymentId: 'pay_3' });
    expect(await payAndBook(failed.deps, order, customer)).toEqual({ kind: 'failed', paymentId: 'pay_3' });
    expect(failed.save).toHaveBeenCalledWith(
      expect.objectContaining({ payment_id: 'pay_3', status: 'failed' }),
    );

    const dismissed = setup({ kind: 'dismissed' });
    expect(await payAndBook(dismissed.deps, order, customer)).toEqual({ kind: 'cancelled' });
    expect(dismissed.save).toHaveBeenCalledWith({
      order_id: order.order_id,
      ...customer,
      status: 'cancelled',
    });
    expect(dismissed.close).toHaveBeenCalled();
  });

  it('only logs a save error and still closes the window', async () => {
    const t = setup({ kind: 'dismissed' }, { save: async () => Promise.reject(new Error('Network Error')) });
    await expect(payAndBook(t.deps, order, customer)).resolves.toEqual({ kind: 'cancelled' });
    expect(t.log).toHaveBeenCalledWith('Saving the payment failed', expect.any(Error));
    expect(t.close).toHaveBeenCalled();
  });

  it('saves nothing when the window could not open', async () => {
    const t = setup({ kind: 'unavailable' });
    expect(await payAndBook(t.deps, order, customer)).toEqual({ kind: 'unavailable' });
    expect(t.save).not.toHaveBeenCalled();
  });

  it('reports a booking failure with the payment id to quote', async () => {
    const t = setup(
      { kind: 'success', orderId: order.order_id, paymentId: 'pay_4', signature: 'sig' },
      { book: async () => Promise.reject(new Error('Network Error')) },
    );
    const result = await payAndBook(t.deps, order, customer);
    expect(result).toMatchObject({ kind: 'booking-failed', paymentId: 'pay_4' });
    expect(result.kind === 'booking-failed' && result.message).toContain('pay_4');
  });
});
