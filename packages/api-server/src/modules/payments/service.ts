import type { PaymentStatus } from '@company/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import {
  appointments,
  courses,
  paymentOrders,
  payments,
  paymentWebhookEvents,
  type PricedItem,
  products,
  purchases,
} from '../../db/schema.js';
import {
  createGatewayOrder,
  type GatewayConfig,
  paymentSignature,
  randomGatewayId,
  randomReceiptId,
  verifyPaymentSignature,
} from './gateway.js';

/** The database or a transaction on it. */
export type PaymentsDb = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Title and whole-rupee price of a catalogue item, or undefined when it is not for sale. */
export type PriceLookup = (
  kind: 'course' | 'product',
  id: string,
) => Promise<{ title: string; price: number } | undefined>;

export interface PaymentsDeps {
  db: Db;
  gateway: GatewayConfig;
  /** The server's own price list. Default: the `courses` and `products` tables. */
  priceOf?: PriceLookup;
  fetch?: typeof fetch;
}

/** A refusal with an HTTP status and a message for the client (`{ message, errors }`, by the app's error handler). */
export class PaymentError extends HttpError {}

/** Prices from the database: the seeded course and product lists (an administrator may change a price). */
export function databasePriceOf(db: Db): PriceLookup {
  return async (kind, id) => {
    const table = kind === 'course' ? courses : products;
    const [row] = await db
      .select({ title: table.title, price: table.price })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return row;
  };
}

/** Records what a signed-in buyer now owns (My Course reads `purchases`). Repeats are ignored. */
async function recordPurchases(
  db: PaymentsDb,
  userId: string | null,
  paymentId: string,
  items: readonly PricedItem[],
): Promise<void> {
  if (!userId || items.length === 0) return;
  await db
    .insert(purchases)
    .values(
      items.map((item) => ({ userId, itemKind: item.kind, itemId: item.id, price: item.price, paymentId })),
    )
    .onConflictDoNothing();
}

/* ---------------- Orders ---------------- */

export interface CreatedOrder {
  order_id: string;
  amount: number;
  currency: 'INR';
  key_id: string;
  sandbox: boolean;
  items: PricedItem[];
}

/** Prices the items from the server's list (duplicates once), creates the gateway order and stores it. */
export async function createOrder(
  deps: PaymentsDeps,
  items: readonly { kind: 'course' | 'product'; id: string }[],
  userId: string | null,
): Promise<CreatedOrder> {
  const priceOf = deps.priceOf ?? databasePriceOf(deps.db);
  const seen = new Set<string>();
  const priced: PricedItem[] = [];
  for (const [index, item] of items.entries()) {
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = await priceOf(item.kind, item.id);
    if (!entry || !Number.isInteger(entry.price) || entry.price <= 0) {
      throw new PaymentError(400, 'Unknown course or product', {
        [`items.${index}.id`]: 'Unknown course or product',
      });
    }
    priced.push({ kind: item.kind, id: item.id, title: entry.title, price: entry.price });
  }
  const amount = priced.reduce((sum, item) => sum + item.price, 0) * 100;
  const receipt = randomGatewayId('order').replace('order_', 'rcpt_');
  const orderId = await createGatewayOrder(deps.gateway, { amount, currency: 'INR', receipt }, deps.fetch);
  await deps.db.insert(paymentOrders).values({
    id: orderId,
    userId,
    items: priced,
    amount,
    currency: 'INR',
    gateway: deps.gateway.sandbox ? 'sandbox' : 'razorpay',
  });
  return {
    order_id: orderId,
    amount,
    currency: 'INR',
    key_id: deps.gateway.keyId,
    sandbox: deps.gateway.sandbox,
    items: priced,
  };
}

async function findOrder(db: PaymentsDb, orderId: string) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).limit(1);
  return order;
}

/** Marks an order paid by a payment. `paid` is final, so a second call keeps the first payment. */
async function markPaid(db: PaymentsDb, orderId: string, paymentId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'paid', paidPaymentId: paymentId, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, orderId), ne(paymentOrders.status, 'paid')));
}

/** An unpaid order becomes `failed`; a paid one never moves back. */
async function markFailed(db: PaymentsDb, orderId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')));
}

/* ---------------- Verification ---------------- */

/**
 * Checks HMAC-SHA256(`order_id|payment_id`) in constant time against the key secret (sandbox: the sandbox
 * secret). A valid signature for a known order marks it paid.
 */
export async function verifyPayment(
  deps: PaymentsDeps,
  input: { order_id: string; payment_id: string; signature: string },
): Promise<boolean> {
  const order = await findOrder(deps.db, input.order_id);
  if (!order) return false;
  if (!verifyPaymentSignature(deps.gateway, input.order_id, input.payment_id, input.signature)) return false;
  await markPaid(deps.db, order.id, input.payment_id);
  const after = await findOrder(deps.db, order.id);
  return after?.status === 'paid' && after.paidPaymentId === input.payment_id;
}

/** The sandbox window's Pay button: a payment id and the signature the real gateway would hand over. */
export async function sandboxPay(deps: PaymentsDeps, orderId: string, outcome: 'success' | 'failure') {
  if (!deps.gateway.sandbox) throw new PaymentError(404, 'Not found');
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new PaymentError(404, 'Order not found', { order_id: 'Order not found' });
  if (order.status === 'paid') throw new PaymentError(409, 'This order is already paid');
  const paymentId = randomGatewayId('pay');
  if (outcome === 'success') {
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(deps.gateway, orderId, paymentId),
    };
  }
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment has been declined by the test bank.',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: orderId, payment_id: paymentId },
    },
  };
}

/* ---------------- Saving the outcome ---------------- */

export interface SaveInput {
  order_id: string;
  payment_id?: string | undefined;
  name: string;
  email: string;
  phone: string;
  status: PaymentStatus;
}

export interface SaveResult {
  payment_id: string | null;
  status: PaymentStatus;
  duplicate: boolean;
}

/**
 * Records the outcome of a checkout, idempotent on `payment_id` (one "dismissed before paying" record per
 * order). `succeeded` is accepted only for the payment that verification marked as paying the order. An
 * earlier `failed` or `cancelled` record is upgraded by a verified success; a success is never downgraded.
 */
export async function savePayment(
  deps: PaymentsDeps,
  input: SaveInput,
  userId: string | null,
): Promise<SaveResult> {
  const paymentId = input.payment_id?.trim() || null;
  if (input.status !== 'cancelled' && !paymentId) {
    throw new PaymentError(400, 'Payment id is required', { payment_id: 'Payment id is required' });
  }
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, input.order_id))
      .for('update')
      .limit(1);
    if (!order) throw new PaymentError(404, 'Order not found', { order_id: 'Order not found' });
    if (input.status === 'succeeded' && !(order.status === 'paid' && order.paidPaymentId === paymentId)) {
      throw new PaymentError(400, 'Payment not verified', { payment_id: 'Payment not verified' });
    }
    const sameRecord = paymentId
      ? eq(payments.paymentId, paymentId)
      : and(eq(payments.orderId, input.order_id), isNull(payments.paymentId));

    const inserted = await tx
      .insert(payments)
      .values({
        paymentId,
        orderId: input.order_id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        status: input.status,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });

    let status: PaymentStatus = input.status;
    let duplicate = false;
    if (inserted.length === 0) {
      duplicate = true;
      const [existing] = await tx.select().from(payments).where(sameRecord).limit(1);
      if (!existing || existing.orderId !== input.order_id) {
        throw new PaymentError(409, 'This payment belongs to another order', {
          payment_id: 'This payment belongs to another order',
        });
      }
      status = existing.status as PaymentStatus;
      if (input.status === 'succeeded' && existing.status !== 'succeeded') {
        await tx
          .update(payments)
          .set({
            status: 'succeeded',
            name: input.name,
            email: input.email,
            phone: input.phone,
            updatedAt: new Date(),
          })
          .where(eq(payments.id, existing.id));
        status = 'succeeded';
      }
    }
    if (input.status === 'failed') await markFailed(tx, order.id);
    const owner = order.userId ?? userId;
    if (owner && !order.userId) {
      await tx
        .update(paymentOrders)
        .set({ userId: owner, updatedAt: new Date() })
        .where(eq(paymentOrders.id, order.id));
    }
    if (status === 'succeeded' && paymentId) await recordPurchases(tx, owner, paymentId, order.items);
    return { payment_id: paymentId, status, duplicate };
  });
}

/* ---------------- Appointments and receipts ---------------- */

/**
 * Books the appointment for a succeeded payment and answers the receipt id. A repeated call for the same
 * payment answers the same id.
 */
export async function createAppointment(
  deps: PaymentsDeps,
  input: { name: string; email: string; phone: string; payment_id: string },
  userId: string | null,
): Promise<{ id: string }> {
  const [payment] = await deps.db
    .select({ orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(eq(payments.paymentId, input.payment_id))
    .limit(1);
  if (!payment || payment.status !== 'succeeded') {
    throw new PaymentError(400, 'No successful payment with this id', {
      payment_id: 'No successful payment with this id',
    });
  }
  const order = await findOrder(deps.db, payment.orderId);
  const inserted = await deps.db
    .insert(appointments)
    .values({
      id: randomReceiptId(),
      paymentId: input.payment_id,
      orderId: payment.orderId,
      userId: userId ?? order?.userId ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone,
    })
    .onConflictDoNothing()
    .returning({ id: appointments.id });
  if (inserted[0]) return { id: inserted[0].id };
  const [existing] = await deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.paymentId, input.payment_id))
    .limit(1);
  if (!existing) throw new PaymentError(409, 'Please try again');
  return { id: existing.id };
}

export interface ReceiptView {
  id: string;
  receiptNumber: string;
  date: string;
  items: PricedItem[];
  amount: number;
  currency: 'INR';
  name: string;
  email: string;
  phone: string;
  payment_id: string;
  status: PaymentStatus;
}

/** The printable receipt behind a receipt link id, or undefined. */
export async function getReceipt(db: Db, id: string): Promise<ReceiptView | undefined> {
  const [row] = await db
    .select({ appointment: appointments, order: paymentOrders, paymentStatus: payments.status })
    .from(appointments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, appointments.orderId))
    .leftJoin(payments, eq(payments.paymentId, appointments.paymentId))
    .where(eq(appointments.id, id))
    .limit(1);
  if (!row) return undefined;
  const { appointment, order } = row;
  return {
    id: appointment.id,
    receiptNumber: `RCPT-${appointment.createdAt.getUTCFullYear()}-${String(appointment.seq).padStart(6, '0')}`,
    date: appointment.createdAt.toISOString(),
    items: order.items,
    amount: order.amount,
    currency: 'INR',
    name: appointment.name,
    email: appointment.email,
    phone: appointment.phone,
    payment_id: appointment.paymentId,
    status: (row.paymentStatus as PaymentStatus | null) ?? 'succeeded',
  };
}

/* ---------------- Webhook ---------------- */

interface WebhookPayment {
  id?: unknown;
  order_id?: unknown;
  email?: unknown;
  contact?: unknown;
}

export interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: WebhookPayment }; order?: { entity?: { id?: unknown } } };
}

const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Applies a verified gateway event once (deduplicated on the event id): `payment.captured` and `order.paid`
 * mark the order paid and record a succeeded payment; `payment.failed` records a failed one (a paid order
 * stays paid). Events about orders we do not know are acknowledged and ignored.
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  eventId: string,
  body: WebhookBody,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const event = asText(body.event) ?? 'unknown';
  return deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, event })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (fresh.length === 0) return 'duplicate';

    const payment = body.payload?.payment?.entity;
    const paymentId = asText(payment?.id);
    const orderId = asText(payment?.order_id) ?? asText(body.payload?.order?.entity?.id);
    if (!orderId) return 'ignored';
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId))
      .for('update')
      .limit(1);
    if (!order) return 'ignored';

    const record = async (status: 'succeeded' | 'failed') => {
      if (!paymentId) return;
      await tx
        .insert(payments)
        .values({
          paymentId,
          orderId,
          email: asText(payment?.email) ?? '',
          phone: asText(payment?.contact) ?? '',
          status,
        })
        .onConflictDoUpdate({
          target: payments.paymentId,
          set: {
            status: sql`case when ${payments.status} = 'succeeded' then 'succeeded' else excluded.status end`,
            updatedAt: new Date(),
          },
        });
    };

    if (event === 'payment.captured' || event === 'order.paid') {
      if (paymentId) {
        await markPaid(tx, orderId, paymentId);
        await record('succeeded');
        await recordPurchases(tx, order.userId, paymentId, order.items);
      }
      return 'applied';
    }
    if (event === 'payment.failed') {
      await record('failed');
      await markFailed(tx, orderId);
      return 'applied';
    }
    return 'ignored';
  });
}
