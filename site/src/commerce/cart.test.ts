import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  addToCart,
  applyCatalogue,
  CART_KEY,
  type CartItem,
  cartTotal,
  clearCart,
  parseCart,
  readCart,
  removeFromCart,
  removeManyFromCart,
  repriceCart,
  subscribeCart,
} from './cart';
import { formatInr, formatPaise, normalisePrice } from './format';
import { useCart, useCartCount } from './useCart';

afterEach(() => {
  window.localStorage.clear();
});

const python = { id: 'basic-python', title: 'Basic Python', price: 999 };
const ds = { id: 'full-stack-ds', title: 'Full Stack Data Science', price: '₹6,999' };

describe('prices and money', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatInr(149999)).toBe('₹1,49,999');
    expect(formatInr(999)).toBe('₹999');
    expect(formatPaise(14999900)).toBe('₹1,49,999');
  });

  it('normalises display prices to numbers by stripping the rupee sign and commas', () => {
    expect(normalisePrice('₹1,49,999')).toBe(149999);
    expect(normalisePrice(' Rs. 1,499 ')).toBe(1499);
    expect(normalisePrice(499)).toBe(499);
    expect(normalisePrice('free')).toBeNaN();
    expect(normalisePrice(-5)).toBeNaN();
    expect(normalisePrice(null)).toBeNaN();
  });
});

describe('cart store', () => {
  it('stores courses under the key "cart" with numeric prices', () => {
    expect(addToCart(python)).toBe('added');
    expect(addToCart(ds)).toBe('added');
    const stored = JSON.parse(window.localStorage.getItem(CART_KEY) ?? 'null') as Array<{
      id: string;
      price: unknown;
    }>;
    expect(stored.map((item) => [item.id, item.price])).toEqual([
      ['basic-python', 999],
      ['full-stack-ds', 6999],
    ]);
    expect(cartTotal(readCart())).toBe(7998);
  });

  it('keeps one line when the same course is added twice', () => {
    addToCart(python);
    expect(addToCart({ ...python, price: 1 })).toBe('duplicate');
    expect(readCart()).toEqual([python]);
  });

  it('removes one course and clears the rest', () => {
    addToCart(python);
    addToCart(ds);
    removeFromCart('basic-python');
    expect(readCart().map((item) => item.id)).toEqual(['full-stack-ds']);
    clearCart();
    expect(readCart()).toEqual([]);
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('discards a corrupted stored value instead of crashing', () => {
    window.localStorage.setItem(CART_KEY, '{"not": "a list"');
    expect(readCart()).toEqual([]);
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
    window.localStorage.setItem(CART_KEY, '{"id":"basic-python"}');
    expect(readCart()).toEqual([]);
    expect(addToCart(python)).toBe('added');
  });

  it('drops unreadable lines and duplicates from an old stored cart and normalises prices', () => {
    const old = [
      { id: 'a', title: 'A', price: '₹1,999' },
      { id: 'a', title: 'A again', price: 5 },
      { title: 'no id', price: 1 },
      { id: 'b', price: 'soon' },
      'junk',
      null,
    ];
    expect(parseCart(JSON.stringify(old))).toEqual([{ id: 'a', title: 'A', price: 1999 }]);
  });

  it('refuses an item without a usable price', () => {
    expect(addToCart({ id: 'x', title: 'X', price: 'call us' })).toBe('invalid');
    expect(readCart()).toEqual([]);
  });
});

describe('useCart', () => {
  it('re-renders on changes in this tab and on storage events from another tab', () => {
    const { result } = renderHook(() => ({ cart: useCart(), count: useCartCount() }));
    expect(result.current.count).toBe(0);
    act(() => {
      result.current.cart.add(python);
    });
    expect(result.current.cart.count).toBe(1);
    expect(result.current.cart.total).toBe(999);
    expect(result.current.cart.has('basic-python')).toBe(true);

    // Another tab writes the cart: only the storage event tells this one.
    act(() => {
      window.localStorage.setItem(
        CART_KEY,
        JSON.stringify([python, { id: 'seo-course', title: 'SEO Course', price: 999 }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect(result.current.count).toBe(2);
    expect(result.current.cart.total).toBe(1998);

    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.count).toBe(0);
  });
});

describe('repriceCart', () => {
  const backEnd: CartItem = {
    id: 'back-end',
    title: 'Back-End Development',
    price: 1999,
    category: 'Web Development',
  };
  const seo: CartItem = { id: 'seo-course', title: 'SEO Course', price: 999 };
  const catalogue = [
    { id: 'back-end', price: 1999, available: true },
    { id: 'seo-course', price: 999, available: true },
    { id: 'big-data', price: 4999, available: true },
  ];

  it('given prices that match the catalogue, returns the same array and no changes', () => {
    const items = [backEnd, seo];
    const result = repriceCart(items, catalogue);
    expect(result.items).toBe(items);
    expect(result.changes).toEqual([]);
  });

  it('takes a new price from the catalogue and reports it from old to new', () => {
    const result = repriceCart(
      [backEnd, seo],
      [{ id: 'back-end', price: 2499, available: true }, ...catalogue.slice(1)],
    );
    expect(result.items).toEqual([{ ...backEnd, price: 2499 }, seo]);
    expect(result.changes).toEqual([
      { kind: 'price', id: 'back-end', title: 'Back-End Development', from: 1999, to: 2499 },
    ]);
    // Lines that did not change are the same objects.
    expect(result.items[1]).toBe(seo);
  });

  it('reports a lower price too', () => {
    const result = repriceCart([backEnd], [{ id: 'back-end', price: 1499, available: true }]);
    expect(result.changes).toEqual([
      { kind: 'price', id: 'back-end', title: 'Back-End Development', from: 1999, to: 1499 },
    ]);
  });

  it('marks a course off sale, keeps it listed and leaves it out of the total', () => {
    const result = repriceCart(
      [backEnd, seo],
      [{ id: 'back-end', price: 2499, available: false }, ...catalogue.slice(1)],
    );
    expect(result.items).toEqual([{ ...backEnd, price: 2499, available: false }, seo]);
    // Off sale is what the buyer is told; the new price of a course they cannot buy is not news.
    expect(result.changes).toEqual([{ kind: 'off-sale', id: 'back-end', title: 'Back-End Development' }]);
    expect(cartTotal(result.items)).toBe(999);
  });

  it('treats a course the catalogue no longer lists as not for sale, keeping its price', () => {
    const result = repriceCart([seo, backEnd], catalogue.slice(1));
    expect(result.items).toEqual([seo, { ...backEnd, available: false }]);
    expect(result.changes).toEqual([{ kind: 'off-sale', id: 'back-end', title: 'Back-End Development' }]);
  });

  it('puts a course back on sale at the catalogue price', () => {
    const result = repriceCart(
      [{ ...backEnd, available: false }],
      [{ id: 'back-end', price: 2499, available: true }],
    );
    expect(result.items).toEqual([{ ...backEnd, price: 2499 }]);
    expect(result.items[0]).not.toHaveProperty('available');
    expect(result.changes).toEqual([
      { kind: 'on-sale', id: 'back-end', title: 'Back-End Development', price: 2499 },
    ]);
  });

  it('follows the price of a course that stays off sale without a notice', () => {
    const off: CartItem = { ...backEnd, available: false };
    const result = repriceCart([off], [{ id: 'back-end', price: 2999, available: false }]);
    expect(result.items).toEqual([{ ...off, price: 2999 }]);
    expect(result.changes).toEqual([]);
    const same = [off];
    expect(repriceCart(same, [{ id: 'back-end', price: 1999, available: false }]).items).toBe(same);
  });

  it('keeps the stored price when the catalogue price is unreadable, and reads "available" like the course pages', () => {
    const result = repriceCart([backEnd], [{ id: 'back-end', price: Number.NaN }]);
    expect(result.items).toEqual([backEnd]);
    expect(result.changes).toEqual([]);
  });

  it('reports several changes in cart order', () => {
    const result = repriceCart(
      [seo, backEnd],
      [
        { id: 'back-end', price: 2499, available: true },
        { id: 'seo-course', price: 999, available: false },
      ],
    );
    expect(result.changes.map((change) => [change.kind, change.id])).toEqual([
      ['off-sale', 'seo-course'],
      ['price', 'back-end'],
    ]);
    expect(cartTotal(result.items)).toBe(2499);
  });
});

describe('applyCatalogue', () => {
  it('stores the new prices and availability, so every reader of the cart follows', () => {
    addToCart({ id: 'back-end', title: 'Back-End Development', price: 1999 });
    addToCart(python);
    let notified = 0;
    const unsubscribe = subscribeCart(() => (notified += 1));
    const changes = applyCatalogue([
      { id: 'back-end', price: 2499, available: true },
      { id: 'basic-python', price: 999, available: false },
    ]);
    unsubscribe();
    expect(changes.map((change) => change.kind)).toEqual(['price', 'off-sale']);
    expect(notified).toBe(1);
    expect(JSON.parse(window.localStorage.getItem(CART_KEY) ?? 'null')).toEqual([
      { id: 'back-end', title: 'Back-End Development', price: 2499 },
      { ...python, available: false },
    ]);
    // A stored "not for sale" survives a reload; only `false` is kept.
    expect(parseCart(window.localStorage.getItem(CART_KEY))).toEqual(readCart());
    expect(parseCart(JSON.stringify([{ ...python, available: true }]))).toEqual([python]);
  });

  it('writes nothing when the cart is already current', () => {
    addToCart(python);
    const before = window.localStorage.getItem(CART_KEY);
    let notified = 0;
    const unsubscribe = subscribeCart(() => (notified += 1));
    expect(applyCatalogue([{ id: 'basic-python', price: 999, available: true }])).toEqual([]);
    unsubscribe();
    expect(notified).toBe(0);
    expect(window.localStorage.getItem(CART_KEY)).toBe(before);
  });

  it('after a cart payment, removes the paid lines and keeps the rest', () => {
    addToCart(python);
    addToCart(ds);
    removeManyFromCart(['full-stack-ds']);
    expect(readCart()).toEqual([python]);
    removeManyFromCart(['basic-python']);
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
  });
});
