import type { OrderItem, PaymentOrderResponse } from '@company/contracts';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { loadApi } from '../load-api';
import { refreshOwnedCourses } from './owned';
import { removeManyFromCart } from './cart';
import { type CheckoutResult, payAndBook } from './flow';
import { createRazorpayAdapter } from './gateway/razorpay';
import { createSandboxAdapter } from './gateway/sandbox';
import type { Customer } from './gateway/types';
import { useSafeToast } from './useSafeToast';

/**
 * The details modal and the sandbox window (with the form library and the dialog) load when a purchase
 * starts, in parallel with the order request, so a course or product page does not pay for them up front.
 */
const loadCheckoutWindows = () => import('./CheckoutWindows');
const CheckoutWindows = lazy(loadCheckoutWindows);

/** A thing to buy by id; the server refuses ids it does not sell. */
export interface CheckoutItem {
  kind: 'course' | 'product';
  id: string;
}

/** Where the checkout started: decides the receipt's 'Payment Successful!' overlay and the cart reset. */
export type CheckoutFlow = 'course' | 'cart' | 'product';

/** What `/receipt/{id}` receives in navigation state right after a booking. */
export interface ReceiptNavigationState {
  booked: true;
  flow: CheckoutFlow;
  name: string;
}

export type CheckoutPhase = 'idle' | 'ordering' | 'details' | 'paying';

export interface UseCheckout {
  /** Creates the order for these items (the server prices them) and opens the details modal. */
  start: (items: CheckoutItem[]) => Promise<void>;
  phase: CheckoutPhase;
  /** True from the click until the flow is back to idle (disable the Buy button meanwhile). */
  busy: boolean;
  /** The details modal and the payment window: render it once, anywhere in the page. */
  ui: ReactNode;
}

/** docs/requirements/SPEC.md §5: the phone input is capped at 10 characters on the course page only. */
const PHONE_CAP: Record<CheckoutFlow, number | undefined> = {
  course: 10,
  cart: undefined,
  product: undefined,
};

/**
 * The purchase flow of SPEC §4 for one page: order → details modal → payment window (real Razorpay, or the
 * sandbox test window when the server has no gateway keys) → verify → save → appointment → `/receipt/{id}`.
 */
export function useCheckout({
  flow,
  onResult,
}: {
  flow: CheckoutFlow;
  onResult?: (result: CheckoutResult) => void;
}): UseCheckout {
  const navigate = useNavigate();
  const toast = useSafeToast();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [order, setOrder] = useState<PaymentOrderResponse | null>(null);
  const [sandbox] = useState(createSandboxAdapter);
  const [razorpay] = useState(() => createRazorpayAdapter());
  // Mounted once their code has arrived (first Buy click); then it stays mounted so closing and focus return work.
  const [windowsWanted, setWindowsWanted] = useState(false);
  // A double click must not create two orders.
  const running = useRef(false);

  const start = useCallback(
    async (items: CheckoutItem[]) => {
      if (running.current || items.length === 0) return;
      running.current = true;
      setPhase('ordering');
      try {
        const [api] = await Promise.all([
          loadApi(),
          loadCheckoutWindows().catch(() => {
            throw new Error('Network Error');
          }),
        ]);
        setWindowsWanted(true);
        const created = await api.payments.createOrder({ items: items as OrderItem[] });
        setOrder(created);
        setPhase('details');
      } catch (error) {
        running.current = false;
        setPhase('idle');
        toast?.error(
          error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again!',
        );
      }
    },
    [toast],
  );

  const cancelDetails = useCallback(() => {
    running.current = false;
    setOrder(null);
    setPhase('idle');
  }, []);

  const pay = useCallback(
    async (customer: Customer) => {
      if (!order) return;
      setPhase('paying');
      const result = await payAndBook(
        { api: await loadApi(), gateway: order.sandbox ? sandbox.adapter : razorpay },
        order,
        customer,
      );
      // The payment option flag resets after every outcome (SPEC §4).
      running.current = false;
      setOrder(null);
      setPhase('idle');
      onResult?.(result);
      if (result.kind === 'booked') {
        // Only what was paid for leaves the cart: a course not for sale stays for when it is back.
        if (flow === 'cart') removeManyFromCart(order.items.map((item) => item.id));
        const state: ReceiptNavigationState = { booked: true, flow, name: customer.name };
        navigate(`/receipt/${encodeURIComponent(result.receiptId)}`, { state });
        // The courses just bought now show "Go to course".
        refreshOwnedCourses();
      } else if (result.kind === 'booking-failed') {
        toast?.error(result.message, { duration: 15_000 });
      }
    },
    [order, sandbox, razorpay, flow, navigate, toast, onResult],
  );

  const ui = windowsWanted ? (
    <Suspense fallback={null}>
      <CheckoutWindows
        details={{
          open: phase === 'details',
          order,
          phoneMaxLength: PHONE_CAP[flow],
          onCancel: cancelDetails,
          onSubmit: (customer) => void pay(customer),
        }}
        sandbox={sandbox}
      />
    </Suspense>
  ) : null;

  return { start, phase, busy: phase !== 'idle', ui };
}
