import type { PaymentOrderResponse } from '@company/contracts';
import { CheckoutDialog } from './CheckoutDialog';
import { useEffect, useRef } from 'react';

import { formatPaise } from './format';
import type { Customer } from './gateway/types';

export interface CheckoutDetailsProps {
  open: boolean;
  order: PaymentOrderResponse | null;
  /** docs/requirements/SPEC.md §5: 10 on the course page only. */
  phoneMaxLength?: number;
  /** The expected format, under the phone field. */
  phoneHint?: string;
  /** A signed-in customer's details, filled in when the modal opens. */
  prefill?: Partial<Customer>;
  onCancel: () => void;
  onSubmit: (customer: Customer) => void;
}

/**
 * The purchase details modal (SPEC §2 course detail, §5 "Purchase details modal"): the site's CheckoutDialog
 * (Full Name, Email, Phone, Cancel, Proceed to Pay; the contract's messages) with the order's summary.
 * It closes on a valid submit so the payment window opens on its own; closing it any other way cancels.
 */
export function CheckoutDetails({
  open,
  order,
  phoneMaxLength,
  phoneHint,
  prefill,
  onCancel,
  onSubmit,
}: CheckoutDetailsProps) {
  // The dialog reports "closed" after a submit as well; only a close without a submit is a cancel.
  const submitted = useRef(false);
  useEffect(() => {
    if (open) submitted.current = false;
  }, [open]);

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
      phoneHint={phoneHint}
      defaultValues={prefill}
    />
  );
}
