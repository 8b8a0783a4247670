import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The payment gateway: Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, otherwise a local
 * sandbox whose signatures are made with a sandbox secret, so the very same verification code runs
 * (docs/requirements/DECISIONS.md "Payments"). Secrets never leave this module.
 */
export interface GatewayConfig {
  sandbox: boolean;
  /** Public key id, safe to hand to the browser. */
  keyId: string;
  /** Signs `order_id|payment_id`: the Razorpay key secret, or the sandbox secret. */
  keySecret: string;
  /** Signs webhook bodies; without it the webhook endpoint answers 503. */
  webhookSecret: string | undefined;
  /** Base URL of the Razorpay REST API (overridable for tests). */
  apiUrl: string;
}

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-looking id (`order_` / `pay_` plus 14 characters) from a cryptographic source. */
export function randomGatewayId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}_${id}`;
}

/** An unguessable receipt link id: 24 random bytes, base64url (32 characters). */
export function randomReceiptId(): string {
  return randomBytes(24).toString('base64url');
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  const apiUrl = (env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com/v1').replace(/\/+$/, '');
  if (keyId && keySecret) {
    return {
      sandbox: false,
      keyId,
      keySecret,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || undefined,
      apiUrl,
    };
  }
  // Sandbox: a per-process secret unless one is given, so nobody outside the server can forge a payment.
  const sandboxSecret = env.PAYMENT_SANDBOX_SECRET?.trim() || randomBytes(32).toString('hex');
  return {
    sandbox: true,
    keyId: SANDBOX_KEY_ID,
    keySecret: sandboxSecret,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || sandboxSecret,
    apiUrl,
  };
}

export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of two hex signatures; different lengths are simply unequal. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  if (expected.length !== given.length) return false;
  return timingSafeEqual(expected, given);
}

/** The checkout signature: HMAC-SHA256(`order_id|payment_id`, key secret), hex. */
export function paymentSignature(config: GatewayConfig, orderId: string, paymentId: string): string {
  return hmacHex(config.keySecret, `${orderId}|${paymentId}`);
}

export function verifyPaymentSignature(
  config: GatewayConfig,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return signaturesMatch(paymentSignature(config, orderId, paymentId), signature.trim().toLowerCase());
}

/** `X-Razorpay-Signature`: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export function verifyWebhookSignature(secret: string, rawBody: Buffer, signature: string): boolean {
  return signaturesMatch(hmacHex(secret, rawBody), signature.trim().toLowerCase());
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
}

/**
 * Creates the gateway order for `amount` paise. Sandbox: a local id. Razorpay: `POST /v1/orders` with basic
 * auth; the answer's amount must be the one we asked for.
 */
export async function createGatewayOrder(
  config: GatewayConfig,
  input: { amount: number; currency: 'INR'; receipt: string; notes?: Record<string, string> },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  if (config.sandbox) return randomGatewayId('order');
  const response = await fetchImpl(`${config.apiUrl}/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes ?? {},
    }),
    signal: AbortSignal.timeout(15_000),
  }).catch((error: unknown) => {
    throw new GatewayError('The payment gateway could not be reached', { cause: error });
  });
  const body = (await response.json().catch(() => null)) as { id?: unknown; amount?: unknown } | null;
  if (!response.ok || !body || typeof body.id !== 'string' || body.amount !== input.amount) {
    throw new GatewayError(`The payment gateway refused the order (HTTP ${response.status})`);
  }
  return body.id;
}
