import { learningMessages, type PaymentStatus, priceMessages, type ReceiptStatus } from '@company/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { createHash, timingSafeEqual } from 'node:crypto';

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
import { ownsCourse } from '../learning/access.js';
import { enrolPurchase, revokePurchaseEnrolments } from '../learning/enrolments.js';

/** The database or a transaction on it. */
export type PaymentsDb = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Title and whole-rupee price of a catalogue item, or undefined when there is no such item. `available:
 * false`: it exists, but an administrator has taken it off sale (docs/requirements/issues/24-staff-console.md).
 */
export type PriceLookup = (
  kind: 'course' | 'product',
  id: string,
) => Promise<{ title: string; price: number; available?: boolean } | undefined>;

export interface PaymentsDeps {
  db: Db;
  gateway: GatewayConfig;
  /** The server's own price list. Default: the `courses` and `products` tables. */
  priceOf?: PriceLookup;
  fetch?: typeof fetch;
  /** Issue 24: the mails of a paid order and a booked receipt (the app wires them; the module's tests may not). */
  notify?: PaymentNotifier;
}

/**
 * What the payments module tells the mail queue, always inside the transaction of the change (so a mail goes
 * out exactly when the change commits); `wake` runs the queue after the commit.
 */
export interface PaymentNotifier {
  /** The order has just become paid (once per order): staff are told. */
  orderPaid(
    tx: PaymentsDb,
    order: { id: string; amount: number; items: PricedItem[]; paymentId: string },
  ): Promise<void>;
  /** A receipt has just been booked with the buyer's e-mail: the buyer gets it. */
  receiptBooked(tx: PaymentsDb, receipt: ReceiptView, ownerId: string | null): Promise<void>;
  wake(): void;
}

/** A refusal with an HTTP status and a message for the client (`{ message, errors }`, by the app's error handler). */
export class PaymentError extends HttpError {}

/* ---------------- Who may see an order (docs/requirements/issues/23-safe-in-production.md) ---------------- */

/**
 * The caller of a checkout call: the signed-in user (if any) and the hash of the checkout key their browser
 * holds (the HttpOnly cookie set with the order), if any.
 */
export interface Buyer {
  userId: string | null;
  keyHash: string | null;
}

export const hashCheckoutKey = (key: string) => createHash('sha256').update(`checkout:${key}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * True when the caller may act on this order: it is the signed-in owner, or its browser holds the checkout
 * key the order was created with. Everyone else is told the order does not exist.
 */
export function mayAccessOrder(
  order: { userId: string | null; buyerKeyHash: string | null },
  buyer: Buyer,
): boolean {
  if (buyer.userId && order.userId === buyer.userId) return true;
  return Boolean(buyer.keyHash && order.buyerKeyHash && sameHash(order.buyerKeyHash, buyer.keyHash));
}

/**
 * Prices from the database: the seeded course and product lists, with the price and availability
 * administrators set in the console (issue 24). Read at the moment the order is made.
 */
export function databasePriceOf(db: Db): PriceLookup {
  return async (kind, id) => {
    const table = kind === 'course' ? courses : products;
    const [row] = await db
      .select({ title: table.title, price: table.price, available: table.available })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return row;
  };
}

/**
 * Records what a signed-in buyer now owns (My Course reads `purchases`; lesson access reads `enrolments`,
 * issue 32: docs/requirements/issues/32-courses-you-can-take.md). Repeats are ignored; a revoked enrolment
 * comes back with the new payment.
 */
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
  await enrolPurchase(db, userId, paymentId, items);
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
  buyer: Buyer,
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
    // Issue 32: a course the signed-in buyer can already watch is not sold to them again.
    if (item.kind === 'course' && buyer.userId && (await ownsCourse(deps.db, buyer.userId, item.id))) {
      const message = learningMessages.alreadyOwned(entry.title);
      throw new PaymentError(409, message, { [`items.${index}.id`]: message });
    }
    if (entry.available === false) {
      throw new PaymentError(409, `${entry.title}: ${priceMessages.notForSale}`, {
        [`items.${index}.id`]: priceMessages.notForSale,
      });
    }
    priced.push({ kind: item.kind, id: item.id, title: entry.title, price: entry.price });
  }
  const amount = priced.reduce((sum, item) => sum + item.price, 0) * 100;
  const receipt = randomGatewayId('order').replace('order_', 'rcpt_');
  const orderId = await createGatewayOrder(deps.gateway, { amount, currency: 'INR', receipt }, deps.fetch);
  await deps.db.insert(paymentOrders).values({
    id: orderId,
    userId: buyer.userId,
    buyerKeyHash: buyer.keyHash,
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

/**
 * Marks an order paid by a payment. `paid` is final (and `refunded` after it), so a second call keeps the
 * first payment.
 */
async function markPaid(
  db: PaymentsDb,
  orderId: string,
  paymentId: string,
  notify?: PaymentNotifier,
): Promise<void> {
  const [paid] = await db
    .update(paymentOrders)
    .set({ status: 'paid', paidPaymentId: paymentId, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, ['created', 'failed'])))
    .returning({ id: paymentOrders.id, amount: paymentOrders.amount, items: paymentOrders.items });
  // Issue 24: only the call that made it paid tells staff, so a repeated verify or webhook sends nothing.
  if (paid && notify) await notify.orderPaid(db, { ...paid, paymentId });
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
  await deps.db.transaction((tx) => markPaid(tx, order.id, input.payment_id, deps.notify));
  deps.notify?.wake();
  const after = await findOrder(deps.db, order.id);
  return after?.status === 'paid' && after.paidPaymentId === input.payment_id;
}

/** The sandbox window's Pay button: a payment id and the signature the real gateway would hand over. */
export async function sandboxPay(
  deps: PaymentsDeps,
  orderId: string,
  outcome: 'success' | 'failure',
  buyer: Buyer,
) {
  if (!deps.gateway.sandbox) throw new PaymentError(404, 'Not found');
  const order = await findOrder(deps.db, orderId);
  if (!order || !mayAccessOrder(order, buyer))
    throw new PaymentError(404, 'Order not found', { order_id: 'Order not found' });
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
export async function savePayment(deps: PaymentsDeps, input: SaveInput, buyer: Buyer): Promise<SaveResult> {
  const userId = buyer.userId;
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
    if (!order || !mayAccessOrder(order, buyer)) {
      throw new PaymentError(404, 'Order not found', { order_id: 'Order not found' });
    }
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
      status = existing.status === 'refunded' ? 'succeeded' : (existing.status as PaymentStatus);
      if (input.status === 'succeeded' && existing.status !== 'succeeded' && existing.status !== 'refunded') {
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
    if (status === 'succeeded' && paymentId && order.status !== 'refunded')
      await recordPurchases(tx, owner, paymentId, order.items);
    return { payment_id: paymentId, status, duplicate };
  });
}

/* ---------------- Appointments and receipts ---------------- */

/** Creates the appointment of a paid payment once (on its payment id); answers its receipt id. */
async function bookAppointment(
  db: PaymentsDb,
  input: {
    paymentId: string;
    orderId: string;
    userId: string | null;
    name: string;
    email: string;
    phone: string;
  },
  notify?: PaymentNotifier,
): Promise<string> {
  // Issue 24: the buyer's receipt mail goes out when the booking first knows their e-mail.
  const mailReceipt = async (id: string) => {
    if (!notify || !input.email) return;
    const row = await receiptRow(db, id);
    if (row) await notify.receiptBooked(db, receiptView(row), row.appointment.userId);
  };
  const inserted = await db
    .insert(appointments)
    .values({
      id: randomReceiptId(),
      paymentId: input.paymentId,
      orderId: input.orderId,
      userId: input.userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
    })
    .onConflictDoNothing()
    .returning({ id: appointments.id });
  if (inserted[0]) {
    await mailReceipt(inserted[0].id);
    return inserted[0].id;
  }
  const [existing] = await db
    .select({ id: appointments.id, name: appointments.name, email: appointments.email })
    .from(appointments)
    .where(eq(appointments.paymentId, input.paymentId))
    .limit(1);
  if (!existing) throw new PaymentError(409, 'Please try again');
  // Booked by the webhook (the buyer had closed the tab) without a name: the buyer's own details win.
  if (existing.name === '' && input.name !== '') {
    await db
      .update(appointments)
      .set({ name: input.name, email: input.email, phone: input.phone })
      .where(eq(appointments.id, existing.id));
    if (existing.email === '') await mailReceipt(existing.id);
  }
  return existing.id;
}

/**
 * Books the appointment for a succeeded payment and answers the receipt id. A repeated call for the same
 * payment answers the same id. Only the buyer of the order (checkout key or signed-in owner) may: for anyone
 * else the payment does not exist.
 */
export async function createAppointment(
  deps: PaymentsDeps,
  input: { name: string; email: string; phone: string; payment_id: string },
  buyer: Buyer,
): Promise<{ id: string }> {
  const [row] = await deps.db
    .select({ payment: payments, order: paymentOrders })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(eq(payments.paymentId, input.payment_id))
    .limit(1);
  if (!row || !mayAccessOrder(row.order, buyer)) {
    throw new PaymentError(404, 'No successful payment with this id', {
      payment_id: 'No successful payment with this id',
    });
  }
  if (row.payment.status !== 'succeeded' && row.payment.status !== 'refunded') {
    throw new PaymentError(400, 'No successful payment with this id', {
      payment_id: 'No successful payment with this id',
    });
  }
  const id = await deps.db.transaction((tx) =>
    bookAppointment(
      tx,
      {
        paymentId: input.payment_id,
        orderId: row.order.id,
        userId: buyer.userId ?? row.order.userId ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone,
      },
      deps.notify,
    ),
  );
  deps.notify?.wake();
  return { id };
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
  status: ReceiptStatus;
}

/** A receipt's appointment, order and payment status, by its link id. */
async function receiptRow(db: PaymentsDb, id: string) {
  const [row] = await db
    .select({ appointment: appointments, order: paymentOrders, paymentStatus: payments.status })
    .from(appointments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, appointments.orderId))
    .leftJoin(payments, eq(payments.paymentId, appointments.paymentId))
    .where(eq(appointments.id, id))
    .limit(1);
  return row;
}

function receiptView({
  appointment,
  order,
  paymentStatus,
}: NonNullable<Awaited<ReturnType<typeof receiptRow>>>): ReceiptView {
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
    status:
      order.status === 'refunded' ? 'refunded' : ((paymentStatus as ReceiptStatus | null) ?? 'succeeded'),
  };
}

/**
 * The printable receipt behind a receipt link id, or undefined: also for a caller who is neither the
 * signed-in owner nor holds the order's checkout key.
 */
export async function getReceipt(db: Db, id: string, buyer: Buyer): Promise<ReceiptView | undefined> {
  const row = await receiptRow(db, id);
  if (!row) return undefined;
  const owner = buyer.userId !== null && row.appointment.userId === buyer.userId;
  if (!owner && !mayAccessOrder(row.order, buyer)) return undefined;
  return receiptView(row);
}

/** Any receipt, for the staff console (its guard has checked the caller is staff). */
export async function getReceiptForStaff(db: Db, id: string): Promise<ReceiptView | undefined> {
  const row = await receiptRow(db, id);
  return row ? receiptView(row) : undefined;
}

/** `GET payment/order/{id}`: how the buyer's order stands, and its receipt once booked (webhook or page). */
export async function orderStatus(
  db: Db,
  orderId: string,
  buyer: Buyer,
): Promise<{ order_id: string; status: string; receipt_id: string | null } | undefined> {
  const order = await findOrder(db, orderId);
  if (!order || !mayAccessOrder(order, buyer)) return undefined;
  const [appointment] = order.paidPaymentId
    ? await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.paymentId, order.paidPaymentId))
        .limit(1)
    : [];
  return { order_id: order.id, status: order.status, receipt_id: appointment?.id ?? null };
}

/* ---------------- Webhook ---------------- */

interface WebhookPayment {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  amount_refunded?: unknown;
  email?: unknown;
  contact?: unknown;
  notes?: unknown;
}

export interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: WebhookPayment };
    order?: { entity?: { id?: unknown; amount_paid?: unknown; currency?: unknown } };
    refund?: { entity?: { id?: unknown; payment_id?: unknown; amount?: unknown; currency?: unknown } };
  };
}

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A non-blank string of at most `max` characters without control characters, else null. */
const asText = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max && !controlCharacters.test(value)
    ? value.trim()
    : null;

const asPaise = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'rejected';

/**
 * Applies a verified gateway event once (deduplicated on the event id):
 *
 * - `payment.captured` and `order.paid` mark the order paid only when the paid amount and currency are the
 *   order's (otherwise `rejected`, logged by the caller), record a succeeded payment, the signed-in buyer's
 *   purchases, and book the appointment: a buyer who closed the tab after paying still gets a receipt
 *   (details from the payment: `notes.name`, `email`, `contact`);
 * - `payment.failed` records a failed one (a paid order stays paid);
 * - `refund.created` / `refund.processed` add up the refunded amount; once it covers the order, the order
 *   and its payment show `refunded` and the purchases are withdrawn.
 *
 * Events about orders we do not know are acknowledged and ignored.
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  eventId: string,
  body: WebhookBody,
): Promise<WebhookOutcome> {
  const event = asText(body.event, 100) ?? 'unknown';
  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const fresh = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, event })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (fresh.length === 0) return 'duplicate';

    const payment = body.payload?.payment?.entity;
    const refund = body.payload?.refund?.entity;
    const paymentId = asText(payment?.id, 100) ?? asText(refund?.payment_id, 100);
    let orderId = asText(payment?.order_id, 100) ?? asText(body.payload?.order?.entity?.id, 100);
    if (!orderId && paymentId) {
      const [known] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.paymentId, paymentId))
        .limit(1);
      orderId = known?.orderId ?? null;
    }
    if (!orderId) return 'ignored';
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId))
      .for('update')
      .limit(1);
    if (!order) return 'ignored';

    const notes =
      payment?.notes && typeof payment.notes === 'object' ? (payment.notes as Record<string, unknown>) : {};
    const details = {
      name: asText(notes.name, 100) ?? '',
      email: asText(payment?.email, 254) ?? '',
      phone: asText(payment?.contact, 16) ?? '',
    };
    const record = async (status: 'succeeded' | 'failed') => {
      if (!paymentId) return;
      await tx
        .insert(payments)
        .values({ paymentId, orderId, ...details, status })
        .onConflictDoUpdate({
          target: payments.paymentId,
          set: {
            status: sql`case when ${payments.status} in ('succeeded', 'refunded') then ${payments.status} else excluded.status end`,
            updatedAt: new Date(),
          },
        });
    };

    if (event === 'payment.captured' || event === 'order.paid') {
      if (!paymentId) return 'ignored';
      const paid = asPaise(payment?.amount) ?? asPaise(body.payload?.order?.entity?.amount_paid);
      const currency = asText(payment?.currency, 10) ?? asText(body.payload?.order?.entity?.currency, 10);
      if (paid !== order.amount || currency !== order.currency) return 'rejected';
      await markPaid(tx, orderId, paymentId, deps.notify);
      const [after] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).limit(1);
      if (after?.paidPaymentId !== paymentId) return 'ignored';
      await record('succeeded');
      if (after.status === 'paid') await recordPurchases(tx, order.userId, paymentId, order.items);
      await bookAppointment(tx, { paymentId, orderId, userId: order.userId, ...details }, deps.notify);
      return 'applied';
    }
    if (event === 'payment.failed') {
      await record('failed');
      await markFailed(tx, orderId);
      return 'applied';
    }
    if (event === 'refund.created' || event === 'refund.processed') {
      if (!paymentId || paymentId !== order.paidPaymentId) return 'ignored';
      const currency = asText(refund?.currency, 10) ?? asText(payment?.currency, 10);
      if (currency !== order.currency) return 'rejected';
      const refunded = asPaise(payment?.amount_refunded) ?? asPaise(refund?.amount);
      if (refunded === null) return 'rejected';
      const total = Math.min(order.amount, Math.max(order.refundedAmount, refunded));
      const full = total >= order.amount;
      await tx
        .update(paymentOrders)
        .set({
          refundedAmount: total,
          ...(full ? { status: 'refunded' as const } : {}),
          updatedAt: new Date(),
        })
        .where(eq(paymentOrders.id, orderId));
      if (full) {
        await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: new Date() })
          .where(eq(payments.paymentId, paymentId));
        await tx.delete(purchases).where(eq(purchases.paymentId, paymentId));
        await revokePurchaseEnrolments(tx, paymentId, 'Refunded');
      }
      return 'applied';
    }
    return 'ignored';
  });
  deps.notify?.wake();
  return outcome;
}
