import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Button } from '../components/Button';
import { onDemand, useOnFirstInteraction } from './onDemand';

/**
 * `onDemand` and `useOnFirstInteraction` are internal (Toaster's region and ConfirmationDialog's popup use
 * them, not exported from the package). These stories show the mechanism on its own: a receipt panel whose
 * code arrives `latency` ms after it is asked for, as a chunk over the network would.
 */
interface DemoProps {
  /** How long the panel's "module" takes to arrive, in ms. */
  latency: number;
}

type LoadState = 'not requested' | 'loading' | 'loaded';

function ReceiptPanel({ orderId }: { orderId: string }) {
  return (
    <section
      aria-label="Receipt"
      style={{
        padding: vars.space[4],
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.border.default}`,
        backgroundColor: vars.color.surface.raised,
      }}
    >
      <h2 style={{ fontSize: vars.fontSize.lg }}>Payment received</h2>
      <p style={{ color: vars.color.text.muted }}>Receipt {orderId} has been sent to your e-mail address.</p>
    </section>
  );
}

function ReceiptDemo({ latency }: DemoProps) {
  const [load, setLoad] = useState<LoadState>('not requested');
  const [requests, setRequests] = useState(0);
  // One on-demand part per mount (a component module creates it once, at module level).
  const [part] = useState(() =>
    onDemand<{ orderId: string }>(() => {
      // `lazy` may call the loader while React renders: report it after that render, not during it.
      queueMicrotask(() => {
        setRequests((count) => count + 1);
        setLoad((state) => (state === 'loaded' ? state : 'loading'));
      });
      return new Promise((resolve) =>
        setTimeout(() => {
          setLoad('loaded');
          resolve({ default: ReceiptPanel });
        }, latency),
      );
    }),
  );
  const [shown, setShown] = useState(false);
  useOnFirstInteraction(() => void part.preload());
  return (
    <div style={{ display: 'grid', gap: vars.space[4], justifyItems: 'start' }}>
      <Button onClick={() => setShown(true)}>Show the receipt</Button>
      <p>
        Receipt code: <output data-testid="load">{load}</output> (requested{' '}
        <output data-testid="requests">{requests}</output> times)
      </p>
      {shown ? <part.Slot orderId="ACME-1042" /> : null}
    </div>
  );
}

const meta = {
  title: 'Internal/onDemand',
  component: ReceiptDemo,
  // Internal plumbing: no docs page in the published Storybook.
  tags: ['!autodocs'],
  args: { latency: 300 },
  // Nothing of its own to look at (a button and a status line); the play functions are the test.
  parameters: { screenshot: false },
} satisfies Meta<typeof ReceiptDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page that is only looked at never asks for the part's code. */
export const NotLoadedWithoutInteraction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.getByTestId('load')).toHaveTextContent('not requested');
    await expect(canvas.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  },
};

/**
 * The first focus fetches the code; once it has arrived, showing the part renders it in the same commit as
 * the click (no Suspense fallback in between), and the code is not asked for a second time.
 */
export const PreloadsOnFirstInteraction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Show the receipt' });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(canvas.getByTestId('load')).toHaveTextContent('loading'));
    await waitFor(() => expect(canvas.getByTestId('load')).toHaveTextContent('loaded'), { timeout: 2000 });
    await userEvent.keyboard('{Enter}');
    // Synchronously there: a discrete event's update is committed before the keyboard call returns.
    await expect(canvas.getByRole('region', { name: 'Receipt' })).toHaveTextContent('Receipt ACME-1042');
    await expect(canvas.getByTestId('requests')).toHaveTextContent('1');
  },
};

/**
 * Shown before the code has arrived (a slow network): nothing is rendered in its place until it does, then
 * the part appears without the page doing anything more.
 */
export const ShownBeforeTheCodeArrives: Story = {
  args: { latency: 800 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the receipt' }));
    await expect(canvas.getByTestId('load')).toHaveTextContent('loading');
    await expect(canvas.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Receipt' }, { timeout: 3000 })).toHaveTextContent(
      'Payment received',
    );
    await expect(canvas.getByTestId('load')).toHaveTextContent('loaded');
  },
};
