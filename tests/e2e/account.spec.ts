import { readFile } from 'node:fs/promises';
import { expect, pageErrors, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, createAccount, latestMailTo, logIn, logInAndDismiss, tokenOf } from './account-helpers';

/** The customer's side of the console's data (docs/requirements/issues/24-staff-console.md): header link, profile, password, privacy. */

/** The account links in a page's HTML as the server sent it (before any script). */
async function serverAccountLinks(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<a [^>]*data-account-link[^>]*>/g)].map((match) => match[0]);
}

test.describe('header account link', () => {
  test('"Log in" for a visitor, "My account" once signed in: in the server HTML, after login and logout', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    // Prerendered (/about) and server-rendered (/blogs) pages alike, bar and mobile menu.
    for (const path of ['/about', '/blogs']) {
      const links = await serverAccountLinks(page, path);
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toContain('href="/login"');
    }
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();

    const account = await createAccount(page, 'Header Tester');
    await logInAndDismiss(page, account);
    // The header island was woken by the login and shows the new link without a reload.
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    for (const path of ['/about', '/blogs', '/']) {
      const links = await serverAccountLinks(page, path);
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toContain('href="/user"');
    }
    // A signed-in visitor's copy of a prerendered page is rendered for them and kept out of shared caches.
    const about = await page.request.get('/about');
    expect(about.headers()['cache-control']).toContain('private');

    // Hydrating that page (and waking its header) agrees with its HTML: no mismatch, no flash.
    await page.goto('/about');
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    await header.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL('/user/myprofile');

    // The mobile menu has the same link.
    await page.setViewportSize({ width: 390, height: 800 });
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' }),
    ).toBeVisible();
    await header.getByRole('button', { name: 'Menu' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    for (const link of await serverAccountLinks(page, '/about')) expect(link).toContain('href="/login"');
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
});

/** The link in the newest "Set a new password" mail to `email`, as a path on this server. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await latestMailTo(email, 'Set a new password');
  const match = /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

test.describe('forgotten password', () => {
  test('an e-mailed single-use link sets a new password; unknown e-mails get the same answer', async ({
    page,
  }) => {
    const account = await createAccount(page, 'Forgetful Person', 'forgot');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');

    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(`nobody.${account.email}`);
    await form.getByRole('button', { name: 'Send the link' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'If an account exists for this email' });
    await expect(answer).toBeVisible();
    const unknownText = await answer.textContent();

    await page.goto('/forgot-password');
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(answer).toHaveText(unknownText!);

    const link = await resetLinkFor(account.email);
    await page.goto(link);
    const reset = page.getByRole('form', { name: 'Set a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await reset.getByLabel('Confirm new password').fill('brand-new-typo');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await reset.getByLabel('Confirm new password').fill('brand-new-pass');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password has been set. Please log in with it.')).toBeVisible();

    // The old password no longer works; the new one does.
    const old = await page.request.post('/api/v1/customer/login', {
      data: { identifier: account.email, password: account.password },
    });
    expect(old.status()).toBe(401);
    await page.getByRole('main').getByRole('link', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await logIn(page, { email: account.email, password: 'brand-new-pass' });
    await expect(page).toHaveURL('/user/myprofile');

    // The link worked once.
    await page.goto(link);
    await reset.getByLabel('New password', { exact: true }).fill('third-password');
    await reset.getByLabel('Confirm new password').fill('third-password');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(/This link has expired or has already been used/).first()).toBeVisible();
  });

  test('works before the page has its script: plain posts to the route actions', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const account = await createAccount(page, 'No Script Person', 'forgot-noscript');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('If an account exists for this email')).toBeVisible();
    await page.goto(await resetLinkFor(account.email));
    await page.getByLabel('New password', { exact: true }).fill('no-script-pass');
    await page.getByLabel('Confirm new password').fill('no-script-pass');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password has been set. Please log in with it.')).toBeVisible();
    const login = await page.request.post('/api/v1/customer/login', {
      data: { identifier: account.email, password: 'no-script-pass' },
    });
    expect(login.status()).toBe(200);
    await context.close();
  });
});

test.describe('profile and password', () => {
  test('the customer edits name and phone, and changes the password: other sessions end', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await createAccount(page, 'Profile Person', 'profile');
    // A second browser signed in to the same account.
    const other = await browser.newContext({ baseURL });
    const otherLogin = await other.request.post('/api/v1/customer/login', {
      data: { identifier: account.email, password: account.password },
    });
    expect(otherLogin.ok()).toBe(true);

    await logInAndDismiss(page, account);
    const edit = page.getByRole('form', { name: 'Edit profile' });
    await edit.getByLabel('Name').fill('');
    await edit.getByLabel('Mobile').fill('12345');
    await edit.getByRole('button', { name: 'Save profile' }).click();
    await expect(edit.getByText('Name is required.')).toBeVisible();
    await expect(edit.getByText('Invalid mobile number.')).toBeVisible();
    await edit.getByLabel('Name').fill('Profile P. Renamed');
    await edit.getByLabel('Mobile').fill('9123456780');
    await edit.getByRole('button', { name: 'Save profile' }).click();
    await expect(edit.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Profile P. Renamed' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: '9123456780' })).toBeVisible();

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill('changed-pass');
    await password.getByLabel('Confirm new password').fill('changed-pass');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The current password is not correct.').first()).toBeVisible();
    await password.getByLabel('Current password').fill(account.password);
    await password.getByLabel('New password', { exact: true }).fill('changed-pass');
    await password.getByLabel('Confirm new password').fill('changed-pass');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(
      password.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();

    // This browser stays signed in (after a reload too); the other one has been signed out.
    await page.reload();
    await expect(page).toHaveURL('/user/myprofile');
    await expect(page.getByRole('definition').filter({ hasText: 'Profile P. Renamed' })).toBeVisible();
    expect((await other.request.post('/api/v1/customer/refresh')).status()).toBe(401);
    await other.close();
    const relogin = await page.request.post('/api/v1/customer/login', {
      data: { identifier: account.email, password: 'changed-pass' },
    });
    expect(relogin.status()).toBe(200);
  });
});

/** A minimal real PDF (the API checks the magic bytes). */
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** A job application through the API, as the /job-now form sends it; `token` links it to an account. */
async function applyForJob(request: APIRequestContext, email: string, title: string, token?: string) {
  const response = await request.post('/api/v1/enquire', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    multipart: {
      name: 'Tara Singh',
      email,
      phone: '9812345670',
      city: 'Jabalpur',
      Experience: 'Fresher',
      current_salary: '4 LPA',
      job_title: title,
      resume: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf() },
    },
  });
  expect(response.ok()).toBe(true);
}

/** A guest purchase in the sandbox through the API (the checkout key cookie stays in `request`'s jar). */
async function buyAsGuest(request: APIRequestContext, email: string) {
  const created = await request.post('/api/v1/payment/order', {
    data: {
      items: [
        { kind: 'course', id: 'basic-python' },
        { kind: 'product', id: 'school-management-software' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const orderId = ((await created.json()) as { order_id: string }).order_id;
  const paid = (await (
    await request.post('/api/v1/payment/sandbox/pay', { data: { order_id: orderId, outcome: 'success' } })
  ).json()) as { razorpay_payment_id: string; razorpay_signature: string };
  const verify = await request.post('/api/v1/payment/verify', {
    data: { order_id: orderId, payment_id: paid.razorpay_payment_id, signature: paid.razorpay_signature },
  });
  expect(verify.ok()).toBe(true);
  const details = { name: 'Tara Singh', email, phone: '9812345670' };
  const saved = await request.post('/api/v1/payment/save', {
    data: { ...details, order_id: orderId, payment_id: paid.razorpay_payment_id, status: 'succeeded' },
  });
  expect(saved.ok()).toBe(true);
  const booked = await request.post('/api/v1/appointments', {
    data: { ...details, payment_id: paid.razorpay_payment_id },
  });
  expect(booked.status()).toBe(201);
  return orderId;
}

test.describe('history', () => {
  test('guest orders (course and software) and applications join the account once a one-time code proves the e-mail', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await createAccount(page, 'Tara Singh', 'history');
    // As a guest, in another browser: an application and a purchase with the account's e-mail.
    const guest = await browser.newContext({ baseURL });
    await applyForJob(guest.request, account.email, 'Guest QA Engineer');
    await buyAsGuest(guest.request, account.email);
    await guest.close();

    // A password login does not prove the address: nothing has joined yet.
    await logInAndDismiss(page, account);
    const menu = page.getByRole('navigation', { name: 'My account' });
    await menu.getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login/);

    // The one-time code does.
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Log in with a one-time code' }).click();
    await expect(page).toHaveURL(/\/otpverify/);
    const mail = await latestMailTo(account.email, 'Your sign-in code');
    await page.getByLabel('OTP').fill(/\b(\d{6})\b/.exec(mail.text)![1]!);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL('/user/myprofile');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();

    await menu.getByRole('link', { name: 'My Orders' }).click();
    const orders = page.getByRole('table', { name: /Your orders/ });
    const row = orders.getByRole('row').nth(1);
    await expect(row).toContainText('Basic Python');
    await expect(row).toContainText('(Course)');
    await expect(row).toContainText('(Software)');
    await expect(row).toContainText('Paid');
    await row.getByRole('link', { name: /^RCPT-/ }).click();
    await expect(page).toHaveURL(/\/user\/receipts\//);
    await expect(page.getByTestId('receipt-item')).toHaveCount(2);
    await expect(page.getByTestId('receipt-status')).toHaveText('Paid');

    await menu.getByRole('link', { name: 'My Course' }).click();
    await expect(page.getByText('Basic Python').first()).toBeVisible();

    await menu.getByRole('link', { name: 'My Job' }).click();
    const application = page.getByRole('row').filter({ hasText: 'Guest QA Engineer' });
    await expect(application).toContainText('New');

    // Staff shortlist it in the console (in their own browser); the customer sees the new status.
    const staff = await browser.newContext({ baseURL });
    const admin = await tokenOf(staff.request, ADMIN);
    const list = (await (
      await staff.request.get(`/api/v1/admin/applications?q=${encodeURIComponent(account.email)}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { data: { id: string; kind: string }[] };
    expect(list.data).toHaveLength(1);
    const patched = await staff.request.patch(`/api/v1/admin/applications/job/${list.data[0]!.id}`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { status: 'shortlisted' },
    });
    expect(patched.ok()).toBe(true);
    await staff.close();
    await page.reload();
    await expect(application).toContainText('Shortlisted');
  });
});

test.describe('privacy', () => {
  test('download my data, then delete the account: sessions end and the console no longer shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await createAccount(page, 'Privacy Person', 'privacy');
    const token = await tokenOf(page.request, account);
    const title = `Privacy Tester ${Date.now().toString(36)}`;
    await applyForJob(page.request, account.email, title, token);
    // Another browser signed in to the account.
    const other = await browser.newContext({ baseURL });
    await tokenOf(other.request, account);

    // Staff see the application in the console.
    const staff = await browser.newContext({ baseURL });
    const consolePage = await staff.newPage();
    await consolePage.goto('/login');
    await logIn(consolePage, ADMIN);
    await expect(consolePage).toHaveURL('/admin');
    await consolePage.goto(`/admin/applications?q=${encodeURIComponent(account.email)}`);
    await expect(consolePage.getByRole('table').getByText(title)).toBeVisible();

    await logInAndDismiss(page, account);
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL('/user/privacy');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^acme-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string; name: string };
      jobApplications: { jobTitle: string; status: string }[];
    };
    expect(exported.profile).toMatchObject({ email: account.email, name: 'Privacy Person' });
    expect(exported.jobApplications).toEqual([expect.objectContaining({ jobTitle: title, status: 'new' })]);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Type DELETE to confirm.', { exact: true })).toBeVisible();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    // Every session has ended: this browser, the other one, and the credentials.
    expect((await page.request.post('/api/v1/customer/refresh')).status()).toBe(401);
    expect((await other.request.post('/api/v1/customer/refresh')).status()).toBe(401);
    const login = await page.request.post('/api/v1/customer/login', {
      data: { identifier: account.email, password: account.password },
    });
    expect(login.status()).toBe(401);
    await page.goto('/user/myprofile');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);

    // The console no longer shows the application.
    await consolePage.reload();
    await expect(consolePage.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(consolePage.getByText(title)).toHaveCount(0);
    await expect(consolePage.getByText(account.email)).toHaveCount(0);
    await other.close();
    await staff.close();
  });
});
