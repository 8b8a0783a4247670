import { useMemo, useSyncExternalStore } from 'react';

import {
  addToCart,
  type AddResult,
  type CartItem,
  type CartItemInput,
  cartTotal,
  clearCart,
  isForSale,
  readCart,
  readServerCart,
  removeFromCart,
  subscribeCart,
} from './cart';

export interface UseCart {
  items: readonly CartItem[];
  /** Number of courses in the cart (the badge's figure), for sale or not. */
  count: number;
  /** The lines that can be paid for: all but those the cart page found off sale. */
  forSale: readonly CartItem[];
  /** Total of the lines for sale, in whole rupees. */
  total: number;
  has: (id: string) => boolean;
  add: (item: CartItemInput) => AddResult;
  remove: (id: string) => void;
  clear: () => void;
}

/** The cart from local storage, kept in sync across components and tabs. Empty on the server. */
export function useCart(): UseCart {
  const items = useSyncExternalStore(subscribeCart, readCart, readServerCart);
  return useMemo(
    () => ({
      items,
      count: items.length,
      forSale: items.filter(isForSale),
      total: cartTotal(items),
      has: (id: string) => items.some((item) => item.id === id),
      add: addToCart,
      remove: removeFromCart,
      clear: clearCart,
    }),
    [items],
  );
}

/** Just the number of courses, for the navbar badge (shown only when above 0). */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribeCart,
    () => readCart().length,
    () => 0,
  );
}
