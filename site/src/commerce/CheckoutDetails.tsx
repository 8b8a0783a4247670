import type { PaymentOrderResponse } from '@company/contracts';
import { customerDetailsSchema } from '@company/contracts';
import { Button, Dialog } from '@company/ui';
import { useRef } from 'react';

import { focusFirstInvalid, TextInput, useValidatedForm } from '../forms';
import { actions, muted, stack } from './commerce.css';
import { formatPaise } from './format';
import type { Customer } from './gateway/types';

const EMPTY = { name: '', email: '', phone: '' };

export interface CheckoutDetailsProps {
  open: boolean;
  order: PaymentOrderResponse | null;
  /** SPEC §5: 10 on the course page only. */
  phoneMaxLength?: number;
  onCancel: () => void;
  onSubmit: (customer: Customer) => void;
}

/**
 * The purchase details modal (SPEC §2 course detail, §5 "Purchase details modal"): Full Name, Email, Phone,
 * Cancel and Proceed to Pay, checked on submit with the shared contract so the messages are the spec's.
 */
export function CheckoutDetails({ open, order, phoneMaxLength, onCancel, onSubmit }: CheckoutDetailsProps) {
  const form = useValidatedForm(customerDetailsSchema, EMPTY);
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Content size="sm">
        <form
          ref={formRef}
          noValidate
          className={stack}
          onSubmit={(event) => {
            event.preventDefault();
            const customer = form.validate();
            if (!customer) {
              focusFirstInvalid(formRef.current);
              return;
            }
            onSubmit(customer);
          }}
        >
          <Dialog.Header>
            <Dialog.Title>Enter your details</Dialog.Title>
            <Dialog.Description>
              {order
                ? `${order.items.map((item) => item.title).join(', ')}: ${formatPaise(order.amount)}.`
                : null}{' '}
              We use these details for your receipt and to contact you.
            </Dialog.Description>
          </Dialog.Header>
          <TextInput
            label="Full Name"
            name="name"
            autoComplete="name"
            value={form.values.name}
            onValueChange={(value) => form.setValue('name', value)}
            error={form.errors.name}
            markRequired
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.values.email}
            onValueChange={(value) => form.setValue('email', value)}
            error={form.errors.email}
            markRequired
          />
          <TextInput
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={phoneMaxLength}
            value={form.values.phone}
            onValueChange={(value) => form.setValue('phone', value)}
            error={form.errors.phone}
            markRequired
          />
          <p className={muted}>The payment window opens next.</p>
          <div className={actions}>
            <Dialog.Close asChild>
              <Button type="button" variant="outline" tone="neutral">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit">Proceed to Pay</Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
