import { readFile } from 'node:fs/promises';
import { expect, pageErrors, test, type APIRequestContext } from './fixtures';
import { ADMIN, fitAndAxeFailures, logIn, smallPdf, toasts, setThemeAndWidth } from './account-helpers';

/**
 * The staff console (docs/requirements/issues/24-staff-console.md), end to end against the real server and database: what a visitor sends
 * arrives in the console, staff act on it, and nobody else gets in (pages and API alike).
 */

const ANY_ID = '3f1b7c52-8d0e-4a57-9d1c-2a3b4c5d6e7f';

/** Every page of the console. */
const consolePages = [
  '/admin',
  '/admin/enquiries',
  `/admin/enquiries/${ANY_ID}`,
  '/admin/applications',
  `/admin/applications/job/${ANY_ID}`,
  '/admin/orders',
  '/admin/orders/order_e2e',
  '/admin/staff',
  '/admin/audit',
];

/** Every console endpoint, the writes with a body that would fail validation (the guard answers first). */
const consoleEndpoints: Array<[method: 'GET' | 'PATCH' | 'POST' | 'DELETE', path: string]> = [
  ['GET', 'admin/me'],
  ['GET', 'admin/staff'],
  ['GET', 'admin/enquiries'],
  ['GET', 'admin/enquiries.csv'],
  ['GET', `admin/enquiries/${ANY_ID}`],
  ['PATCH', `admin/enquiries/${ANY_ID}`],
  ['GET', 'admin/applications'],
  ['GET', 'admin/applications.csv'],
  ['GET', `admin/applications/job/${ANY_ID}`],
  ['GET', `admin/applications/job/${ANY_ID}/resume`],
  ['PATCH', `admin/applications/internship/${ANY_ID}`],
  ['GET', 'admin/orders'],
  ['GET', 'admin/orders.csv'],
  ['GET', 'admin/orders/order_e2e'],
  ['GET', 'admin/audit'],
  ['POST', 'admin/staff'],
  ['DELETE', `admin/staff/${ANY_ID}`],
];

async function callAll(request: APIRequestContext, token?: string) {
  const statuses: string[] = [];
  for (const [method, path] of consoleEndpoints) {
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    const response = await request.fetch(`/api/v1/${path}`, {
      method,
      headers,
      ...(method === 'PATCH' || method === 'POST' ? { data: { status: 'not-a-status', email: 'nope' } } : {}),
    });
    statuses.push(`${method} ${path} ${response.status()}`);
  }
  return statuses;
}

test.describe('staff console', () => {
  test('a visitor’s enquiry and job application reach the console; the admin downloads the résumé and marks the enquiry done', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const subject = `Clinic website ${stamp}`;
    const applicant = `Kavya Menon ${stamp}`;
    const resumeBytes = smallPdf(`Kavya Menon ${stamp} - Resume`);

    // An earlier enquiry (through the API), so the list's order can be seen whatever other specs send meanwhile.
    const earlierSubject = `Earlier clinic website ${stamp}`;
    const earlier = await page.request.post('/api/v1/contactus', {
      data: { name: 'Ravi Kumar', mobile: '9876543210', subject: earlierSubject, message: 'Sent first.' },
    });
    expect(earlier.ok()).toBe(true);

    // A visitor sends an enquiry...
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ravi Kumar');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('We need a website with online appointments for two clinics.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      toasts(page).getByText("Thanks for contacting us! We'll get back to you soon."),
    ).toBeVisible();

    // ...and applies for a job with a PDF résumé.
    await page.goto(`/job-now?job=${encodeURIComponent('React Developer')}`);
    await page.getByLabel('Full Name').fill(applicant);
    await page.getByLabel('Email').fill(`kavya.${stamp}@example.com`);
    await page.getByLabel('Phone').fill('9123456789');
    await page.getByLabel('City').fill('Kochi');
    await page.getByRole('radio', { name: 'Experience', exact: true }).check();
    await page.getByLabel('Expected CTC').fill('8 LPA');
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'Kavya Menon résumé.pdf', mimeType: 'application/pdf', buffer: resumeBytes });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      toasts(page)
        .getByText(/Application submitted successfully/)
        .first(),
    ).toBeVisible();

    // The admin opens the console: sent to /login, and back to the enquiries after signing in.
    await page.goto('/admin/enquiries');
    await expect(page).toHaveURL('/login?redirectTo=%2Fadmin%2Fenquiries');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin/enquiries');
    await expect(toasts(page).getByText('Login Successful')).toBeVisible();
    // From here on nothing may go wrong in the page (the refused refresh before signing in was expected).
    const errors = pageErrors(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Newest first: the visitor's enquiry is listed above the earlier one, New and unassigned. (Not
    // necessarily the very first row: specs running alongside send enquiries of their own.)
    const table = page.getByRole('table', { name: /Enquiries/ });
    const ours = table.getByRole('row').filter({ hasText: stamp });
    await expect(ours).toHaveCount(2);
    await expect(ours.nth(0)).toContainText(subject);
    await expect(ours.nth(0)).not.toContainText(earlierSubject);
    await expect(ours.nth(1)).toContainText(earlierSubject);
    await expect(ours.nth(0)).toContainText('New');
    await expect(table.getByRole('columnheader', { name: /Received/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // Full-text search finds it by a word of its message.
    await page.getByLabel('Search').fill(`appointments ${stamp}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=appointments/);
    await expect(table.getByRole('row')).toHaveCount(2);

    // The CSV export of that list holds it.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = await readFile((await csv.path())!, 'utf8');
    expect(csvText).toContain(subject);
    expect(csvText.trim().split('\r\n')).toHaveLength(2);

    // Open it and mark it done: feedback, status, who and when.
    await table.getByRole('link', { name: 'Ravi Kumar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    const enquiryPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(toasts(page).getByText('Enquiry marked as done')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Follow-up' }).getByRole('status')).toHaveText(
      'Enquiry marked as done',
    );
    await expect(page.getByRole('definition').filter({ hasText: /by Site Administrator/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('done');

    // The application is in Applications, with the résumé as uploaded.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Applications' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await page.getByRole('link', { name: applicant }).click();
    await expect(page.getByRole('heading', { level: 1, name: applicant })).toBeVisible();
    await expect(page.getByText('Job application for React Developer')).toBeVisible();
    const applicationPath = new URL(page.url()).pathname;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download résumé/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Kavya Menon résumé.pdf');
    expect((await readFile((await download.path())!)).equals(resumeBytes)).toBe(true);

    // Shortlisting it gives feedback and sticks.
    await page.getByLabel('Status').selectOption('shortlisted');
    await page.getByLabel('Internal notes').fill('Strong portfolio; call on Monday.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('Application updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('shortlisted');
    await expect(page.getByLabel('Internal notes')).toHaveValue('Strong portfolio; call on Monday.');

    // The audit log (administrators) shows both changes, newest first. Only the entries of this test's two
    // records (by their links), as specs running alongside change records of their own.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: /Audit log/ });
    const entries = audit.getByRole('row').filter({
      has: page.locator(`a[href="${applicationPath}"], a[href="${enquiryPath}"]`),
    });
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('application.update');
    await expect(entries.nth(0)).toContainText('admin@example.com');
    await expect(entries.nth(1)).toContainText('enquiry.update');
    expect(errors).toEqual([]);
  });

  test('a customer gets the 403 page on every console page and 403 from every endpoint', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const customer = { email: `console.customer.${stamp}@example.com`, password: 'customer-password' };
    const registered = await page.request.post('/api/v1/customer', {
      multipart: { name: 'Console Customer', mobile: '9876543210', address: 'Jabalpur', ...customer },
    });
    expect(registered.status()).toBe(200);

    await page.goto('/login');
    await logIn(page, customer);
    // A customer still lands on the dashboard.
    await expect(page).toHaveURL(/\/user/);
    for (const path of consolePages) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'You do not have access to the staff console' }),
      ).toBeVisible();
      await expect(page.getByText('403 · Staff only')).toBeVisible();
    }

    const login = await page.request.post('/api/v1/customer/login', {
      multipart: { identifier: customer.email, password: customer.password },
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const statuses = await callAll(page.request, token);
    expect(statuses).toEqual(consoleEndpoints.map(([method, path]) => `${method} ${path} 403`));
  });

  test('an anonymous visitor is sent to /login from every console page and gets 401 from every endpoint', async ({
    page,
    browser,
  }) => {
    for (const path of consolePages) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    }
    // A fresh context: no cookie at all.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const statuses = await callAll(context.request);
    await context.close();
    expect(statuses).toEqual(consoleEndpoints.map(([method, path]) => `${method} ${path} 401`));

    // Never listed for search engines.
    const sitemap = await page.request.get('/sitemap.xml');
    expect(await sitemap.text()).not.toContain('/admin');
  });

  test('every console page passes axe in both themes and fits from 360 to 1440 px', async ({ page }) => {
    // Generous: with two workers on two cores (and a busy machine) a sweep takes up to three times as long.
    test.setTimeout(480_000);
    // One order, so the orders list and an order page have something to show.
    const order = await page.request.post('/api/v1/payment/order', {
      data: { items: [{ kind: 'course', id: 'basic-python' }] },
    });
    expect(order.status()).toBe(201);
    const orderId = ((await order.json()) as { order_id: string }).order_id;
    await page.request.post('/api/v1/contactus', {
      data: {
        name: 'Axe Visitor',
        mobile: '9876543210',
        subject: 'Accessibility',
        message: 'A message to list.',
      },
    });
    const applied = await page.request.post('/api/v1/internship', {
      multipart: {
        name: 'Axe Applicant',
        email: 'axe.applicant@example.com',
        number: '9123456780',
        course: 'data-science',
        resume: { name: 'axe.pdf', mimeType: 'application/pdf', buffer: smallPdf('Axe') },
      },
    });
    expect(applied.status()).toBe(200);

    await page.goto('/login?redirectTo=%2Fadmin');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    const login = await page.request.post('/api/v1/customer/login', {
      multipart: { identifier: ADMIN.email, password: ADMIN.password },
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const first = async (path: string) =>
      (
        (await (
          await page.request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as {
          data: Array<{ id: string; kind?: string }>;
        }
      ).data[0]!;
    const enquiry = await first('admin/enquiries');
    const application = await first('admin/applications');
    const pages = [
      '/admin',
      '/admin/enquiries',
      `/admin/enquiries/${enquiry.id}`,
      '/admin/applications',
      `/admin/applications/${application.kind}/${application.id}`,
      '/admin/orders',
      `/admin/orders/${orderId}`,
      '/admin/staff',
      '/admin/audit',
      '/admin/enquiries?status=done&q=nothing-matches-this',
    ];

    // Dark at every width the layout test uses, light at the two ends; axe at the two ends.
    const runs = [
      ...[360, 768, 1024, 1440].map((width) => ({ theme: 'dark' as const, width })),
      ...[360, 1440].map((width) => ({ theme: 'light' as const, width })),
    ];
    const failures: string[] = [];
    for (const { theme, width } of runs) {
      await setThemeAndWidth(page, theme, width);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const axe = width === 360 || width === 1440;
        failures.push(...(await fitAndAxeFailures(page, `${theme} ${width}px ${path}`, { axe })));
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('the admin gives a customer staff access and takes it away; the audit log and the pages follow', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const hire = { email: `hire.${stamp}@example.com`, password: 'new-hire-password' };
    expect(
      (
        await page.request.post('/api/v1/customer', {
          multipart: { name: `Nisha Rao ${stamp}`, mobile: '9876543210', address: 'Bengaluru', ...hire },
        })
      ).status(),
    ).toBe(200);

    await page.goto('/login');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(hire.email);
    const granted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/admin/staff'),
    );
    await page.getByRole('button', { name: 'Give staff access' }).click();
    const member = (await (await granted).json()) as { id: string };
    await expect(toasts(page).getByText(`Nisha Rao ${stamp} now has staff access`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: hire.email });
    await expect(row).toContainText('Staff');

    // The new member of staff signs in (another browser) and lands on the console, without the admin pages.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staffPage = await other.newPage();
    await staffPage.goto('/login');
    await staffPage.waitForSelector('html[data-hydrated]');
    await logIn(staffPage, hire);
    await expect(staffPage).toHaveURL('/admin');
    await expect(staffPage.getByText(/· Staff$/)).toBeVisible();
    await expect(
      staffPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }),
    ).toHaveCount(0);
    await staffPage.goto('/admin/audit');
    await staffPage.waitForSelector('html[data-hydrated]');
    await expect(
      staffPage.getByRole('heading', { level: 1, name: 'Only administrators can open this page' }),
    ).toBeVisible();

    // Revoking asks first, then ends the access at once.
    await row.getByRole('button', { name: /Revoke access/ }).click();
    const dialog = page.getByRole('alertdialog', { name: /Revoke Nisha Rao/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep access' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /Revoke access/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
    await expect(toasts(page).getByText('Staff access revoked')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: hire.email })).toHaveCount(0);

    // Their open console now refuses them: the session is gone, so they are sent to log in.
    await staffPage.goto('/admin/enquiries');
    await staffPage.waitForSelector('html[data-hydrated]');
    await expect(staffPage).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fenquiries/);
    await other.close();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: /Audit log/ });
    await expect(audit).toBeVisible();
    // This account's entries only (every staff change links to the Staff page, so by the URL's filter):
    // specs running alongside change staff of their own.
    await page.goto(`/admin/audit?entity=user&entityId=${member.id}`);
    await expect(audit.getByRole('row')).toHaveCount(3);
    await expect(audit.getByRole('row').nth(1)).toContainText('staff.revoke');
    await expect(audit.getByRole('row').nth(2)).toContainText('staff.grant');
  });
});
