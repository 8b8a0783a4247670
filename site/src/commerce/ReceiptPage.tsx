import type { Receipt } from '@company/contracts';
import { Button } from '@company/ui';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useNavigationState } from '../forms/useHydrated';

import { site } from '../content/site';
import { learnPath } from './owned';
import {
  empty,
  emptyTitle,
  muted,
  page,
  pageTitle,
  panelTitle,
  printHidden,
  receipt as receiptCard,
  receiptHead,
  table,
  totals,
} from './commerce.css';
import { formatPaise } from './format';
import { formatReceiptDate, type ReceiptLoad, statusLabels } from './receipt-data';
import type { BookedDialogProps } from './BookedDialog';
import type { ReceiptNavigationState } from './useCheckout';

function isBookingState(value: unknown): value is ReceiptNavigationState {
  return Boolean(value && typeof value === 'object' && (value as { booked?: unknown }).booked === true);
}

const kindLabels = { course: 'Course', product: 'Software' } as const;

export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  return (
    <article className={receiptCard} data-printable-receipt aria-labelledby="receipt-title">
      <div className={receiptHead}>
        <div>
          <h1 id="receipt-title" className={pageTitle}>
            Receipt
          </h1>
          <p className={muted}>{site.name}</p>
        </div>
        <dl className={totals}>
          <dt>Receipt number</dt>
          <dd>{receipt.receiptNumber}</dd>
          <dt>Date</dt>
          <dd>{formatReceiptDate(receipt.date)}</dd>
        </dl>
      </div>

      <table className={table}>
        <caption className={muted} style={{ textAlign: 'left', paddingBottom: '0.5rem' }}>
          Items
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Type</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {receipt.items.map((item) => (
            <tr key={`${item.kind}:${item.id}`} data-testid="receipt-item">
              <td>{item.title}</td>
              <td>{kindLabels[item.kind]}</td>
              <td>{formatPaise(item.price * 100)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Amount paid (INR)
            </th>
            <td data-testid="receipt-amount">{formatPaise(receipt.amount)}</td>
          </tr>
        </tfoot>
      </table>

      <dl className={totals}>
        <dt>Customer name</dt>
        <dd>{receipt.name}</dd>
        <dt>E-mail</dt>
        <dd>{receipt.email}</dd>
        <dt>Phone</dt>
        <dd>{receipt.phone}</dd>
        <dt>Payment id</dt>
        <dd>{receipt.payment_id}</dd>
        <dt>Payment status</dt>
        <dd data-testid="receipt-status">{statusLabels[receipt.status]}</dd>
      </dl>
      <p className={muted}>
        Keep this receipt for your records. For questions about your purchase, write to {site.email} and quote
        the receipt number.
      </p>
    </article>
  );
}

/** The courses of a paid order, each with "Start learning" (the learn route opens the first unfinished lesson). */
export function StartLearning({ receipt }: { receipt: Receipt }) {
  const courses = receipt.items.filter((item) => item.kind === 'course');
  if (receipt.status !== 'succeeded' || courses.length === 0) return null;
  return (
    <section className={printHidden} aria-labelledby="start-learning-title">
      <h2 id="start-learning-title" className={panelTitle}>
        Your {courses.length === 1 ? 'course is' : 'courses are'} ready
      </h2>
      <ul style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
        {courses.map((course) => (
          <li
            key={course.id}
            style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}
          >
            <Button asChild>
              <Link to={learnPath(course.id)} aria-label={`Start learning: ${course.title}`}>
                Start learning
              </Link>
            </Button>
            <span>{course.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /receipt/{id}: the printable receipt, with the booking confirmation right after a purchase (one dialog,
 * see BookedDialog) and "Start learning" for the courses bought.
 */
export function ReceiptPage({
  load,
  BookedDialog,
}: {
  load: ReceiptLoad;
  /** The confirmation after a purchase: passed (lazily loaded) by /receipt/:id only, so its styles stay that page's. */
  BookedDialog?: ComponentType<BookedDialogProps>;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useNavigationState();
  // The confirmation is shown once, right after the purchase: it is kept here and taken out of the
  // history entry, so a reload (or coming back later) shows just the receipt.
  const [booking, setBooking] = useState<ReceiptNavigationState | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => {
    if (!isBookingState(state)) return;
    setBooking(state);
    setDialogOpen(true);
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });
  }, [state, navigate, location.pathname, location.search]);

  const firstCourse =
    load.receipt?.status === 'succeeded'
      ? load.receipt.items.find((item) => item.kind === 'course')
      : undefined;
  return (
    <main className={page}>
      {load.receipt ? (
        <>
          <ReceiptDocument receipt={load.receipt} />
          <StartLearning receipt={load.receipt} />
          <div className={printHidden} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <Button type="button" onClick={() => window.print()}>
              Print receipt
            </Button>
            <Button asChild variant="outline" tone="neutral">
              <Link to="/courses">Browse Courses</Link>
            </Button>
          </div>
        </>
      ) : (
        <div className={empty}>
          <h1 className={emptyTitle}>
            {load.error === 'not-found' ? 'Receipt not found.' : 'The receipt could not be loaded.'}
          </h1>
          <p className={muted}>
            {load.error === 'not-found'
              ? 'Check that you opened the full link of your receipt.'
              : 'Please refresh the page in a moment. Your payment and booking are safe.'}
          </p>
          <Button asChild variant="outline" tone="neutral">
            <Link to="/">Back to home</Link>
          </Button>
        </div>
      )}

      {booking && BookedDialog ? (
        <Suspense fallback={null}>
          <BookedDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            thanksName={booking.flow !== 'product' ? booking.name : undefined}
            learnHref={firstCourse ? learnPath(firstCourse.id) : undefined}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
