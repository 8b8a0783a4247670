import '../../types.js';

import { courseCatalog, productCatalog } from '@company/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databases, freshDataDir, freshPostgres, migrationsFolder } from '../../../test/helpers.js';
import { type Database, openDatabase } from '../../db/client.js';
import { courses, paymentOrders, payments, products, purchases, users } from '../../db/schema.js';
import { createAuth } from '../../lib/auth.js';
import { registerErrorHandling } from '../../lib/errors.js';
import { registerMultipartBodies } from '../../lib/uploads.js';
import type { GatewayConfig } from './gateway.js';
import { paymentsRoutes, type PaymentsPluginOptions } from './index.js';

const SANDBOX_SECRET = 'sandbox-secret-for-tests-0123456789';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const sandboxGateway: GatewayConfig = {
  sandbox: true,
  keyId: 'rzp_test_sandbox',
  keySecret: SANDBOX_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  apiUrl: 'http://gateway.invalid/v1',
};

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

let dataDir: string;
let database: Database;
let dropPostgres: (() => Promise<void>) | undefined;
let apps: FastifyInstance[] = [];

/** The payments module inside the same plumbing as the real app (error handler, multipart bodies, auth). */
async function buildPaymentsApp(options: PaymentsPluginOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate(
    'auth',
    createAuth(database.db, {
      secret: 'x'.repeat(40),
      accessTokenTtl: 900,
      refreshTokenTtl: 3600,
      cookieSecure: false,
    }),
  );
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(
    async (api) => {
      registerMultipartBodies(api);
      await api.register(paymentsRoutes, options);
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  apps.push(app);
  return app;
}

let app: FastifyInstance;

describe.each(databases)('payments on %s', (kind) => {
  beforeAll(async () => {
    apps = [];
    if (kind === 'postgres') {
      const postgres = await freshPostgres();
      dropPostgres = postgres.drop;
      dataDir = mkdtempSync(join(tmpdir(), 'acme-payments-pg-'));
      database = await openDatabase({ databaseUrl: postgres.url, dataDir, migrationsFolder });
    } else {
      dropPostgres = undefined;
      dataDir = await freshDataDir();
      database = await openDatabase({ dataDir, migrationsFolder });
    }
    await database.db
      .insert(courses)
      .values(
        courseCatalog.map((course, index) => ({
          id: course.id,
          title: course.title,
          category: course.category,
          description: course.title,
          image: `${course.id}.webp`,
          price: course.price,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing();
    await database.db
      .insert(products)
      .values(
        productCatalog.map((product, index) => ({
          id: product.id,
          title: product.title,
          price: product.price,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing();
    app = await buildPaymentsApp({ gateway: sandboxGateway });
  });

  afterAll(async () => {
    for (const built of apps) await built.close();
    await database?.close();
    await dropPostgres?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const buyer = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' };

  /**
   * `app.inject` as the buyer's browser: it keeps the cookies the server sets (the checkout key of
   * `POST payment/order`) and sends them back, as a browser does. Another visitor is tested in tests/security.
   */
  const jar: Record<string, string> = {};
  async function inject(options: InjectOptions) {
    const response = await app.inject({ ...options, cookies: { ...jar, ...options.cookies } });
    for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
    return response;
  }

  async function order(
    items: Array<{ kind: 'course' | 'product'; id: string }>,
    headers: Record<string, string> = {},
  ) {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/payment/order',
      payload: { items },
      headers,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{
      order_id: string;
      amount: number;
      currency: string;
      sandbox: boolean;
      key_id: string;
      items: Array<{ id: string; price: number }>;
    }>();
  }

  async function sandboxPay(orderId: string, outcome: 'success' | 'failure' = 'success') {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/payment/sandbox/pay',
      payload: { order_id: orderId, outcome },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    }>();
  }

  const verify = (body: { order_id: string; payment_id: string; signature: string }) =>
    inject({ method: 'POST', url: '/api/v1/payment/verify', payload: body });
  const save = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: '/api/v1/payment/save', payload: body, headers });

  async function paidOrder(
    items: Array<{ kind: 'course' | 'product'; id: string }> = [{ kind: 'course', id: 'basic-python' }],
    headers: Record<string, string> = {},
  ) {
    const created = await order(items, headers);
    const paid = await sandboxPay(created.order_id);
    const verified = await verify({
      order_id: created.order_id,
      payment_id: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(verified.json()).toEqual({ success: true });
    return { ...created, payment_id: paid.razorpay_payment_id };
  }

  describe('POST payment/order', () => {
    it('prices the items from the server list: amount = price x 100 paise in INR, duplicates once', async () => {
      const created = await order([
        { kind: 'course', id: 'advance-python' },
        { kind: 'course', id: 'full-stack-ds' },
        { kind: 'course', id: 'advance-python' },
      ]);
      expect(created.amount).toBe((1499 + 6999) * 100);
      expect(created.currency).toBe('INR');
      expect(created.sandbox).toBe(true);
      expect(created.key_id).toBe('rzp_test_sandbox');
      expect(created.items.map((item) => item.id)).toEqual(['advance-python', 'full-stack-ds']);
      expect(created.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    });

    it('prices a software product too', async () => {
      const created = await order([{ kind: 'product', id: 'hotel-management-software' }]);
      expect(created.amount).toBe(999_900);
    });

    it('refuses a tampered amount instead of charging it', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/payment/order',
        payload: { items: [{ kind: 'course', id: 'full-stack-ds' }], amount: 100 },
      });
      expect(response.statusCode).toBe(400);
    });

    it('refuses unknown items and an empty list with the contract messages', async () => {
      const unknown = await inject({
        method: 'POST',
        url: '/api/v1/payment/order',
        payload: { items: [{ kind: 'course', id: 'free-course' }] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(Object.values(unknown.json<{ errors: Record<string, string> }>().errors)).toContain(
        'Unknown course or product',
      );
      const empty = await inject({
        method: 'POST',
        url: '/api/v1/payment/order',
        payload: { items: [] },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ errors: Record<string, string> }>().errors.items).toBe(
        'Choose at least one course or product',
      );
    });
  });

  describe('POST payment/verify', () => {
    it('accepts the signature the checkout handed over and marks the order paid', async () => {
      const created = await paidOrder();
      const [row] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, created.order_id));
      expect(row?.status).toBe('paid');
      expect(row?.paidPaymentId).toBe(created.payment_id);
    });

    it('is HMAC-SHA256 of order_id|payment_id with the key secret', async () => {
      const created = await order([{ kind: 'course', id: 'seo-course' }]);
      const paymentId = 'pay_HandMadeId1234';
      const response = await verify({
        order_id: created.order_id,
        payment_id: paymentId,
        signature: hmac(SANDBOX_SECRET, `${created.order_id}|${paymentId}`),
      });
      expect(response.json()).toEqual({ success: true });
    });

    it('refuses a tampered signature, a swapped payment id and another order', async () => {
      const created = await order([{ kind: 'course', id: 'basic-python' }]);
      const other = await order([{ kind: 'course', id: 'photoshop' }]);
      const paid = await sandboxPay(created.order_id);
      const flipped = paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
      for (const body of [
        { order_id: created.order_id, payment_id: paid.razorpay_payment_id, signature: flipped },
        { order_id: created.order_id, payment_id: 'pay_SomeoneElse123', signature: paid.razorpay_signature },
        {
          order_id: other.order_id,
          payment_id: paid.razorpay_payment_id,
          signature: paid.razorpay_signature,
        },
        {
          order_id: created.order_id,
          payment_id: paid.razorpay_payment_id,
          signature: hmac('wrong-secret', `${created.order_id}|${paid.razorpay_payment_id}`),
        },
        { order_id: created.order_id, payment_id: paid.razorpay_payment_id, signature: 'zz' },
      ]) {
        const response = await verify(body);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ success: boolean }>().success).toBe(false);
      }
      const [row] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, created.order_id));
      expect(row?.status).toBe('created');
    });
  });

  describe('POST payment/save', () => {
    it('refuses "succeeded" for a payment that was never verified', async () => {
      const created = await order([{ kind: 'course', id: 'big-data' }]);
      const response = await save({
        ...buyer,
        order_id: created.order_id,
        payment_id: 'pay_NotVerified123',
        status: 'succeeded',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Payment not verified');
    });

    it('records one payment for a double submit', async () => {
      const created = await paidOrder([{ kind: 'course', id: 'deep-learning' }]);
      const body = {
        ...buyer,
        order_id: created.order_id,
        payment_id: created.payment_id,
        status: 'succeeded',
      };
      const [first, second] = await Promise.all([save(body), save(body)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const duplicates = [first, second].map(
        (r) => r.json<{ data: { duplicate: boolean; status: string } }>().data,
      );
      expect(duplicates.filter((d) => d.duplicate)).toHaveLength(1);
      expect(duplicates.every((d) => d.status === 'succeeded')).toBe(true);
      const third = await save(body);
      expect(third.json<{ data: { duplicate: boolean } }>().data.duplicate).toBe(true);
      const rows = await database.db
        .select()
        .from(payments)
        .where(eq(payments.paymentId, created.payment_id));
      expect(rows).toHaveLength(1);
    });

    it('saves a failed payment as failed and a dismissed window as cancelled, once per order', async () => {
      const failedOrder = await order([{ kind: 'course', id: 'smm-course' }]);
      const failure = (
        await inject({
          method: 'POST',
          url: '/api/v1/payment/sandbox/pay',
          payload: { order_id: failedOrder.order_id, outcome: 'failure' },
        })
      ).json<{
        error: { metadata: { payment_id: string } };
      }>();
      const failedSave = await save({
        ...buyer,
        order_id: failedOrder.order_id,
        payment_id: failure.error.metadata.payment_id,
        status: 'failed',
      });
      expect(failedSave.json<{ data: { status: string } }>().data.status).toBe('failed');
      const [failedRow] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, failedOrder.order_id));
      expect(failedRow?.status).toBe('failed');

      const dismissed = await order([{ kind: 'course', id: 'illustrator' }]);
      const one = await save({ ...buyer, order_id: dismissed.order_id, status: 'cancelled' });
      const two = await save({ ...buyer, order_id: dismissed.order_id, status: 'cancelled' });
      expect(one.json<{ data: { status: string; payment_id: null } }>().data).toMatchObject({
        status: 'cancelled',
        payment_id: null,
        duplicate: false,
      });
      expect(two.json<{ data: { duplicate: boolean } }>().data.duplicate).toBe(true);
      const rows = await database.db.select().from(payments).where(eq(payments.orderId, dismissed.order_id));
      expect(rows).toHaveLength(1);
    });

    it('never moves a paid order back: a later "failed" for it leaves it paid', async () => {
      const created = await paidOrder([{ kind: 'course', id: 'after-effects' }]);
      await save({
        ...buyer,
        order_id: created.order_id,
        payment_id: created.payment_id,
        status: 'succeeded',
      });
      const late = await save({
        ...buyer,
        order_id: created.order_id,
        payment_id: created.payment_id,
        status: 'failed',
      });
      expect(late.json<{ data: { status: string } }>().data.status).toBe('succeeded');
      const [row] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, created.order_id));
      expect(row?.status).toBe('paid');
    });

    it('answers every validation message of the contract', async () => {
      const response = await save({ name: ' ', email: 'nope', phone: '12345', status: 'refunded' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject({
        name: 'Full Name is required',
        email: 'Enter a valid email',
        phone: 'Enter a valid 10-digit phone number',
        order_id: 'Order id is required',
        status: 'Status must be succeeded, failed or cancelled',
      });
      const missingPayment = await save({ ...buyer, order_id: 'order_x', status: 'failed' });
      expect(missingPayment.json<{ errors: Record<string, string> }>().errors.payment_id).toBe(
        'Payment id is required',
      );
    });
  });

  describe('appointments and receipts', () => {
    it('books one appointment per succeeded payment and serves its receipt by the unguessable id', async () => {
      const created = await paidOrder([
        { kind: 'course', id: 'front-end' },
        { kind: 'course', id: 'back-end' },
        { kind: 'course', id: 'ui-design' },
      ]);
      await save({
        ...buyer,
        order_id: created.order_id,
        payment_id: created.payment_id,
        status: 'succeeded',
      });

      const form = new FormData();
      for (const [key, value] of Object.entries({ ...buyer, payment_id: created.payment_id }))
        form.append(key, value);
      const multipart = new Response(form);
      const payload = Buffer.from(await multipart.arrayBuffer());
      const first = await inject({
        method: 'POST',
        url: '/api/v1/appointments',
        payload,
        headers: { 'content-type': multipart.headers.get('content-type')! },
      });
      expect(first.statusCode).toBe(201);
      const { id } = first.json<{ id: string }>();
      expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const again = await inject({
        method: 'POST',
        url: '/api/v1/appointments',
        payload: { ...buyer, payment_id: created.payment_id },
      });
      expect(again.json<{ id: string }>().id).toBe(id);

      const receipt = await inject({ method: 'GET', url: `/api/v1/appointments/${id}` });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['cache-control']).toBe('private, no-store');
      const body = receipt.json<Record<string, unknown>>();
      expect(body).toMatchObject({
        id,
        amount: (1999 + 1999 + 999) * 100,
        currency: 'INR',
        ...buyer,
        payment_id: created.payment_id,
        status: 'succeeded',
      });
      expect(body.receiptNumber).toMatch(/^RCPT-\d{4}-\d{6}$/);
      expect((body.items as unknown[]).length).toBe(3);
    });

    it('refuses an appointment without a succeeded payment and hides unknown receipts', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/appointments',
        payload: { ...buyer, payment_id: 'pay_DoesNotExist12' },
      });
      // Unknown, or somebody else's: the same 404 (docs/requirements/issues/23-safe-in-production.md).
      expect(response.statusCode).toBe(404);
      expect(
        (await inject({ method: 'GET', url: '/api/v1/appointments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }))
          .statusCode,
      ).toBe(404);
      expect((await inject({ method: 'GET', url: '/api/v1/appointments/1' })).statusCode).toBe(404);
    });

    it("links a signed-in buyer's purchase so My Course can list it", async () => {
      const [user] = await database.db
        .insert(users)
        .values({
          name: 'Ravi',
          email: 'ravi@example.com',
          mobile: '9123456780',
          address: 'Jabalpur',
          passwordHash: 'x',
        })
        .returning({ id: users.id });
      const token = await app.auth.signAccessToken({ id: user!.id, role: 'customer' });
      const headers = { authorization: `Bearer ${token}` };
      const created = await paidOrder([{ kind: 'course', id: 'inDesign' }], headers);
      await save(
        { ...buyer, order_id: created.order_id, payment_id: created.payment_id, status: 'succeeded' },
        headers,
      );
      const owned = await database.db.select().from(purchases).where(eq(purchases.userId, user!.id));
      expect(owned.map((row) => [row.itemKind, row.itemId, row.price])).toEqual([
        ['course', 'inDesign', 499],
      ]);
    });

    it('treats an expired or bad token as a visitor instead of refusing the purchase', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/payment/order',
        payload: { items: [{ kind: 'course', id: 'photoshop' }] },
        headers: { authorization: 'Bearer a.b.c' },
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('POST payment/webhook', () => {
    const deliver = (
      body: unknown,
      options: { eventId?: string; secret?: string; signature?: string } = {},
    ) => {
      const raw = JSON.stringify(body);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-razorpay-signature': options.signature ?? hmac(options.secret ?? WEBHOOK_SECRET, raw),
      };
      if (options.eventId) headers['x-razorpay-event-id'] = options.eventId;
      return inject({ method: 'POST', url: '/api/v1/payment/webhook', payload: raw, headers });
    };
    const captured = (orderId: string, paymentId: string, event = 'payment.captured', amount = 0) => ({
      entity: 'event',
      event,
      payload: {
        payment: {
          entity: {
            id: paymentId,
            order_id: orderId,
            amount,
            currency: 'INR',
            email: 'asha@example.com',
            contact: '+919876543210',
            status: 'captured',
          },
        },
      },
    });

    it('refuses a body whose signature does not match the raw bytes', async () => {
      const created = await order([{ kind: 'course', id: 'basic-python' }]);
      const body = captured(created.order_id, 'pay_Webhook0000001');
      const signedOther = hmac(WEBHOOK_SECRET, JSON.stringify({ ...body, event: 'payment.failed' }));
      expect((await deliver(body, { eventId: 'evt_bad1', signature: signedOther })).statusCode).toBe(400);
      expect((await deliver(body, { eventId: 'evt_bad2', secret: 'not-the-secret' })).statusCode).toBe(400);
      // Same JSON, different bytes (whitespace): the signature covers the raw body, not the parsed value.
      const raw = JSON.stringify(body, null, 2);
      const response = await inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(WEBHOOK_SECRET, JSON.stringify(body)),
          'x-razorpay-event-id': 'evt_bad3',
        },
      });
      expect(response.statusCode).toBe(400);
      const [row] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, created.order_id));
      expect(row?.status).toBe('created');
    });

    it('applies payment.captured once and deduplicates a redelivery on the event id', async () => {
      const created = await order([{ kind: 'product', id: 'school-management-software' }]);
      const body = captured(created.order_id, 'pay_Webhook0000002', 'payment.captured', created.amount);
      const first = await deliver(body, { eventId: 'evt_captured_1' });
      expect(first.json()).toEqual({ status: 'ok', outcome: 'applied' });
      const second = await deliver(body, { eventId: 'evt_captured_1' });
      expect(second.json()).toEqual({ status: 'ok', outcome: 'duplicate' });
      const [row] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, created.order_id));
      expect(row).toMatchObject({ status: 'paid', paidPaymentId: 'pay_Webhook0000002' });
      const rows = await database.db
        .select()
        .from(payments)
        .where(eq(payments.paymentId, 'pay_Webhook0000002'));
      expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    });

    it('payment.failed after order.paid leaves the order paid and the payment succeeded', async () => {
      const created = await order([{ kind: 'course', id: 'data-analytics' }]);
      await deliver(captured(created.order_id, 'pay_Webhook0000003', 'order.paid', created.amount), {
        eventId: 'evt_paid_3',
      });
      await deliver(captured(created.order_id, 'pay_Webhook0000003', 'payment.failed'), {
        eventId: 'evt_failed_3',
      });
      const [row] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, created.order_id));
      expect(row?.status).toBe('paid');
      const [payment] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.paymentId, 'pay_Webhook0000003'));
      expect(payment?.status).toBe('succeeded');
    });

    it('needs an event id', async () => {
      const created = await order([{ kind: 'course', id: 'basic-python' }]);
      expect((await deliver(captured(created.order_id, 'pay_Webhook0000004'))).statusCode).toBe(400);
    });
  });

  describe('gateway modes', () => {
    it('exposes only the public key id', async () => {
      const response = await inject({ method: 'GET', url: '/api/v1/payment/config' });
      expect(response.json()).toEqual({
        sandbox: true,
        key_id: 'rzp_test_sandbox',
        test_payments: true,
        notice: expect.stringMatching(/^Test payments/),
      });
      expect(response.body).not.toContain(SANDBOX_SECRET);
    });

    it('with keys, creates the order through the Razorpay orders API and never offers the sandbox', async () => {
      const calls: Array<{ url: string; auth: string | null; body: { amount: number; currency: string } }> =
        [];
      const fakeFetch = (async (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        calls.push({ url, auth: headers.get('authorization'), body: JSON.parse(String(init.body)) });
        return Response.json({
          id: 'order_RealGateway123',
          amount: 199_900,
          currency: 'INR',
          status: 'created',
        });
      }) as unknown as typeof fetch;
      const live = await buildPaymentsApp({
        gateway: {
          sandbox: false,
          keyId: 'rzp_live_public',
          keySecret: 'live-secret',
          webhookSecret: undefined,
          apiUrl: 'https://api.razorpay.test/v1',
        },
        fetch: fakeFetch,
      });
      const response = await live.inject({
        method: 'POST',
        url: '/api/v1/payment/order',
        payload: { items: [{ kind: 'course', id: 'front-end' }] },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        order_id: 'order_RealGateway123',
        amount: 199_900,
        sandbox: false,
        key_id: 'rzp_live_public',
      });
      expect(calls[0]).toMatchObject({
        url: 'https://api.razorpay.test/v1/orders',
        auth: `Basic ${Buffer.from('rzp_live_public:live-secret').toString('base64')}`,
      });
      expect(calls[0]?.body).toMatchObject({ amount: 199_900, currency: 'INR' });
      expect(response.body).not.toContain('live-secret');

      const sandbox = await live.inject({
        method: 'POST',
        url: '/api/v1/payment/sandbox/pay',
        payload: { order_id: 'order_RealGateway123', outcome: 'success' },
      });
      expect(sandbox.statusCode).toBe(404);
      const signed = hmac('live-secret', 'order_RealGateway123|pay_Real000000001');
      const verified = await live.inject({
        method: 'POST',
        url: '/api/v1/payment/verify',
        payload: { order_id: 'order_RealGateway123', payment_id: 'pay_Real000000001', signature: signed },
      });
      expect(verified.json()).toEqual({ success: true });
      const webhook = await live.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      });
      expect(webhook.statusCode).toBe(503);
    });

    it('answers 502 when the gateway changes the amount or is unreachable', async () => {
      const wrongAmount = (async () =>
        Response.json({ id: 'order_Tampered12345', amount: 100 })) as unknown as typeof fetch;
      const live = await buildPaymentsApp({
        gateway: {
          sandbox: false,
          keyId: 'k',
          keySecret: 's',
          webhookSecret: undefined,
          apiUrl: 'https://x.test',
        },
        fetch: wrongAmount,
      });
      const response = await live.inject({
        method: 'POST',
        url: '/api/v1/payment/order',
        payload: { items: [{ kind: 'course', id: 'front-end' }] },
      });
      expect(response.statusCode).toBe(502);
    });
  });
});
