import { expect, test, type APIRequestContext } from './fixtures';
import {
  ADMIN,
  consoleNav,
  fitAndAxeFailures,
  logIn,
  staffAndCustomer,
  THEMES_AT_BOTH_ENDS,
  tokenOf,
  setThemeAndWidth,
} from './account-helpers';

/**
 * The console's Prices section (docs/requirements/issues/24-staff-console.md): staff, customers and visitors are refused it (pages and
 * endpoints), and its page and dialogs pass axe and fit every width. End to end against the real server and
 * database. Nothing here changes a price (the off-sale confirmation is cancelled), so these run alongside
 * other specs; the changes are in console-prices.spec.ts, which puts Back-End Development back as the
 * catalogue has it (₹1,999, for sale).
 */

const COURSE = { id: 'back-end', title: 'Back-End Development', price: 1999 };
/** The row's button that opens the price dialog (its name ends in a visually hidden ": edit the price"). */
const editName = new RegExp(`^${COURSE.title}\\s*: edit the price$`);

test.describe('console prices: access and accessibility', () => {
  test('staff and customers are refused the Prices page (403) and endpoints; visitors go to /login (401)', async ({
    page,
    browser,
  }) => {
    const { staffer, customer } = await staffAndCustomer(page.request, 'Prices');
    const endpoints = async (request: APIRequestContext, token?: string) => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      return [
        (await request.get('/api/v1/admin/prices', { headers })).status(),
        (await request.get('/api/v1/admin/prices.csv', { headers })).status(),
        (
          await request.patch(`/api/v1/admin/prices/course/${COURSE.id}`, { headers, data: { price: 1 } })
        ).status(),
      ];
    };

    await page.goto('/login');
    await logIn(page, staffer);
    await expect(page).toHaveURL('/admin');
    await expect(consoleNav(page).getByRole('link', { name: 'Prices' })).toHaveCount(0);
    await page.goto('/admin/prices');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Only administrators can open this page' }),
    ).toBeVisible();
    expect(await endpoints(page.request, await tokenOf(page.request, staffer))).toEqual([403, 403, 403]);

    const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/login');
    await customerPage.waitForSelector('html[data-hydrated]');
    await logIn(customerPage, customer);
    await expect(customerPage).toHaveURL(/\/user/);
    await customerPage.goto('/admin/prices');
    await expect(
      customerPage.getByRole('heading', { level: 1, name: 'You do not have access to the staff console' }),
    ).toBeVisible();
    expect(
      await endpoints(customerContext.request, await tokenOf(customerContext.request, customer)),
    ).toEqual([403, 403, 403]);
    await customerContext.close();

    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await anonymous.newPage();
    await visitor.goto('/admin/prices');
    await expect(visitor).toHaveURL(`/login?redirectTo=${encodeURIComponent('/admin/prices')}`);
    expect(await endpoints(anonymous.request)).toEqual([401, 401, 401]);
    await anonymous.close();

    // Nothing the refused callers sent changed the price.
    const token = await tokenOf(page.request, ADMIN);
    const list = await page.request.get(`/api/v1/admin/prices?q=${COURSE.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await list.json()).data[0].price).not.toBe(1);
  });

  test('the Prices page and its dialogs pass axe in both themes and fit from 360 to 1440 px', async ({
    page,
  }) => {
    // Generous: with two workers on two cores (and a busy machine) a sweep takes up to three times as long.
    test.setTimeout(420_000);
    await page.goto('/login?redirectTo=%2Fadmin%2Fprices');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin/prices');
    const failures: string[] = [];
    const check = async (label: string) => failures.push(...(await fitAndAxeFailures(page, label)));
    for (const { theme, width } of THEMES_AT_BOTH_ENDS) {
      await setThemeAndWidth(page, theme, width);
      for (const path of [
        '/admin/prices',
        '/admin/prices?kind=product&status=unavailable&q=nothing-matches',
      ]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await check(`${theme} ${width}px ${path}`);
      }
      // The edit dialog, and the confirmation before taking an item off sale (cancelled: nothing changes).
      await page.goto('/admin/prices');
      await page.getByRole('button', { name: editName }).click();
      const dialog = page.getByRole('dialog', { name: `Price of ${COURSE.title}` });
      await expect(dialog).toBeVisible();
      await check(`${theme} ${width}px price dialog`);
      await dialog.getByRole('switch', { name: 'For sale' }).click();
      await dialog.getByRole('button', { name: 'Save price' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Take ${COURSE.title} off sale?` });
      await expect(confirm).toBeVisible();
      await check(`${theme} ${width}px off-sale confirmation`);
      await confirm.getByRole('button', { name: 'Keep it for sale' }).click();
      await expect(confirm).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
