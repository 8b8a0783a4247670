import AxeBuilder from '@axe-core/playwright';
import { expect, pageErrors, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN } from './account-helpers';

/**
 * The cart follows the console's Prices section: a visitor's cart (local storage) keeps the price a course
 * had when it was added, and /cart reprices it from the public catalogue once it has hydrated, says what
 * changed, and leaves a course taken off sale out of the total and the payment. End to end against the real
 * server and database. Data Analytics is used by no other spec; its catalogue price (₹1,999, for sale) is put
 * back at the end.
 */

const COURSE = { id: 'data-analytics', title: 'Data Analytics', price: 1999 };

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/v1/customer/login', {
    multipart: { identifier: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * What an administrator saves in the Prices section (the console's own endpoint), from a request context of
 * its own: the visitor's browser never holds the administrator's session cookie.
 */
async function setPrice(request: APIRequestContext, change: { price: number; available: boolean }) {
  const reply = await request.patch(`/api/v1/admin/prices/course/${COURSE.id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: change,
  });
  expect(reply.status()).toBe(200);
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? 'null') as unknown);

// This spec changes a course's public price and takes it off sale for a while, so it runs with no other
// spec at the same time (Playwright's built-in '-exclusive-' lock, see playwright.config.ts).
test.describe.configure({ lock: '-exclusive-' });

test.describe('cart prices', () => {
  test.afterAll(async ({ request }) => {
    await setPrice(request, { price: COURSE.price, available: true });
  });

  test('the cart shows the price an administrator set, then the course as not for sale', async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page);
    // A visitor adds the course at its catalogue price.
    await page.goto(`/courses/${COURSE.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(await storedCart(page)).toMatchObject([{ id: COURSE.id, price: 1999 }]);

    // An administrator raises the price; the visitor opens the cart.
    await setPrice(request, { price: 2499, available: true });
    await page.goto('/cart');
    const notice = page.getByRole('status').filter({ hasText: 'The price of' });
    await expect(notice).toHaveText(`The price of ${COURSE.title} changed from ₹1,999 to ₹2,499.`);
    const line = page.getByTestId('cart-line');
    await expect(line).toContainText('₹2,499');
    await expect(line).not.toContainText('₹1,999');
    const summary = page.getByTestId('cart-summary');
    await expect(summary).toContainText('Number of courses1');
    await expect(summary).toContainText('Total price₹2,499');
    // Stored, so the badge, other tabs and the next visit agree (and the notice is not repeated).
    expect(await storedCart(page)).toMatchObject([{ id: COURSE.id, price: 2499 }]);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
      [],
    );

    // The details modal shows what the server charges: the same amount.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const details = page.getByRole('dialog', { name: 'Enter your details' });
    await expect(details).toContainText('₹2,499');
    await details.getByRole('button', { name: 'Cancel' }).click();
    await expect(details).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('cart-line')).toContainText('₹2,499');
    await expect(page.getByText('The price of')).toHaveCount(0);

    // The administrator takes the course off sale: it stays listed, but there is nothing to pay for.
    await setPrice(request, { price: 2499, available: false });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: COURSE.title })).toContainText(
      `${COURSE.title} is not for sale at the moment, so it is not included in your total.`,
    );
    await expect(line).toContainText('Not for sale at the moment');
    await expect(summary).toContainText('Number of courses0');
    await expect(summary).toContainText('Total price₹0');
    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    await expect(proceed).toBeDisabled();
    await expect(
      page.getByText('Nothing in your cart is for sale at the moment, so there is nothing to pay for yet.'),
    ).toBeVisible();
    await expect(proceed).toHaveAccessibleDescription(
      'Nothing in your cart is for sale at the moment, so there is nothing to pay for yet.',
    );
    // The badge still counts the line the buyer can see.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const offSale = await new AxeBuilder({ page }).analyze();
    expect(offSale.violations.map((v) => v.id)).toEqual([]);

    // Back on sale at the catalogue price: the cart counts it again.
    await setPrice(request, { price: COURSE.price, available: true });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: COURSE.title })).toHaveText(
      `${COURSE.title} is for sale again, at ₹1,999.`,
    );
    await expect(summary).toContainText('Total price₹1,999');
    await expect(proceed).toBeEnabled();
    expect(errors).toEqual([]);
  });
});
