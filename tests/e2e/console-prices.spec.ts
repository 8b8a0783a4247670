import { readFile } from 'node:fs/promises';
import { expect, pageErrors, test, type APIRequestContext } from './fixtures';
import { ADMIN, consoleNav, logIn, toasts, tokenOf } from './account-helpers';

/**
 * The console's Prices section (docs/requirements/issues/24-staff-console.md): an administrator edits a course price in the browser, the public
 * page shows it at once and the next order (sandbox checkout) charges it; taking the course off sale (asked
 * first) hides its buy buttons and the API refuses an order. End to end against the real server and database.
 * Back-End Development is used by no other spec; its catalogue price (₹1,999, for sale) is put back at the
 * end. Who is refused the section, and its accessibility: console-prices-access.spec.ts.
 */

const COURSE = { id: 'back-end', title: 'Back-End Development', price: 1999 };
const buyer = { name: 'Kavya Nair', email: 'kavya.nair@example.com', phone: '9876543210' };
/** The row's button that opens the price dialog (its name ends in a visually hidden ": edit the price"). */
const editName = new RegExp(`^${COURSE.title}\\s*: edit the price$`);

/** Puts the course back as the catalogue has it, so other specs see the prerendered pages' prices. */
async function restore(request: APIRequestContext) {
  const token = await tokenOf(request, ADMIN);
  const reply = await request.patch(`/api/v1/admin/prices/course/${COURSE.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { price: COURSE.price, available: true },
  });
  expect(reply.status()).toBe(200);
}

// This spec changes a course's public price and takes it off sale for a while, so it runs with no other
// spec at the same time (Playwright's built-in '-exclusive-' lock, see playwright.config.ts).
test.describe.configure({ lock: '-exclusive-' });

test.describe('console prices', () => {
  // Each test starts from the catalogue's price, for sale (the first one ends with the course off sale).
  test.beforeEach(async ({ request }) => {
    await restore(request);
  });
  test.afterAll(async ({ request }) => {
    await restore(request);
  });

  test('an admin edits a course price; the public page shows it and the next order charges it', async ({
    page,
    browser,
  }) => {
    const errors = pageErrors(page);
    await page.goto('/login?redirectTo=%2Fadmin');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    await consoleNav(page).getByRole('link', { name: 'Prices' }).click();
    await expect(page).toHaveURL('/admin/prices');
    await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
    const table = page.getByRole('table', { name: /^Prices/ });
    await expect(table.getByRole('row')).toHaveCount(24); // the header and 23 items, on one page

    // Search, then open the course's price dialog from its row.
    const filters = page.getByRole('search', { name: 'Filter prices' });
    await filters.getByLabel('Search').fill('back-end');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=back-end/);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(COURSE.title) });
    await expect(row).toContainText('₹1,999');
    await expect(row).toContainText('For sale');
    await row.getByRole('button', { name: editName }).click();

    const dialog = page.getByRole('dialog', { name: `Price of ${COURSE.title}` });
    await expect(dialog).toBeVisible();
    const price = dialog.getByRole('textbox', { name: 'Price (₹)' });
    await expect(price).toHaveValue('1999');
    // The API's own check, shown in the dialog.
    await price.fill('0');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(
      dialog.getByText('Enter the price in whole rupees, from ₹1 to ₹5,00,000.').first(),
    ).toBeVisible();
    await price.fill('2,499');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(toasts(page).getByText(`${COURSE.title}: ₹2,499, for sale`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('₹2,499');

    // The CSV export of the list as filtered.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^prices-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n');
    expect(csvText).toHaveLength(2);
    expect(csvText[1]).toMatch(/^Course,back-end,Back-End Development,Web Development,2499,For sale,/);

    // A visitor: the course page and the list show the new price at once.
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/courses?category=web-development');
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: COURSE.title }) });
    await expect(card).toContainText('₹2,499');
    await visitor.goto(`/courses/${COURSE.id}`);
    await visitor.waitForSelector('html[data-hydrated]');
    await expect(visitor.getByText('₹2,499', { exact: true })).toBeVisible();

    // The next order: Buy Now is charged the new price, paid in the sandbox window, on the receipt.
    const orderResponse = visitor.waitForResponse((response) =>
      response.url().endsWith('/api/v1/payment/order'),
    );
    await visitor.getByRole('button', { name: 'Buy Now' }).click();
    const order = await (await orderResponse).json();
    expect(order).toMatchObject({ amount: 249_900, currency: 'INR', sandbox: true });
    expect(order.items).toEqual([{ kind: 'course', id: COURSE.id, title: COURSE.title, price: 2499 }]);
    const details = visitor.getByRole('dialog', { name: 'Enter your details' });
    await details.getByLabel('Full Name').fill(buyer.name);
    await details.getByLabel('Email').fill(buyer.email);
    await details.getByLabel('Phone').fill(buyer.phone);
    await details.getByRole('button', { name: 'Proceed to Pay' }).click();
    const window = visitor.getByRole('dialog', { name: /TEST payment/ });
    await expect(window).toContainText('₹2,499');
    await window.getByRole('button', { name: 'Pay' }).click();
    await expect(visitor).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{32}$/);
    await visitor
      .getByRole('alertdialog', { name: 'Appointment Booked Successfully' })
      .getByRole('button', { name: 'Ok' })
      .click();
    await expect(visitor.locator('[data-printable-receipt]')).toContainText('₹2,499');

    // The order in the console has the new amount.
    await consoleNav(page).getByRole('link', { name: 'Orders' }).click();
    await expect(
      page
        .getByRole('table', { name: /^Orders/ })
        .getByRole('row', { name: /Kavya Nair/ })
        .first(),
    ).toContainText('₹2,499');

    // Off sale, asked first: the page keeps the price but has no buy buttons; the API refuses an order.
    await consoleNav(page).getByRole('link', { name: 'Prices' }).click();
    await page.getByRole('button', { name: editName }).click();
    await dialog.getByRole('switch', { name: 'For sale' }).click();
    await dialog.getByRole('button', { name: 'Save price' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Take ${COURSE.title} off sale?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Take off sale' }).click();
    await expect(toasts(page).getByText(`${COURSE.title}: ₹2,499, not for sale`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(COURSE.title) })).toContainText('Not for sale');

    await visitor.goto(`/courses/${COURSE.id}`);
    await expect(visitor.getByText('Not for sale at the moment.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
    const refused = await visitor.request.post('/api/v1/payment/order', {
      data: { items: [{ kind: 'course', id: COURSE.id }] },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).errors).toEqual({
      'items.0.id': 'This course or product is not for sale at the moment',
    });
    await visitorContext.close();

    // The audit log has both changes, from and to.
    const token = await tokenOf(page.request, ADMIN);
    const audit = await page.request.get(`/api/v1/admin/audit?entity=course&entityId=${COURSE.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await audit.json()).data.map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { available: { from: true, to: false } },
      { price: { from: 1999, to: 2499 } },
    ]);
    expect(errors).toEqual([]);
  });
});
