import type { PaymentOrderResponse } from '@company/contracts';

import type { Customer, GatewayAdapter, GatewayOutcome, GatewaySession } from './types';

/** What the sandbox window shows while open. */
export interface SandboxWindowState {
  order: PaymentOrderResponse;
  customer: Customer;
  /** Reports the buyer's choice; the window stays open until `close()`. */
  settle: (outcome: GatewayOutcome) => void;
}

/**
 * The local test checkout used when the server has no gateway keys (docs/requirements/DECISIONS.md "Payments"). It is a React
 * dialog (`SandboxCheckoutWindow`) driven through this small store, so the flow can open it like a
 * third-party window. Its Pay and Fail buttons ask the server for a payment id and a signature made with the
 * sandbox secret, so the real verification path runs.
 */
export function createSandboxAdapter() {
  let current: SandboxWindowState | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const adapter: GatewayAdapter = {
    open(order: PaymentOrderResponse, customer: Customer): GatewaySession {
      let resolveOutcome!: (outcome: GatewayOutcome) => void;
      const outcome = new Promise<GatewayOutcome>((resolve) => {
        resolveOutcome = resolve;
      });
      let settled = false;
      const state: SandboxWindowState = {
        order,
        customer,
        settle: (value) => {
          if (settled) return;
          settled = true;
          resolveOutcome(value);
        },
      };
      current = state;
      emit();
      return {
        outcome,
        close: () => {
          if (current === state) {
            current = null;
            emit();
          }
        },
      };
    },
  };

  return {
    adapter,
    getState: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxAdapter>;
