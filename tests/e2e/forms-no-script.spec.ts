import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN, dataDir, tokenOf, unique } from './account-helpers';
import { countPosts, noScript, resume, storedCopies } from './no-script-helpers';

/**
 * Every public form works with no script at all (docs/requirements/issues/22-every-press-counts.md): a plain POST to its route's action, which
 * validates with the API's own zod schema, calls the API on the server and answers field errors (with
 * the typed values kept), a confirmation, or a redirect. The hydrated behaviour is covered by
 * forms-contact, forms-applications, auth and dashboard.
 */

async function createAccount(request: APIRequestContext, prefix: string) {
  const account = {
    name: 'Kavya Rao',
    email: `${prefix}.${unique()}@example.com`,
    mobile: '9812345670',
    address: 'Wright Town, Jabalpur',
    password: 'secret-pass',
  };
  const response = await request.post('/api/v1/customer', { multipart: account });
  expect(response.ok()).toBe(true);
  return account;
}

/** The newest mail to `to` in the development outbox (DATA_DIR/outbox, one JSON file per message). */
async function latestCodeFor(to: string, after: number): Promise<string> {
  const outbox = join(dataDir(), 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.json'),
    );
    for (const name of names.sort().reverse()) {
      const mail = JSON.parse(await readFile(join(outbox, name), 'utf8')) as {
        to: string;
        text: string;
        date?: string;
      };
      if (mail.to !== to) continue;
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code && (names.length > 0 || after === 0)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

test.describe('forms without JavaScript', () => {
  test('contact: server-rendered field errors keep the typed text; a valid enquiry is sent once and thanked', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await noScript(browser, baseURL);
    const posts = countPosts(page, '/contact');
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Rohan Mehta');
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible();
    await expect(page.getByText('Subject is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Message is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Name')).toHaveValue('Rohan Mehta');
    await expect(page.getByLabel('Phone')).toHaveValue('12');
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Subject').fill('A new website');
    await page.getByLabel('Message').fill('We would like a quote for a five-page company website.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thanks For Contacting Us' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('We will contact you soon');
    await expect(thanks).toContainText("Thanks for contacting us! We'll get back to you soon.");
    // The form is empty again, ready for another enquiry. There is no API to read enquiries back: the
    // page made exactly two posts (the invalid one and this one), and the thanks only comes from a 2xx.
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(posts.count()).toBe(2);
    await context.close();
  });

  test('contact: the same enquiry posted twice (a double press, a resend) reaches the console once', async ({
    request,
  }) => {
    // What a browser without script sends, twice: the action keys the API call by the submission itself.
    const subject = `Resent enquiry ${unique()}`;
    const form = {
      name: 'Rohan Mehta',
      phone: '9876543210',
      email: '',
      subject,
      message: 'Please call me back.',
    };
    for (let n = 0; n < 2; n += 1) {
      const posted = await request.post('/contact', { form, maxRedirects: 0 });
      expect(posted.status()).toBeLessThan(400);
    }
    // A different message is a new enquiry.
    const other = await request.post('/contact', {
      form: { ...form, message: 'Or e-mail me.' },
      maxRedirects: 0,
    });
    expect(other.status()).toBeLessThan(400);
    const login = await request.post('/api/v1/customer/login', {
      multipart: { identifier: 'admin@example.com', password: 'admin-password-e2e' },
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const listed = await request.get(`/api/v1/admin/enquiries?q=${encodeURIComponent(subject)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const enquiries = ((await listed.json()) as { data: { subject: string; message: string }[] }).data;
    expect(
      enquiries
        .filter((enquiry) => enquiry.subject === subject)
        .map((enquiry) => enquiry.message)
        .sort(),
    ).toEqual(['Or e-mail me.', 'Please call me back.']);
  });

  test('job application: the first failing check at its field; a valid one with its resume arrives once', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await noScript(browser, baseURL);
    await page.goto('/job-now');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Full Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid Email', { exact: true })).toHaveCount(0);

    await page.getByLabel('Full Name').fill('Nisha Kapoor');
    await page.getByLabel('Email').fill('nisha@example');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Nisha Kapoor');
    await expect(page.getByLabel('Email')).toHaveValue('nisha@example');

    await page.getByLabel('Email').fill(`nisha.${unique()}@example.com`);
    await page.getByLabel('Phone').fill('9876501234');
    await page.getByLabel('City').fill('Indore');
    await page.getByRole('radio', { name: 'Fresher' }).check();
    await page.getByLabel('Expected CTC').fill('4.5 LPA');
    const file = resume();
    await page.getByLabel('Resume').setInputFiles(file);
    expect(await storedCopies(file.buffer)).toBe(0);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Application submitted successfully/ }),
    ).toBeVisible();
    // The API stored exactly one resume for it (DATA_DIR/uploads/resumes).
    expect(await storedCopies(file.buffer)).toBe(1);
    await context.close();
  });

  test('internship: every message at its field; a valid application with its resume is stored once', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page } = await noScript(browser, baseURL);
    await page.goto('/apply-now');
    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Invalid number. Must be 10 digits starting with 6-9.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Please select a course', { exact: true })).toBeVisible();
    await expect(page.getByText('Resume file is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('meera@example.com');

    const email = `meera.${unique()}@example.com`;
    await page.getByLabel('Name').fill('Meera Iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Number').fill('9123456780');
    await page.getByLabel('Course').selectOption('mern-stack');
    await page.getByLabel('Resume').setInputFiles(resume('meera-iyer.pdf'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByText('Thank you for applying. We will review your application and get back to you soon.'),
    ).toBeVisible();

    const headers = { Authorization: `Bearer ${await tokenOf(request, ADMIN)}` };
    const list = (await (await request.get('/api/v1/internship', { headers })).json()) as { email: string }[];
    expect(list.filter((row) => row.email === email)).toHaveLength(1);
    await context.close();
  });

  test('register signs in (issue 32), and a password login works: the session cookie is set and /user opens signed in', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await noScript(browser, baseURL);
    await page.goto('/register');
    await page.getByLabel('Name').fill('Kiran Das');
    await page.getByLabel('Email').fill('kiran@');
    await page.getByLabel('Mobile').fill('5123456789');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Invalid email address.', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid mobile number.', { exact: true })).toBeVisible();
    await expect(page.getByText('Address is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Kiran Das');
    await expect(page.getByLabel('Mobile')).toHaveValue('5123456789');

    const email = `kiran.${unique()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile').fill('9876543210');
    await page.getByLabel('Address').fill('Civil Lines, Jabalpur');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): signed in at once (it used to go to
    // /login?email=…), on to the dashboard.
    await expect(page).toHaveURL(/\/user(\/myprofile)?$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'acme_refresh')).toBe(true);
    await context.clearCookies();

    await page.goto(`/login?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    // Wrong password: the API's message, the e-mail kept, no password written back.
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toContainText(
      'Invalid email or password.',
    );
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    // /user, whose index opens My Profile.
    await expect(page).toHaveURL(/\/user(\/myprofile)?$/);
    const cookies = await context.cookies();
    const refresh = cookies.find((cookie) => cookie.name === 'acme_refresh');
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.path).toBe('/api/v1');

    // The same browser with its script on: the dashboard restores the session from that cookie.
    const withScript = await browser.newContext({ baseURL, storageState: await context.storageState() });
    const dashboard = await withScript.newPage();
    await dashboard.goto('/user/myprofile');
    await expect(dashboard).toHaveURL('/user/myprofile');
    // "Login Successful", left by the action for the first page that hydrates.
    const welcome = dashboard.getByRole('alertdialog', { name: 'Login Successful' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Ok' }).click();
    await expect(dashboard.getByRole('definition').filter({ hasText: 'Kiran Das' })).toBeVisible();
    expect(await dashboard.evaluate(() => Object.keys(localStorage))).not.toContain('token');
    await withScript.close();
    await context.close();
  });

  test('login: empty fields get the spec messages from the server', async ({ browser, baseURL }) => {
    const { context, page } = await noScript(browser, baseURL);
    await page.goto('/login?redirectTo=%2Fuser%2Fmyjobs');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Email is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();
    // The one-time-code button with no e-mail: the same message, still on /login.
    await page.getByRole('button', { name: 'Log in with a one-time code' }).click();
    await expect(page.getByText('Email is required.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Log in with a one-time code' }).click();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-address');
    await context.close();
  });

  test('one-time code: requested from /login, the mailed code signs in and opens My Profile', async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await createAccount(request, 'otp-noscript');
    const { context, page } = await noScript(browser, baseURL);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Log in with a one-time code' }).click();
    await expect(page).toHaveURL(`/otpverify?id=${encodeURIComponent(account.email)}`);
    await expect(page.getByText(account.email)).toBeVisible();

    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('OTP is required', { exact: true })).toBeVisible();

    const code = await latestCodeFor(account.email, 0);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('OTP').fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Verification Failed' })).toContainText(
      'Invalid OTP',
    );

    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL('/user/myprofile');
    expect((await context.cookies()).some((cookie) => cookie.name === 'acme_refresh')).toBe(true);
    await context.close();
  });

  test('/otpverify without an e-mail asks for it and sends the code', async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await createAccount(request, 'otp-ask');
    const { context, page } = await noScript(browser, baseURL);
    await page.goto('/otpverify');
    await expect(page.getByText('This link has no e-mail address')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Email is required.', { exact: true })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(`/otpverify?id=${encodeURIComponent(account.email)}`);
    await expect(page.getByLabel('OTP')).toBeVisible();
    expect(await latestCodeFor(account.email, 0)).toMatch(/^\d{6}$/);
    await context.close();
  });
});

test.describe('the same forms once hydrated', () => {
  test('/otpverify without an e-mail: Send code opens the code entry', async ({ page, request }) => {
    const account = await createAccount(request, 'otp-ask-js');
    await page.goto('/otpverify');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(`/otpverify?id=${encodeURIComponent(account.email)}`);
    await expect(page.getByLabel('OTP')).toBeVisible();
  });

  test('a reload of the dashboard restores the session from the refresh cookie; no token in storage', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'reload');
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/user(\/myprofile)?$/);
    await page.goto('/user/myprofile');
    await expect(page.getByRole('definition').filter({ hasText: account.name })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
