import { expect, test, type Page } from './fixtures';

/** The customer dashboard and its guard (docs/requirements/SPEC.md §2 "Dashboard"; docs/requirements/DECISIONS.md "Routing", "Data and privacy"). */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Creates an account through the API and returns its credentials. */
async function createAccount(page: Page, name = 'Kabir Shah') {
  const email = `dash.${unique()}@example.com`;
  const password = 'secret-pass';
  const response = await page.request.post('/api/v1/customer', {
    multipart: { name, email, mobile: '9812345670', address: 'Wright Town, Jabalpur', password },
  });
  expect(response.ok()).toBe(true);
  return { email, password, name };
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test.describe('dashboard guard', () => {
  for (const path of ['/user/myprofile', '/user/myjobs', '/user/mycourses']) {
    test(`${path} sends a visitor to /login and back after signing in`, async ({ page }) => {
      const account = await createAccount(page);
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await logIn(page, account);
      await expect(page).toHaveURL(path);
      const welcome = page.getByRole('alertdialog', { name: 'Login Successful' });
      await welcome.getByRole('button', { name: 'Ok' }).click();
      await expect(welcome).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
    });
  }

  test('/user and /myprofile lead to /user/myprofile (through login for a visitor)', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/user/myprofile')}`);
    const account = await createAccount(page);
    await logIn(page, account);
    await expect(page).toHaveURL('/user/myprofile');
    await page.goto('/myprofile');
    await expect(page).toHaveURL('/user/myprofile');
    await page.goto('/user');
    await expect(page).toHaveURL('/user/myprofile');
  });

  test('a redirect target outside the site is ignored', async ({ page }) => {
    const account = await createAccount(page);
    await page.goto('/login?redirectTo=https%3A%2F%2Fevil.example%2F');
    await logIn(page, account);
    await expect(page).toHaveURL('/user/myprofile');
  });
});

test.describe('dashboard pages', () => {
  test('left menu, empty states, an application appearing under My Job, and logout', async ({ page }) => {
    const account = await createAccount(page, 'Nisha Rao');
    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL('/user/myprofile');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();

    const menu = page.getByRole('navigation', { name: 'My account' });
    await expect(menu.getByRole('link')).toHaveText([
      'My Profile',
      'My Job',
      'My Course',
      'My Orders',
      'Privacy',
    ]);
    await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('definition').filter({ hasText: 'Nisha Rao' })).toBeVisible();

    await menu.getByRole('link', { name: 'My Job' }).click();
    await expect(page).toHaveURL('/user/myjobs');
    await expect(page.getByText('No applied jobs found.')).toBeVisible();

    await menu.getByRole('link', { name: 'My Course' }).click();
    await expect(page).toHaveURL('/user/mycourses');
    await expect(page.getByText('No courses found.')).toBeVisible();

    // Apply for a job while signed in: the application is linked to this customer.
    await page.goto('/job-now');
    await page.evaluate(() => localStorage.setItem('job_title', 'QA Engineer'));
    await page.reload();
    await page.getByLabel('Full Name').fill('Nisha Rao');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Phone').fill('9812345670');
    await page.getByLabel('City').fill('Jabalpur');
    await page.getByRole('radio', { name: 'Fresher' }).check();
    await page.getByLabel('Expected CTC').fill('4 LPA');
    await page.getByLabel('Resume').setInputFiles({
      name: 'nisha.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
        'latin1',
      ),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await expect(page.getByLabel('Full Name')).toHaveValue('');

    await page.goto('/user/myjobs');
    const row = page.getByRole('row').filter({ hasText: 'QA Engineer' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('nisha.pdf');

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page
        .getByRole('region', { name: /notifications/i, includeHidden: true })
        .getByText('Logout Successfully'),
    ).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('user'),
        localStorage.getItem('userId'),
      ]),
    ).toEqual([null, null, null]);
    await page.goto('/user/mycourses');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test('a failed load of applied jobs says so', async ({ page }) => {
    const account = await createAccount(page);
    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL('/user/myprofile');
    await page.route('**/api/v1/customer/applications', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down","errors":{}}' }),
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My Job' }).click();
    await expect(page.getByText('Failed to load applied jobs.')).toBeVisible();
  });

  test('a profile that cannot be read shows "User data not found..."', async ({ page }) => {
    const account = await createAccount(page);
    await page.route('**/api/v1/customer/me', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"message":"Not found","errors":{}}',
      }),
    );
    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL('/user/myprofile');
    await expect(page.getByText('User data not found...')).toBeVisible();
  });

  test('an expired session that cannot be refreshed signs out and goes to /login', async ({ page }) => {
    const account = await createAccount(page);
    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL('/user/myprofile');
    await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
    await page.context().clearCookies();
    await page.goto('/user/myjobs');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
