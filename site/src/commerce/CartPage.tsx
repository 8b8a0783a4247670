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
  page,
  pageTitle,
  panel,
  panelTitle,
  totals,
} from './commerce.css';
import { formatIndianNumber, formatInr } from './format';
import { useCart } from './useCart';
import { useCheckout } from './useCheckout';
import { courseImages } from '../content/media/courses';

const subscribeNothing = () => () => {};

/** /cart: the courses in local storage, remove and Clear Cart, the summary and Proceed to Payment. */
export function CartPage() {
  const cart = useCart();
  const checkout = useCheckout({ flow: 'cart' });
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

  const canPay = cart.total > 0;
  return (
    <main className={page}>
      <h1 className={pageTitle}>Your Cart</h1>
      <div className={cartLayout}>
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className={panelTitle} style={{ marginBottom: '1rem' }}>
            Courses
          </h2>
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
            <dd>{formatIndianNumber(cart.count)}</dd>
            <dt>Total price</dt>
            <dd>{formatInr(cart.total)}</dd>
          </dl>
          <Button
            type="button"
            fullWidth
            disabled={!canPay}
            loading={checkout.phase === 'ordering'}
            onClick={() =>
              void checkout.start(cart.items.map((item) => ({ kind: 'course' as const, id: item.id })))
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
