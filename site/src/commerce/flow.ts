import type { ApiClient } from '@company/api-client';
import type { PaymentOrderResponse, PaymentStatus } from '@company/contracts';

import type { Customer, GatewayAdapter } from './gateway/types';

/** How a checkout ended, for the page to react to. */
export type CheckoutResult =
  /** Paid, verified, saved and booked: go to `/receipt/{receiptId}`. */
  | { kind: 'booked'; receiptId: string; paymentId: string }
  /** Paid and verified, but the appointment could not be booked. */
  | { kind: 'booking-failed'; paymentId: string; message: string }
  /** Declined at the gateway, or verification failed (saved as failed; no message, docs/requirements/SPEC.md §8). */
  | { kind: 'failed'; paymentId: string | null }
  /** The window was closed without paying (saved as cancelled). */
  | { kind: 'cancelled' }
  /** The window never opened (script failed to load; the alert was shown). */
  | { kind: 'unavailable' };

export interface PayAndBookDeps {
  api: Pick<ApiClient, 'payments' | 'createAppointment'>;
  gateway: GatewayAdapter;
  /** Where save errors go (SPEC §8: "only logged"). */
  log?: (message: string, error: unknown) => void;
}

const defaultLog = (message: string, error: unknown) => console.error(message, error);

/**
 * SPEC §4 "Payment flow" after the details modal: open the payment window; on success verify the signature
 * on the server and save as succeeded (failed when verification says no or errors); a failed attempt is
 * saved as failed, a dismissed window as cancelled. Save errors are only logged, and the window closes after
 * the save either way. After a succeeded payment the appointment is booked with the customer details and the
 * payment id.
 */
export async function payAndBook(
  deps: PayAndBookDeps,
  order: PaymentOrderResponse,
  customer: Customer,
): Promise<CheckoutResult> {
  const log = deps.log ?? defaultLog;
  const session = deps.gateway.open(order, customer);
  const outcome = await session.outcome;
  if (outcome.kind === 'unavailable') return { kind: 'unavailable' };

  let status: PaymentStatus;
  let paymentId: string | null = null;
  if (outcome.kind === 'success') {
    paymentId = outcome.paymentId;
    let verified = false;
    try {
      const answer = await deps.api.payments.verify({
        order_id: order.order_id,
        payment_id: outcome.paymentId,
        signature: outcome.signature,
      });
      verified = answer.success === true;
    } catch {
      verified = false;
    }
    status = verified ? 'succeeded' : 'failed';
  } else if (outcome.kind === 'failure') {
    paymentId = outcome.paymentId;
    status = 'failed';
  } else {
    status = 'cancelled';
  }

  try {
    await deps.api.payments.save({
      order_id: order.order_id,
      ...(paymentId ? { payment_id: paymentId } : {}),
      ...customer,
      status,
    });
  } catch (error) {
    log('Saving the payment failed', error);
  } finally {
    session.close();
  }

  if (status === 'cancelled') return { kind: 'cancelled' };
  if (status === 'failed' || !paymentId) return { kind: 'failed', paymentId };
  try {
    const appointment = await deps.api.createAppointment({ ...customer, payment_id: paymentId });
    return { kind: 'booked', receiptId: appointment.id, paymentId };
  } catch (error) {
    log('Booking the appointment failed', error);
    return {
      kind: 'booking-failed',
      paymentId,
      message: `Your payment was received, but we could not book your appointment. Please contact us and quote payment id ${paymentId}.`,
    };
  }
}
