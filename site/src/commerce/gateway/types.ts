import type { PaymentOrderResponse } from '@company/contracts';

/** The buyer as entered in the details modal. */
export interface Customer {
  name: string;
  email: string;
  phone: string;
}

/** How a payment window ended. */
export type GatewayOutcome =
  /** Paid: the ids and the signature to verify on the server. */
  | { kind: 'success'; orderId: string; paymentId: string; signature: string }
  /** The attempt failed at the gateway (declined card, test Fail). */
  | { kind: 'failure'; paymentId: string | null }
  /** The buyer closed the window without paying. */
  | { kind: 'dismissed' }
  /** The window could not open (checkout script failed to load); nothing was attempted. */
  | { kind: 'unavailable' };

/** One open payment window. */
export interface GatewaySession {
  /** Settles once, when the window reports its outcome. */
  outcome: Promise<GatewayOutcome>;
  /** Closes the window (after the outcome was saved). */
  close(): void;
}

/** Opens the payment window for a server-created order. */
export interface GatewayAdapter {
  open(order: PaymentOrderResponse, customer: Customer): GatewaySession;
}
