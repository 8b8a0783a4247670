import '@testing-library/jest-dom/vitest';
import { ThemeRoot } from '@company/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { clearSession, signIn } from '../session/store';
import { CART_KEY, type CartItem } from './cart';
import { CartPage } from './CartPage';

/**
 * /cart against the real browser API client, with the network answered by MSW: the page reprices the
 * stored cart from `GET course`, says what changed, leaves a course off sale out of the payment, and keeps
 * working when the catalogue cannot be fetched.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());

const backEnd: CartItem = {
  id: 'back-end',
  title: 'Back-End Development',
  price: 1999,
  category: 'Web Development',
};
const seo: CartItem = { id: 'seo-course', title: 'SEO Course', price: 999, category: 'Marketing' };

/** The public catalogue as `GET course` sends it (only the fields the cart reads matter here). */
const course = (id: string, title: string, price: number, available = true) => ({
  id,
  title,
  category: 'Web Development',
  description: `${title}, taught by working engineers.`,
  image: id,
  imageUrl: null,
  price,
  details: [],
  videos: [],
  available,
});

function catalogue(...courses: ReturnType<typeof course>[]) {
  return http.get('*/api/v1/course', () => HttpResponse.json(courses));
}

/** Answers `POST payment/order` as the server does: priced from its own list; records what was asked. */
function orders(prices: Record<string, number>, sent: unknown[] = []) {
  return http.post('*/api/v1/payment/order', async ({ request }) => {
    const body = (await request.json()) as { items: Array<{ kind: 'course'; id: string }> };
    sent.push(body);
    const items = body.items.map((item) => ({ ...item, title: item.id, price: prices[item.id] ?? 0 }));
    return HttpResponse.json({
      order_id: 'order_test_1',
      amount: items.reduce((sum, item) => sum + item.price * 100, 0),
      currency: 'INR',
      key_id: 'rzp_test_sandbox',
      sandbox: true,
      items,
    });
  });
}

function renderCart(items: CartItem[]) {
  window.localStorage.setItem(CART_KEY, JSON.stringify(items));
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const summary = () => screen.getByTestId('cart-summary');
const line = (title: string) =>
  screen
    .getAllByTestId('cart-line')
    .find((element) => within(element).queryByRole('heading', { name: title, hidden: true }))!;
const proceed = () => screen.getByRole('button', { name: /Proceed to Payment/ });

describe('CartPage price check', () => {
  it('given a price changed since the course was added, shows the new price, says so and stores it', async () => {
    server.use(
      catalogue(course('back-end', 'Back-End Development', 2499), course('seo-course', 'SEO Course', 999)),
    );
    renderCart([backEnd, seo]);
    const notice = screen.getByRole('status');
    await waitFor(() =>
      expect(notice).toHaveTextContent('The price of Back-End Development changed from ₹1,999 to ₹2,499.'),
    );
    expect(notice).not.toHaveTextContent('SEO Course');
    expect(line('Back-End Development')).toHaveTextContent('₹2,499');
    expect(summary()).toHaveTextContent('Number of courses2');
    expect(summary()).toHaveTextContent('Total price₹3,498');
    expect(JSON.parse(window.localStorage.getItem(CART_KEY) ?? '[]')).toEqual([
      { ...backEnd, price: 2499 },
      seo,
    ]);
    expect(proceed()).toBeEnabled();
  });

  it('given a course taken off sale, lists it as not for sale and pays only for the rest', async () => {
    const sent: unknown[] = [];
    server.use(
      catalogue(
        course('back-end', 'Back-End Development', 1999, false),
        course('seo-course', 'SEO Course', 999),
      ),
      orders({ 'seo-course': 999 }, sent),
    );
    renderCart([backEnd, seo]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Back-End Development is not for sale at the moment, so it is not included in your total.',
      ),
    );
    expect(line('Back-End Development')).toHaveTextContent('Not for sale at the moment');
    expect(line('SEO Course')).not.toHaveTextContent('Not for sale');
    expect(summary()).toHaveTextContent('Number of courses1');
    expect(summary()).toHaveTextContent('Total price₹999');
    expect(
      screen.getByText('Back-End Development is not included: it is not for sale at the moment.'),
    ).toBeVisible();

    await userEvent.click(proceed());
    const details = await screen.findByRole('dialog', { name: 'Enter your details' });
    expect(sent).toEqual([{ currency: 'INR', items: [{ kind: 'course', id: 'seo-course' }] }]);
    expect(details).toHaveTextContent('₹999');
  });

  it('given nothing in the cart for sale, disables Proceed to Payment and says why', async () => {
    server.use(catalogue(course('back-end', 'Back-End Development', 1999, false)));
    renderCart([backEnd]);
    const reason = await screen.findByText(
      'Nothing in your cart is for sale at the moment, so there is nothing to pay for yet.',
    );
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveAccessibleDescription(reason.textContent!);
    expect(summary()).toHaveTextContent('Total price₹0');
    // The line stays, with Remove, until the buyer removes it.
    expect(screen.getByRole('button', { name: 'Remove Back-End Development' })).toBeEnabled();
  });

  it('given the course back on sale, counts it again and says so', async () => {
    server.use(catalogue(course('back-end', 'Back-End Development', 2499)));
    renderCart([{ ...backEnd, available: false }]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Back-End Development is for sale again, at ₹2,499.',
      ),
    );
    expect(summary()).toHaveTextContent('Total price₹2,499');
    expect(proceed()).toBeEnabled();
  });

  it('given the catalogue cannot be fetched, keeps the cart as it was with no error', async () => {
    let asked = false;
    server.use(
      http.get('*/api/v1/course', () => {
        asked = true;
        return HttpResponse.json({ message: 'Something went wrong' }, { status: 503 });
      }),
    );
    renderCart([backEnd, seo]);
    await waitFor(() => expect(asked).toBe(true));
    // Let the failed answer arrive and be handled.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(summary()).toHaveTextContent('Total price₹2,998');
    expect(proceed()).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(CART_KEY) ?? '[]')).toEqual([backEnd, seo]);
  });

  it('given Proceed pressed before the check returned, the details modal shows the server amount', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/v1/course', async () => {
        await answered;
        return HttpResponse.json([course('back-end', 'Back-End Development', 2499)]);
      }),
      orders({ 'back-end': 2499 }),
    );
    renderCart([backEnd]);
    // Not held back by the check in flight.
    expect(proceed()).toBeEnabled();
    await userEvent.click(proceed());
    const details = await screen.findByRole('dialog', { name: 'Enter your details' });
    expect(details).toHaveTextContent('₹2,499');
    answer?.();
    await waitFor(() => expect(line('Back-End Development')).toHaveTextContent('₹2,499'));
  });
});

describe('CartPage for a signed-in customer (issue 32 (docs/requirements/issues/32-courses-you-can-take.md))', () => {
  afterEach(() => clearSession());

  it('given a course they own, says so with Go to course, leaves it out of the payment and prefills the details', async () => {
    const sent: unknown[] = [];
    server.use(
      catalogue(course('back-end', 'Back-End Development', 1999), course('seo-course', 'SEO Course', 999)),
      orders({ 'seo-course': 999 }, sent),
      http.get('*/api/v1/learn/owned', () => HttpResponse.json({ courseIds: ['back-end'] })),
      http.get('*/api/v1/customer/me', () =>
        HttpResponse.json({
          status: 200,
          data: {
            id: 'u1',
            name: 'Meera Iyer',
            email: 'meera@example.com',
            mobile: '9826012345',
            address: 'Civic Centre, Jabalpur',
            role: 'customer',
            emailVerified: false,
            createdAt: '2026-11-28T10:00:00.000Z',
          },
        }),
      ),
    );
    signIn({ token: 'test-access-token', userId: 'u1', user: { email: 'meera@example.com' } });
    renderCart([backEnd, seo]);

    const owned = line('Back-End Development');
    await waitFor(() => expect(owned).toHaveTextContent('You already own this course.'));
    expect(within(owned).getByRole('link', { name: 'Go to course: Back-End Development' })).toHaveAttribute(
      'href',
      '/learn/back-end',
    );
    expect(within(line('SEO Course')).queryByRole('link', { name: /Go to course/ })).toBeNull();
    expect(summary()).toHaveTextContent('Number of courses1');
    expect(summary()).toHaveTextContent('Total price₹999');
    expect(proceed()).toHaveAccessibleDescription(
      'You already own Back-End Development, so it is not included. Remove it from your cart or open it with Go to course.',
    );

    await userEvent.click(proceed());
    const details = await screen.findByRole('dialog', { name: 'Enter your details' });
    expect(sent).toEqual([{ currency: 'INR', items: [{ kind: 'course', id: 'seo-course' }] }]);
    await waitFor(() => expect(within(details).getByLabelText(/Full Name/)).toHaveValue('Meera Iyer'));
    expect(within(details).getByLabelText(/Email/)).toHaveValue('meera@example.com');
    expect(within(details).getByLabelText(/Phone/)).toHaveValue('9826012345');
    // The expected format under the phone field (the cart takes every usual Indian form).
    expect(
      within(details).getByText('10-digit mobile, e.g. 98260 12345 (with or without +91 or 0)'),
    ).toBeVisible();
  });
});
