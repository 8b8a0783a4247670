import { useState, useSyncExternalStore } from 'react';
import { Button, Dialog } from '@company/ui';

import { loadApi } from '../../load-api';
import { site } from '../../content/site';
import { actions, amount, note, stack, summary, testBadge } from '../commerce.css';
import { formatPaise } from '../format';
import { PAYMENT_DESCRIPTION } from './razorpay';
import type { SandboxGateway } from './sandbox';

/**
 * The sandbox payment window: an accessible dialog, clearly marked as a TEST payment, with Pay (success),
 * Fail and Close (dismiss). No card details are asked for and no money moves.
 */
export function SandboxCheckoutWindow({ gateway }: { gateway: SandboxGateway }) {
  const state = useSyncExternalStore(gateway.subscribe, gateway.getState, () => null);
  const [busy, setBusy] = useState<'success' | 'failure' | 'close' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(state);

  // A new window starts fresh (state adjusted during render, as React recommends for derived resets).
  if (shownFor !== state) {
    setShownFor(state);
    setBusy(null);
    setError(null);
  }
  if (!state) return null;
  const { order, customer, settle } = state;

  const pay = async (outcome: 'success' | 'failure') => {
    setBusy(outcome);
    setError(null);
    try {
      const answer = await (await loadApi()).payments.sandboxPay({ order_id: order.order_id, outcome });
      if ('error' in answer) {
        settle({ kind: 'failure', paymentId: answer.error.metadata.payment_id });
      } else {
        settle({
          kind: 'success',
          orderId: answer.razorpay_order_id,
          paymentId: answer.razorpay_payment_id,
          signature: answer.razorpay_signature,
        });
      }
    } catch (caught) {
      setBusy(null);
      setError(caught instanceof Error ? caught.message : 'Network Error');
    }
  };
  const dismiss = () => {
    if (busy) return;
    setBusy('close');
    settle({ kind: 'dismissed' });
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
    >
      <Dialog.Content
        size="sm"
        showClose={false}
        aria-busy={busy !== null}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className={stack}>
          <span className={testBadge}>Test mode</span>
          <Dialog.Header>
            <Dialog.Title>TEST payment: {site.name}</Dialog.Title>
            <Dialog.Description>
              This is a sandbox checkout for testing. No card is charged and no money moves. Choose Pay to
              simulate a successful payment, Fail to simulate a declined one, or Close to leave without
              paying.
            </Dialog.Description>
          </Dialog.Header>
          <p className={amount}>{formatPaise(order.amount)}</p>
          <dl className={summary}>
            <dt>Description</dt>
            <dd>{PAYMENT_DESCRIPTION}</dd>
            <dt>Items</dt>
            <dd>{order.items.map((item) => item.title).join(', ')}</dd>
            <dt>Order</dt>
            <dd>{order.order_id}</dd>
            <dt>Name</dt>
            <dd>{customer.name}</dd>
            <dt>Email</dt>
            <dd>{customer.email}</dd>
            <dt>Phone</dt>
            <dd>{customer.phone}</dd>
          </dl>
          {error ? (
            <p className={note} role="alert">
              {error}
            </p>
          ) : null}
          {busy && busy !== 'close' ? (
            <p className={note} role="status">
              Processing the test payment…
            </p>
          ) : null}
          <div className={actions}>
            <Button type="button" variant="ghost" tone="neutral" onClick={dismiss} disabled={busy !== null}>
              Close
            </Button>
            <Button
              type="button"
              variant="outline"
              tone="critical"
              onClick={() => void pay('failure')}
              loading={busy === 'failure'}
              disabled={busy !== null && busy !== 'failure'}
            >
              Fail
            </Button>
            <Button
              type="button"
              onClick={() => void pay('success')}
              loading={busy === 'success'}
              disabled={busy !== null && busy !== 'success'}
            >
              Pay
            </Button>
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
