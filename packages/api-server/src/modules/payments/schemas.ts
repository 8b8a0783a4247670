import {
  customerDetailsSchema,
  limits,
  messages,
  optionalText,
  paymentOrderRequestSchema,
  paymentStatuses,
  requiredText,
} from '@company/contracts';
import { z } from 'zod';

const m = messages.payment;

/**
 * `POST payment/order`: unknown keys are refused, so a client that tries to set an `amount` gets a 400
 * instead of silently paying the server's price.
 */
export const orderBodySchema = paymentOrderRequestSchema.strict();

/**
 * `POST payment/save`: as the contract, except that `payment_id` may be absent when the buyer dismissed the
 * window before any payment was attempted (status `cancelled`): there is no gateway payment to name then.
 */
export const saveBodySchema = customerDetailsSchema
  .extend({
    payment_id: optionalText(limits.id),
    order_id: requiredText(m.orderIdRequired, limits.id),
    status: z.enum(paymentStatuses, { error: m.statusInvalid }),
  })
  .superRefine((value, context) => {
    if (value.status !== 'cancelled' && !value.payment_id) {
      context.addIssue({ code: 'custom', path: ['payment_id'], message: m.paymentIdRequired });
    }
  });

/** `POST payment/sandbox/pay`: the test window's Pay or Fail. */
export const sandboxPayBodySchema = z.object({
  order_id: requiredText(m.orderIdRequired, limits.id),
  outcome: z.enum(['success', 'failure'], { error: 'Outcome must be success or failure' }),
});

/** `GET appointments/{id}`: a receipt link id (base64url). */
export const receiptParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Receipt not found' }),
});

/** `GET payment/order/{id}`: a gateway order id. */
export const orderParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,100}$/, { error: 'Order not found' }),
});
