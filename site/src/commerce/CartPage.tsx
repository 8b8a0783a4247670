import { Button } from '@company/ui';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';

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
import type { CartChange } from './cart';
import { formatIndianNumber, formatInr, NOT_FOR_SALE } from './format';
import { useCart } from './useCart';
import { useCartRepricing } from './useCartRepricing';
import { useCheckout } from './useCheckout';
import { courseImages } from '../content/media/courses';

const subscribeNothing = () => () => {};

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
      </main>
    );
  }

  const offSale = cart.items.filter((item) => item.available === false);
  const canPay = cart.forSale.length > 0 && cart.total > 0;
  // Why the summary leaves lines out, next to the button it may disable.
  const offSaleNote =
    offSale.length === 0
      ? null
      : cart.forSale.length === 0
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
                  {item.available === false ? <p className={muted}>{NOT_FOR_SALE}</p> : null}
                </div>
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
            <dd>{formatIndianNumber(cart.forSale.length)}</dd>
            <dt>Total price</dt>
            <dd>{formatInr(cart.total)}</dd>
          </dl>
          {offSaleNote ? (
            <p id="cart-off-sale-note" className={muted}>
              {offSaleNote}
            </p>
          ) : null}
          <Button
            type="button"
            fullWidth
            disabled={!canPay}
            aria-describedby={offSaleNote ? 'cart-off-sale-note' : undefined}
            loading={checkout.phase === 'ordering'}
            onClick={() =>
              void checkout.start(cart.forSale.map((item) => ({ kind: 'course' as const, id: item.id })))
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
        </section>
      </div>
      {checkout.ui}
    </main>
  );
}
