import { appointmentRequestSchema, paymentVerifyRequestSchema } from '@company/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { HttpError } from '../../lib/errors.js';
import { GatewayError, type GatewayConfig, loadGatewayConfig, verifyWebhookSignature } from './gateway.js';
import { orderBodySchema, receiptParamsSchema, sandboxPayBodySchema, saveBodySchema } from './schemas.js';
import {
  createAppointment,
  createOrder,
  getReceipt,
  handleWebhook,
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

const unavailable = () =>
  new HttpError(502, 'The payment service is not available right now. Please try again.');

/**
 * The payments module (SPEC §7 payment/*, appointments; DECISIONS "Payments"), mounted under `/api/v1`:
 *
 * - `GET payment/config`: `{ sandbox, key_id }` (the public key id only, never a secret).
 * - `POST payment/order`: `{ items: [{ kind, id }] }`, priced by the server; amount = price x 100 paise, INR.
 *   Unknown keys (an `amount`) are refused.
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
  const deps: PaymentsDeps = { db: app.db, gateway, priceOf: options.priceOf, fetch: options.fetch };
  const buyer = async (request: FastifyRequest): Promise<string | null> => {
    try {
      return (await app.auth.optionalUser(request))?.id ?? null;
    } catch {
      return null;
    }
  };
  if (gateway.sandbox)
    app.log.info('payments: no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET, using the sandbox checkout');

  app.get('/payment/config', async () => ({ sandbox: gateway.sandbox, key_id: gateway.keyId }));

  app.post('/payment/order', { schema: { body: orderBodySchema } }, async (request, reply) => {
    try {
      const order = await createOrder(deps, request.body.items, await buyer(request));
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
  });

  app.post('/payment/verify', { schema: { body: paymentVerifyRequestSchema } }, async (request, reply) => {
    if (!(await verifyPayment(deps, request.body))) {
      return reply.status(400).send({ success: false, message: 'Payment verification failed', errors: {} });
    }
    return { success: true };
  });

  app.post('/payment/save', { schema: { body: saveBodySchema } }, async (request) => {
    const saved = await savePayment(deps, request.body, await buyer(request));
    return { status: 200 as const, data: saved };
  });

  app.post('/payment/sandbox/pay', { schema: { body: sandboxPayBodySchema } }, async (request) => {
    return sandboxPay(deps, request.body.order_id, request.body.outcome);
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
      return { status: 'ok', outcome: await handleWebhook(deps, eventId, body) };
    });
  });

  app.post('/appointments', { schema: { body: appointmentRequestSchema } }, async (request, reply) => {
    const appointment = await createAppointment(deps, request.body, await buyer(request));
    return reply.status(201).send(appointment);
  });

  app.get('/appointments/:id', async (request, reply) => {
    const params = receiptParamsSchema.safeParse(request.params);
    const receipt = params.success ? await getReceipt(app.db, params.data.id) : undefined;
    if (!receipt) throw new HttpError(404, 'Receipt not found.');
    // A receipt carries personal data: never kept by shared caches, never indexed.
    void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return receipt;
  });
};

export { loadGatewayConfig, SANDBOX_KEY_ID } from './gateway.js';
export type { GatewayConfig } from './gateway.js';
