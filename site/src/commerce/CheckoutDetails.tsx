import type { PaymentOrderResponse } from '@company/contracts';
import { CheckoutDialog } from './CheckoutDialog';
import { useEffect, useRef, useState } from 'react';

import { mobileHint } from '../content/hints';
import { loadApi } from '../load-api';
import { restoreSession } from '../session/restore';
import { readSession } from '../session/store';

import { formatPaise } from './format';
import type { Customer } from './gateway/types';

export interface CheckoutDetailsProps {
  open: boolean;
  order: PaymentOrderResponse | null;
  /** docs/requirements/SPEC.md §5: 10 on the course page only. */
  phoneMaxLength?: number;
  onCancel: () => void;
  onSubmit: (customer: Customer) => void;
}

/**
 * A signed-in customer's name, e-mail and mobile for the details modal (issue 32
 * (docs/requirements/issues/32-courses-you-can-take.md): checkout is prefilled), read from their profile when
 * the modal opens; the session's copy when the profile cannot be read. Nothing for a visitor not signed in.
 */
function useSignedInCustomer(open: boolean): Partial<Customer> | undefined {
  const [customer, setCustomer] = useState<Partial<Customer>>();
  useEffect(() => {
    if (!open || !readSession().user) return;
    let current = true;
    void (async () => {
      if (!(await restoreSession())) return;
      let found: Partial<Customer> | undefined;
      try {
        const { data } = await (await loadApi()).customer.me();
        found = { name: data.name, email: data.email, phone: data.mobile };
      } catch {
        const user = readSession().user;
        found = user ? { name: user.name, email: user.email, phone: user.mobile } : undefined;
      }
      if (current && found) setCustomer(found);
    })();
    return () => {
      current = false;
    };
  }, [open]);
  return customer;
}

/**
 * The purchase details modal (SPEC §2 course detail, §5 "Purchase details modal"): the site's CheckoutDialog
 * (Full Name, Email, Phone, Cancel, Proceed to Pay; the contract's messages) with the order's summary.
 * It closes on a valid submit so the payment window opens on its own; closing it any other way cancels.
 */
export function CheckoutDetails({ open, order, phoneMaxLength, onCancel, onSubmit }: CheckoutDetailsProps) {
  // The dialog reports "closed" after a submit as well; only a close without a submit is a cancel.
  const submitted = useRef(false);
  useEffect(() => {
    if (open) submitted.current = false;
  }, [open]);
  const prefill = useSignedInCustomer(open);

  return (
    <CheckoutDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !submitted.current) onCancel();
      }}
      onSubmit={(customer) => {
        submitted.current = true;
        onSubmit(customer);
      }}
      description="We use these details for your receipt and to contact you. The payment window opens next."
      summary={
        order ? (
          <p style={{ margin: 0 }}>
            {order.items.map((item) => item.title).join(', ')}: <strong>{formatPaise(order.amount)}</strong>
          </p>
        ) : null
      }
      phoneMaxLength={phoneMaxLength}
      phoneHint={phoneMaxLength === 10 ? '10-digit mobile number, e.g. 9826012345' : mobileHint}
      defaultValues={prefill}
    />
  );
}
