/**
 * Commerce for the site: cart, checkout and receipt (docs/requirements/SPEC.md §4 "Payment flow", docs/requirements/DECISIONS.md "Payments").
 *
 * How to use it (H6 course detail and products, H6 header badge, H7 anywhere else):
 *
 * - Navbar badge: `const count = useCartCount();` render the badge only when `count > 0`. It updates when
 *   another tab changes the cart.
 * - Course detail, Add to Cart: `<AddToCartButton item={{ id, title, price, image, category }} />`. Price may be a
 *   number or a display string ("₹1,499"). A second add keeps one line and shows a toast (needs `<Toaster>`
 *   from @company/ui mounted once in the shell; without it nothing is shown but the cart still works).
 * - Course detail, Buy Now: `<BuyNowButton flow="course" items={[{ kind: 'course', id }]} />`.
 * - Products page, Buy Now with the price on it:
 *   `<BuyNowButton flow="product" items={[{ kind: 'product', id }]}>Buy Now {formatInr(price)}</BuyNowButton>`.
 * - Your own button: `const checkout = useCheckout({ flow }); ... onClick={() => checkout.start(items)}` and render
 *   `{checkout.ui}` once in the page (details modal and payment window live there).
 * - Money: `formatInr(149999)` → "₹1,49,999"; `normalisePrice('₹1,499')` → 1499.
 *
 * The /cart and /receipt/:id routes are complete pages (CartPage, ReceiptPage); nothing to wire. /cart reprices
 * its lines from the public catalogue after hydration (`repriceCart`), so it shows what checkout charges.
 */
export { AddToCartButton } from './AddToCartButton';
export type { AddToCartButtonProps } from './AddToCartButton';
export { BuyNowButton } from './BuyNowButton';
export type { BuyNowButtonProps } from './BuyNowButton';
export { useCheckout } from './useCheckout';
export type {
  CheckoutFlow,
  CheckoutItem,
  CheckoutPhase,
  ReceiptNavigationState,
  UseCheckout,
} from './useCheckout';
export { useCart, useCartCount } from './useCart';
export type { UseCart } from './useCart';
export { CART_KEY, addToCart, clearCart, readCart, removeFromCart, repriceCart } from './cart';
export type { AddResult, CartChange, CartItem, CartItemInput, CatalogueEntry } from './cart';
export { formatInr, formatIndianNumber, formatPaise, normalisePrice } from './format';
export type { CheckoutResult } from './flow';
