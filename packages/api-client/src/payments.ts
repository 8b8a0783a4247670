/**
 * Wire types of the sandbox checkout (docs/requirements/DECISIONS.md "Payments": with no gateway keys the server runs a local test
 * checkout whose signature is made with the sandbox secret, so the very same verification path runs).
 * The other payment shapes live in `@company/contracts`.
 */

import type { PaymentSaveRequest, PaymentStatus } from '@company/contracts';

/**
 * `POST payment/save`: as the contract, except that `payment_id` may be left out for a window dismissed
 * before any payment was attempted (status `cancelled`).
 */
export type PaymentSaveInput = Omit<PaymentSaveRequest, 'payment_id'> & { payment_id?: string };

export interface PaymentSaveResult {
  status: 200;
  data: {
    payment_id: string | null;
    status: PaymentStatus;
    /** True when this payment had already been saved (a double submit): nothing new was recorded. */
    duplicate: boolean;
  };
}

/** `GET payment/config`: how the server takes payments. `key_id` is the public key id, never the secret. */
export interface PaymentConfig {
  sandbox: boolean;
  key_id: string;
  /** True when payments are tests only (the sandbox): nothing bought is real. */
  test_payments: boolean;
  /** What the site shows about test payments, or null with the real gateway. */
  notice: string | null;
}

/** What the gateway hands the success handler (Razorpay Checkout's shape; the sandbox answers the same). */
export interface GatewaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the gateway reports on a failed attempt (Razorpay's `payment.failed` shape). */
export interface GatewayFailure {
  error: {
    code: string;
    description: string;
    source?: string;
    step?: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** `POST payment/sandbox/pay`: the test window's Pay (success) or Fail (failure) button. */
export interface SandboxPayRequest {
  order_id: string;
  outcome: 'success' | 'failure';
}

export type SandboxPayResponse = GatewaySuccess | GatewayFailure;
