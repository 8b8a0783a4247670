import { appointmentRequestSchema, paymentVerifyRequestSchema } from '@company/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';

import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { receiptMail, staffOrderPaidMail } from '../../lib/notifications.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { GatewayError, type GatewayConfig, loadGatewayConfig, verifyWebhookSignature } from './gateway.js';
import {
  orderBodySchema,
  orderParamsSchema,
  receiptParamsSchema,
  sandboxPayBodySchema,
  saveBodySchema,
} from './schemas.js';
import {
  type Buyer,
  createAppointment,
  createOrder,
  getReceipt,
  handleWebhook,
  hashCheckoutKey,
  orderStatus,
  type PaymentNotifier,
  type PaymentsDeps,
  type PriceLookup,
  sandboxPay,
  savePayment,
  verifyPayment,
  type WebhookBody,
} from './service.js';

export interface PaymentsPluginOptions {
  /** Gateway settings; defaults to the environment (sandbox without RAZORPAY_KEY_ID/SECRET). */
  gateway?: GatewayConfig;
  /** Overrides the server's price list (default: the `courses` and `products` tables). */
  priceOf?: PriceLookup;
  /** Overrides `fetch` for the Razorpay orders API (tests). */
  fetch?: typeof fetch;
}

/**
 * The buyer's checkout key: an HttpOnly cookie set with the first order of a browser (32 random bytes,
 * base64url), sent to the API and to the site's receipt pages (path `/`). Only its SHA-256 is stored with each
 * order; holding it (or being the signed-in owner) is what lets a browser save, book and read that order.
 */
export const CHECKOUT_COOKIE = 'acme_checkout';
const CHECKOUT_KEY = /^[A-Za-z0-9_-]{43}$/;
/** How long a browser keeps its checkout key (and so can reopen its receipts): 400 days, browsers' cap. */
const CHECKOUT_KEY_MAX_AGE = 400 * 24 * 60 * 60;

/** What the server says about test payments, also shown in the banner of every page when PAYMENT_SANDBOX=on. */
export const TEST_PAYMENTS_NOTICE =
  'Test payments: this site runs the payment sandbox. No real money is taken and no purchase is real.';

/**
 * Issue 24 (docs/requirements/issues/24-staff-console.md): a paid order tells staff (STAFF_EMAIL, with a link to the order in the console), and a booked
 * receipt goes to the buyer with a link to the receipt page: the account's receipt page when the order
 * belongs to an account, else the checkout's (it opens in the browser that paid).
 */
function paymentNotifier(app: FastifyInstance): PaymentNotifier {
  const { config, queue } = app;
  return {
    async orderPaid(tx, order) {
      if (!config.staffEmail) return;
      await queue.enqueueMail(
        staffOrderPaidMail(config.staffEmail, config.publicUrl, order),
        tx as unknown as Db,
      );
    },
    async receiptBooked(tx, receipt, ownerId) {
      if (!receipt.email) return;
      const link = ownerId
        ? `${config.publicUrl}/user/receipts/${receipt.id}`
        : `${config.publicUrl}/receipt/${receipt.id}`;
      await queue.enqueueMail(receiptMail(receipt, link, config.publicUrl), tx as unknown as Db);
    },
    wake: () => queue.wake(),
  };
}

const unavailable = () =>
  new HttpError(502, 'The payment service is not available right now. Please try again.');

/**
 * The payments module (docs/requirements/SPEC.md §7 payment/*, appointments; docs/requirements/DECISIONS.md "Payments"), mounted under `/api/v1`:
 *
 * - `GET payment/config`: `{ sandbox, key_id, test_payments, notice }` (the public key id only, never a secret).
 * - `POST payment/order`: `{ items: [{ kind, id }] }`, priced by the server; amount = price x 100 paise, INR.
 *   Unknown keys (an `amount`) are refused. Rate-limited per client (RATE_LIMIT_PAYMENT). Sets the browser's
 *   checkout key cookie: save, sandbox pay, appointments, receipts and `GET payment/order/{id}` answer only the
 *   holder of that key or the signed-in owner (404 for everyone else).
 * - `POST payment/verify`: HMAC-SHA256(`order_id|payment_id`) in constant time; a match marks the order paid.
 * - `POST payment/save`: idempotent on `payment_id`; `succeeded` only for the verified payment; records
 *   the signed-in buyer's purchases.
 * - `POST payment/sandbox/pay`: sandbox mode only; answers what Razorpay Checkout would hand the page.
 * - `POST payment/webhook`: `X-Razorpay-Signature` over the raw body, deduplicated on `X-Razorpay-Event-Id`.
 * - `POST appointments` (JSON or multipart) → `{ id }`; `GET appointments/{id}`: the printable receipt.
 *
 * A payment call never signs a buyer out: a missing, bad or expired token just means "visitor".
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsPluginOptions> = async (app, options) => {
  const gateway = options.gateway ?? loadGatewayConfig();
  // The payments tests mount this module without the whole app: no config (and no mail queue) then.
  const config = app.hasDecorator('config') ? app.config : undefined;
  const notify = config && app.hasDecorator('queue') ? paymentNotifier(app) : undefined;
  const deps: PaymentsDeps = { db: app.db, gateway, priceOf: options.priceOf, fetch: options.fetch, notify };
  const signedIn = async (request: FastifyRequest): Promise<string | null> => {
    try {
      return (await app.auth.optionalUser(request))?.id ?? null;
    } catch {
      return null;
    }
  };
  const checkoutKeyOf = (request: FastifyRequest): string | null => {
    const key = request.cookies?.[CHECKOUT_COOKIE];
    return key && CHECKOUT_KEY.test(key) ? key : null;
  };
  const buyer = async (request: FastifyRequest): Promise<Buyer> => {
    const key = checkoutKeyOf(request);
    return { userId: await signedIn(request), keyHash: key ? hashCheckoutKey(key) : null };
  };
  /** The browser's checkout key; a new one (set as a cookie on the answer) when it has none. */
  const ensureCheckoutKey = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = checkoutKeyOf(request);
    const key = existing ?? randomBytes(32).toString('base64url');
    reply.setCookie(CHECKOUT_COOKIE, key, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config?.cookieSecure ?? false,
      path: '/',
      maxAge: CHECKOUT_KEY_MAX_AGE,
    });
    return key;
  };
  if (gateway.sandbox) {
    if (config?.production)
      app.log.warn('payments: PAYMENT_SANDBOX=on in production: TEST PAYMENTS ONLY, no real money is taken');
    else app.log.info('payments: no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET, using the sandbox checkout');
  }

  app.get('/payment/config', async () => ({
    sandbox: gateway.sandbox,
    key_id: gateway.keyId,
    /** True when payments are tests only (the sandbox): nothing bought is real. */
    test_payments: gateway.sandbox,
    notice: gateway.sandbox ? TEST_PAYMENTS_NOTICE : null,
  }));

  app.post(
    '/payment/order',
    { schema: { body: orderBodySchema }, config: config ? rateLimit(config, 'payment') : {} },
    async (request, reply) => {
      try {
        const userId = await signedIn(request);
        const key = ensureCheckoutKey(request, reply);
        const order = await createOrder(deps, request.body.items, { userId, keyHash: hashCheckoutKey(key) });
        return reply.status(201).send(order);
      } catch (error) {
        if (error instanceof GatewayError) {
          request.log.warn(
            { err: { type: error.name, message: error.message } },
            'payment gateway refused an order',
          );
          throw unavailable();
        }
        throw error;
      }
    },
  );

  /** How the caller's own order stands (`created`, `failed`, `paid`, `refunded`) and its receipt id once booked. */
  app.get('/payment/order/:id', async (request, reply) => {
    const params = orderParamsSchema.safeParse(request.params);
    const status = params.success
      ? await orderStatus(app.db, params.data.id, await buyer(request))
      : undefined;
    if (!status) throw new HttpError(404, 'Order not found', { order_id: 'Order not found' });
    void reply.header('cache-control', 'private, no-store');
    return status;
  });

  // Issue 26 (docs/requirements/issues/26-past-one-machine.md): save, verify and appointments honour Idempotency-Key (the answer is stored after the write).
  app.post(
    '/payment/verify',
    { schema: { body: paymentVerifyRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      if (!(await verifyPayment(deps, request.body))) {
        return reply.status(400).send({ success: false, message: 'Payment verification failed', errors: {} });
      }
      return { success: true };
    },
  );

  app.post(
    '/payment/save',
    { schema: { body: saveBodySchema }, config: { idempotent: true } },
    async (request) => {
      const saved = await savePayment(deps, request.body, await buyer(request));
      return { status: 200 as const, data: saved };
    },
  );

  app.post('/payment/sandbox/pay', { schema: { body: sandboxPayBodySchema } }, async (request) => {
    return sandboxPay(deps, request.body.order_id, request.body.outcome, await buyer(request));
  });

  // The webhook needs the exact bytes the gateway signed: its own scope reads JSON as a raw buffer.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/payment/webhook', async (request) => {
      if (!gateway.webhookSecret) throw new HttpError(503, 'Webhooks are not configured.');
      const raw = Buffer.isBuffer(request.body) ? request.body : null;
      const signature = request.headers['x-razorpay-signature'];
      if (
        !raw ||
        typeof signature !== 'string' ||
        !verifyWebhookSignature(gateway.webhookSecret, raw, signature)
      ) {
        throw new HttpError(400, 'Invalid webhook signature.');
      }
      let body: WebhookBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as WebhookBody;
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
      const header = request.headers['x-razorpay-event-id'];
      const eventId = typeof header === 'string' ? header.trim() : '';
      if (!eventId || eventId.length > 100)
        throw new HttpError(400, 'Missing event id.', { 'x-razorpay-event-id': 'Missing event id.' });
      if (/[^\x20-\x7e]/.test(eventId))
        throw new HttpError(400, 'Invalid event id.', { 'x-razorpay-event-id': 'Invalid event id.' });
      const outcome = await handleWebhook(deps, eventId, body);
      if (outcome === 'rejected')
        request.log.warn({ eventId }, 'payment webhook refused: amount or currency differs from the order');
      return { status: 'ok', outcome };
    });
  });

  app.post(
    '/appointments',
    { schema: { body: appointmentRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      const appointment = await createAppointment(deps, request.body, await buyer(request));
      return reply.status(201).send(appointment);
    },
  );

  app.get('/appointments/:id', async (request, reply) => {
    const params = receiptParamsSchema.safeParse(request.params);
    const receipt = params.success
      ? await getReceipt(app.db, params.data.id, await buyer(request))
      : undefined;
    if (!receipt) throw new HttpError(404, 'Receipt not found.');
    // A receipt carries personal data: never kept by shared caches, never indexed.
    void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return receipt;
  });
};

export { loadGatewayConfig, SANDBOX_KEY_ID } from './gateway.js';
export type { GatewayConfig } from './gateway.js';
