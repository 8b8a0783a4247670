import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { addToCart, CART_KEY, cartTotal, clearCart, parseCart, readCart, removeFromCart } from './cart';
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
