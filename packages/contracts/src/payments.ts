import { z } from 'zod';

import { courseIds, productIds } from './catalog.js';
import { customerDetailsSchema } from './forms.js';
import { messages } from './messages.js';
import { isoDate, limits, requiredText } from './primitives.js';

const m = messages.payment;

/** One thing to buy: a course or a software product, by id. */
export const orderItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('course'), id: z.enum(courseIds, { error: m.itemUnknown }) }),
    z.object({ kind: z.literal('product'), id: z.enum(productIds, { error: m.itemUnknown }) }),
  ],
  { error: m.itemUnknown },
);
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * `POST payment/order`: the client names the items; the server prices them from its own list
 * (amount = sum of prices x 100 paise, currency INR). Duplicate items count once.
 */
export const paymentOrderRequestSchema = z.object({
  items: z.array(orderItemSchema, { error: m.itemsRequired }).min(1, { error: m.itemsRequired }).max(50),
  currency: z.literal('INR').default('INR'),
});
export type PaymentOrderRequest = z.input<typeof paymentOrderRequestSchema>;

export const paymentOrderResponseSchema = z.object({
  order_id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** Public key id for the checkout window (never the secret). */
  key_id: z.string(),
  /** True when the server has no gateway keys and the local test checkout must be used. */
  sandbox: z.boolean(),
  items: z.array(
    z.object({
      kind: z.enum(['course', 'product']),
      id: z.string(),
      title: z.string(),
      price: z.number().int(),
    }),
  ),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

/** `POST payment/verify` (JSON). */
export const paymentVerifyRequestSchema = z.object({
  order_id: requiredText(m.orderIdRequired, limits.id),
  payment_id: requiredText(m.paymentIdRequired, limits.id),
  signature: requiredText(m.signatureRequired, 256),
});
export type PaymentVerifyRequest = z.input<typeof paymentVerifyRequestSchema>;
export const paymentVerifyResponseSchema = z.object({ success: z.boolean() });
export type PaymentVerifyResponse = z.infer<typeof paymentVerifyResponseSchema>;

export const paymentStatuses = ['succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** What a receipt can show: a saved outcome, or `refunded` after the gateway refunded the whole payment. */
export const receiptStatuses = [...paymentStatuses, 'refunded'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

/** `POST payment/save` (JSON), idempotent on `payment_id`. */
export const paymentSaveRequestSchema = customerDetailsSchema.extend({
  payment_id: requiredText(m.paymentIdRequired, limits.id),
  order_id: requiredText(m.orderIdRequired, limits.id),
  status: z.enum(paymentStatuses, { error: m.statusInvalid }),
});
export type PaymentSaveRequest = z.input<typeof paymentSaveRequestSchema>;
export const paymentSaveResponseSchema = z.object({
  status: z.literal(200),
  data: z.object({ payment_id: z.string(), status: z.enum(paymentStatuses) }),
});
export type PaymentSaveResponse = z.infer<typeof paymentSaveResponseSchema>;

/** `POST appointments` (multipart or JSON): the customer details plus the payment id. */
export const appointmentRequestSchema = customerDetailsSchema.extend({
  payment_id: requiredText(m.paymentIdRequired, limits.id),
});
export type AppointmentRequest = z.input<typeof appointmentRequestSchema>;
export const appointmentResponseSchema = z.object({ id: z.string() });
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

/** `GET appointments/{id}`: what the printable receipt shows. */
export const receiptSchema = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  date: isoDate,
  items: z.array(
    z.object({
      kind: z.enum(['course', 'product']),
      id: z.string(),
      title: z.string(),
      price: z.number().int(),
    }),
  ),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  payment_id: z.string(),
  status: z.enum(receiptStatuses),
});
export type Receipt = z.infer<typeof receiptSchema>;
