import { Button } from '@company/ui';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { textLink } from '../forms/page.css';
import { MediaImage } from '../pages/shared/MediaImage';
import {
  cartLayout,
  empty,
  emptyTitle,
  line,
  lineList,
  lineMedia,
  linePrice,
  lineText,
  lineTitle,
  muted,
  notice,
  page,
  pageTitle,
  panel,
  panelTitle,
  totals,
} from './commerce.css';
import { lineActions } from './CartPage.css';
import type { CartChange } from './cart';
import { formatIndianNumber, formatInr, NOT_FOR_SALE } from './format';
import { useCart } from './useCart';
import { useCartRepricing } from './useCartRepricing';
import { useSignedIn } from '../session/signedIn';
import { learnPath, useOwnedCourses } from './owned';
import { useCheckout } from './useCheckout';
import { courseImages } from '../content/media/courses';

const subscribeNothing = () => () => {};

const FlashDialog = lazy(() =>
  import('../forms/FlashDialog').then((module) => ({ default: module.FlashDialog })),
);

/**
 * "Registration Successful" after signing up from the cart and coming back here (issue 32
 * (docs/requirements/issues/32-courses-you-can-take.md)): the dialog's code loads only when a notice waits
 * (the mark and cookie of session/flash.ts).
 */
function PendingNotice() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    setWaiting(
      document.documentElement.hasAttribute('data-flash') || document.cookie.includes('acme_flash='),
    );
  }, []);
  return waiting ? (
    <Suspense fallback={null}>
      <FlashDialog />
    </Suspense>
  ) : null;
}

/** One sentence of the notice above the list, for what the price check changed. */
function changeMessage(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return `The price of ${change.title} changed from ${formatInr(change.from)} to ${formatInr(change.to)}.`;
    case 'off-sale':
      return `${change.title} is not for sale at the moment, so it is not included in your total. You can keep it in your cart or remove it.`;
    case 'on-sale':
      return `${change.title} is for sale again, at ${formatInr(change.price)}.`;
  }
}

/**
 * /cart: the courses in local storage, remove and Clear Cart, the summary and Proceed to Payment. After
 * hydration the lines take the catalogue's current prices and availability (useCartRepricing), and a notice
 * says what changed; a course not for sale stays listed but is left out of the total and the payment.
 */
export function CartPage() {
  const cart = useCart();
  const checkout = useCheckout({ flow: 'cart' });
  // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): a course the customer owns stays listed
  // with "Go to course" and Remove, and is left out of the total and the payment.
  const owned = useOwnedCourses();
  const signedIn = useSignedIn();
  const changes = useCartRepricing(cart.count > 0).filter((change) => cart.has(change.id));
  // The cart lives in this browser only: until hydration, say so instead of claiming it is empty.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  if (!hydrated) {
    return (
      <main className={page} aria-busy="true">
        <h1 className={pageTitle}>Your Cart</h1>
        <p className={muted}>Loading your cart…</p>
      </main>
    );
  }

  if (cart.count === 0) {
    return (
      <main className={page}>
        <div className={empty}>
          <h1 className={emptyTitle}>Your Cart is Empty!</h1>
          <p className={muted}>Pick a course and add it to your cart to see it here.</p>
          <Button asChild>
            <Link to="/courses">Browse Courses</Link>
          </Button>
        </div>
        {checkout.ui}
        <PendingNotice />
      </main>
    );
  }

  const offSale = cart.items.filter((item) => item.available === false && !owned.ids.has(item.id));
  const ownedLines = cart.items.filter((item) => owned.ids.has(item.id));
  const payable = cart.forSale.filter((item) => !owned.ids.has(item.id));
  const total = payable.reduce((sum, item) => sum + item.price, 0);
  const canPay = payable.length > 0 && total > 0;
  const ownedNote =
    ownedLines.length === 0
      ? null
      : ownedLines.length === 1
        ? `You already own ${ownedLines[0]?.title}, so it is not included. Remove it from your cart or open it with Go to course.`
        : `You already own ${formatIndianNumber(ownedLines.length)} of these courses, so they are not included.`;
  // Why the summary leaves lines out, next to the button it may disable.
  const offSaleNote =
    offSale.length === 0
      ? null
      : payable.length === 0 && ownedLines.length === 0
        ? 'Nothing in your cart is for sale at the moment, so there is nothing to pay for yet.'
        : offSale.length === 1
          ? `${offSale[0]?.title} is not included: it is not for sale at the moment.`
          : `${formatIndianNumber(offSale.length)} courses are not included: they are not for sale at the moment.`;
  return (
    <main className={page}>
      <h1 className={pageTitle}>Your Cart</h1>
      <div className={cartLayout}>
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className={panelTitle} style={{ marginBottom: '1rem' }}>
            Courses
          </h2>
          {/* In the page from the start, so a screen reader announces the sentences when they arrive. */}
          <div role="status" className={changes.length > 0 ? `${panel} ${notice}` : undefined}>
            {changes.map((change) => (
              <p key={change.id}>{changeMessage(change)}</p>
            ))}
          </div>
          <ul className={lineList}>
            {cart.items.map((item) => (
              <li key={item.id} className={line} data-testid="cart-line">
                {item.image ? (
                  <MediaImage image={courseImages[item.image]} alt="" className={lineMedia} />
                ) : (
                  <span className={lineMedia} aria-hidden="true" />
                )}
                <div className={lineText}>
                  <h3 className={lineTitle}>
                    <Link to={`/courses/${encodeURIComponent(item.id)}`} state={{ from: 'cart' }}>
                      {item.title}
                    </Link>
                  </h3>
                  {item.category ? <p className={muted}>{item.category}</p> : null}
                  <p className={linePrice}>{formatInr(item.price)}</p>
                  {owned.ids.has(item.id) ? (
                    <p className={muted}>You already own this course.</p>
                  ) : item.available === false ? (
                    <p className={muted}>{NOT_FOR_SALE}</p>
                  ) : null}
                </div>
                <div className={lineActions}>
                  {owned.ids.has(item.id) ? (
                    <Button asChild size="sm">
                      <Link to={learnPath(item.id)} aria-label={`Go to course: ${item.title}`}>
                        Go to course
                      </Link>
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="ghost"
                    tone="critical"
                    size="sm"
                    onClick={() => cart.remove(item.id)}
                    aria-label={`Remove ${item.title}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className={panel} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={panelTitle}>
            Summary
          </h2>
          <dl className={totals} data-testid="cart-summary">
            <dt>Number of courses</dt>
            <dd>{formatIndianNumber(payable.length)}</dd>
            <dt>Total price</dt>
            <dd>{formatInr(total)}</dd>
          </dl>
          {ownedNote ? (
            <p id="cart-owned-note" className={muted}>
              {ownedNote}
            </p>
          ) : null}
          {offSaleNote ? (
            <p id="cart-off-sale-note" className={muted}>
              {offSaleNote}
            </p>
          ) : null}
          <Button
            type="button"
            fullWidth
            disabled={!canPay}
            aria-describedby={
              [offSaleNote ? 'cart-off-sale-note' : '', ownedNote ? 'cart-owned-note' : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            loading={checkout.phase === 'ordering'}
            onClick={() =>
              void checkout.start(payable.map((item) => ({ kind: 'course' as const, id: item.id })))
            }
          >
            Proceed to Payment
          </Button>
          <Button
            type="button"
            fullWidth
            variant="outline"
            tone="neutral"
            onClick={() => cart.clear()}
            disabled={checkout.busy}
          >
            Clear Cart
          </Button>
          <p className={muted}>
            Prices in Indian rupees (INR). You will enter your name, e-mail and phone before paying.
          </p>
          {signedIn ? null : (
            <p className={muted}>
              <Link className={textLink} to="/login?redirectTo=%2Fcart">
                Log in
              </Link>{' '}
              or{' '}
              <Link className={textLink} to="/register?redirectTo=%2Fcart">
                sign up
              </Link>{' '}
              to have your details filled in and find your courses in My Course; you come straight back here.
            </p>
          )}
        </section>
      </div>
      {checkout.ui}
      <PendingNotice />
    </main>
  );
}
