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
 * The console's content sections (docs/requirements/issues/24-staff-console.md): staff, customers and visitors are refused them, and
 * their pages pass axe and fit every width. End to end against the real server and database. Nothing here
 * changes what visitors see, so these run alongside other specs (the changes are in console-content.spec.ts).
 */

const ANY_ID = '3f1b7c52-8d0e-4a57-9d1c-2a3b4c5d6e7f';

/** The console's content pages. */
const contentPages = [
  '/admin/jobs',
  '/admin/jobs/new',
  `/admin/jobs/${ANY_ID}`,
  '/admin/blogs',
  '/admin/blogs/new',
  `/admin/blogs/${ANY_ID}`,
  '/admin/team',
  '/admin/team/new',
  `/admin/team/${ANY_ID}`,
];

/** Every content endpoint, the writes with bodies that would fail validation (the guard answers first). */
const contentEndpoints: Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string]> = [];
for (const section of ['jobs', 'blogs', 'team']) {
  contentEndpoints.push(
    ['GET', `admin/${section}`],
    ['GET', `admin/${section}.csv`],
    ['GET', `admin/${section}/${ANY_ID}`],
    ['POST', `admin/${section}`],
    ['PUT', `admin/${section}/${ANY_ID}`],
    ['PATCH', `admin/${section}/${ANY_ID}`],
    ['DELETE', `admin/${section}/${ANY_ID}`],
  );
}

async function callAll(request: APIRequestContext, token?: string) {
  const statuses: string[] = [];
  for (const [method, path] of contentEndpoints) {
    const response = await request.fetch(`/api/v1/${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      ...(method === 'GET' || method === 'DELETE' ? {} : { data: { status: 'not-a-status' } }),
    });
    statuses.push(`${method} ${path} ${response.status()}`);
  }
  return statuses;
}

test.describe('console content sections: access and accessibility', () => {
  test('staff and customers are refused the content pages (403) and endpoints; visitors go to /login (401)', async ({
    page,
    browser,
  }) => {
    const { staffer, customer } = await staffAndCustomer(page.request, 'Content');

    // Staff: the console, without the content sections.
    await page.goto('/login');
    await logIn(page, staffer);
    await expect(page).toHaveURL('/admin');
    for (const section of ['Blogs', 'Jobs', 'Team'])
      await expect(consoleNav(page).getByRole('link', { name: section })).toHaveCount(0);
    for (const path of contentPages) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Only administrators can open this page' }),
        path,
      ).toBeVisible();
    }
    expect(await callAll(page.request, await tokenOf(page.request, staffer))).toEqual(
      contentEndpoints.map(([method, path]) => `${method} ${path} 403`),
    );

    // A customer: the 403 page and 403 answers.
    const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/login');
    await customerPage.waitForSelector('html[data-hydrated]');
    await logIn(customerPage, customer);
    await expect(customerPage).toHaveURL(/\/user/);
    for (const path of contentPages) {
      await customerPage.goto(path);
      await customerPage.waitForSelector('html[data-hydrated]');
      await expect(
        customerPage.getByRole('heading', { level: 1, name: 'You do not have access to the staff console' }),
        path,
      ).toBeVisible();
    }
    expect(await callAll(customerContext.request, await tokenOf(customerContext.request, customer))).toEqual(
      contentEndpoints.map(([method, path]) => `${method} ${path} 403`),
    );
    await customerContext.close();

    // Nobody signed in: /login and back; 401 from every endpoint.
    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await anonymous.newPage();
    for (const path of contentPages) {
      await visitor.goto(path);
      await expect(visitor, path).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    expect(await callAll(anonymous.request)).toEqual(
      contentEndpoints.map(([method, path]) => `${method} ${path} 401`),
    );
    await anonymous.close();
  });

  test('the content pages pass axe in both themes and fit from 360 to 1440 px', async ({ page }) => {
    // Generous: with two workers on two cores (and a busy machine) a sweep takes up to three times as long.
    test.setTimeout(420_000);
    await page.goto('/login?redirectTo=%2Fadmin');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    const token = await tokenOf(page.request, ADMIN);
    const first = async (section: string) =>
      (
        (await (
          await page.request.get(`/api/v1/admin/${section}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { data: Array<{ id: string }> }
      ).data[0]!.id;
    const pages = [
      '/admin/jobs',
      '/admin/jobs/new',
      `/admin/jobs/${await first('jobs')}`,
      '/admin/blogs',
      '/admin/blogs/new',
      `/admin/blogs/${await first('blogs')}`,
      '/admin/team',
      '/admin/team/new',
      `/admin/team/${await first('team')}`,
      '/admin/jobs?status=closed&q=nothing-matches-this',
    ];
    const failures: string[] = [];
    for (const { theme, width } of THEMES_AT_BOTH_ENDS) {
      await setThemeAndWidth(page, theme, width);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        failures.push(...(await fitAndAxeFailures(page, `${theme} ${width}px ${path}`)));
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
