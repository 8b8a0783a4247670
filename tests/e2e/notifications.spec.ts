import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { ADMIN } from './account-helpers';

/**
 * Notifications (docs/requirements/issues/24-staff-console.md), end to end: a visitor sends an enquiry in the browser, the server sends the staff
 * notification and the visitor's confirmation over SMTP (SMTP_URL) to the real SMTP server of
 * e2e/smtp-setup.ts, and the staff mail's link opens the enquiry in the console.
 */

const STAFF_EMAIL = 'staff.inbox@example.com';

interface ArrivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  via?: string;
}

/** The first mail to `to` whose subject matches, as the SMTP server received it (filed in DATA_DIR/outbox). */
async function arrivedMail(to: string, subject: RegExp): Promise<ArrivedMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (tests/playwright.config.ts sets it)');
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.json'),
    );
    for (const name of names.sort()) {
      const mail = JSON.parse(await readFile(join(outbox, name), 'utf8')) as ArrivedMail;
      if (mail.to === to && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} arrived at the SMTP server`);
}

async function openContact(page: Page) {
  // The map embed is a third-party page; the site must work without it, so tests never load it.
  await page.route(/google\.[a-z.]+\/maps/, (route) => route.abort());
  await page.goto('/contact');
  await page.waitForSelector('html[data-hydrated]');
}

test('an enquiry sent in the browser reaches staff and the visitor by SMTP; the staff link opens it', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const subject = `Hotel booking software ${stamp}`;
  const visitor = `meera.${stamp}@example.com`;

  await openContact(page);
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Phone').fill('9988776655');
  await page.getByLabel('E-mail').fill(visitor);
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Message')
    .fill('Please show us the booking software for our 40-room hotel <in Goa>.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Thanks For Contacting Us' })).toBeVisible();

  const staff = await arrivedMail(STAFF_EMAIL, new RegExp(`^New enquiry: ${subject}$`));
  expect(staff.via).toBe('smtp');
  expect(staff.text).toContain('Meera Iyer sent an enquiry through the contact form.');
  expect(staff.text).toContain(`E-mail: ${visitor}`);
  expect(staff.html).toContain('40-room hotel &lt;in Goa&gt;.');
  const link = new RegExp(`${baseURL}/admin/enquiries/[0-9a-f-]{36}`).exec(staff.text)?.[0];
  expect(link, 'the console link in the staff mail').toBeDefined();

  const confirmation = await arrivedMail(visitor, /^We received your enquiry$/);
  expect(confirmation.via).toBe('smtp');
  expect(confirmation.text).toContain('Hello Meera Iyer,');
  expect(confirmation.text).toContain(`Subject: ${subject}`);

  // The link opens the enquiry in the console (after signing in), with the e-mail the visitor gave.
  await page.goto(link!);
  await page.waitForSelector('html[data-hydrated]');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(link!);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: visitor })).toHaveAttribute('href', `mailto:${visitor}`);
});

test('an administrator invites a new colleague by e-mail; the link creates their staff account once', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const invitee = `colleague.${stamp}@example.com`;

  await page.goto('/login?redirectTo=%2Fadmin%2Fstaff');
  await page.waitForSelector('html[data-hydrated]');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL('/admin/staff');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(invitee);
  await page.getByRole('button', { name: 'Give staff access' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}`).first()).toBeVisible();
  const pending = page.getByRole('table', { name: /Pending invitations/ });
  await expect(pending.getByRole('row').filter({ hasText: invitee })).toContainText(ADMIN.email);

  const mail = await arrivedMail(invitee, /^You are invited to the Acme Softech staff console$/);
  expect(mail.via).toBe('smtp');
  const link = new RegExp(`${baseURL}/staff-invitation\\?token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link, 'the invitation link').toBeDefined();

  // The invitee (another browser) chooses a name and a password, then signs in and lands on the console.
  const other = await browser.newContext({ baseURL });
  const invited = await other.newPage();
  await invited.goto(link!);
  await expect(invited.getByRole('heading', { level: 1, name: 'Join the Acme Softech staff' })).toBeVisible();
  await expect(invited.getByRole('textbox', { name: 'E-mail' })).toHaveValue(invitee);
  await invited.waitForSelector('html[data-hydrated]');
  expect((await new AxeBuilder({ page: invited }).analyze()).violations).toEqual([]);
  await invited.getByRole('textbox', { name: 'Name' }).fill('Kavya Nair');
  await invited.getByLabel('Password', { exact: true }).fill('kavya-password');
  await invited.getByLabel('Confirm password').fill('kavya-password');
  await invited.getByRole('button', { name: 'Create my staff account' }).click();
  await expect(invited.getByText('Your staff account is ready.')).toBeVisible();
  await invited.getByRole('main').getByRole('link', { name: 'Log In', exact: true }).click();
  await invited.waitForSelector('html[data-hydrated]');
  await invited.getByLabel('Email').fill(invitee);
  await invited.getByLabel('Password').fill('kavya-password');
  await invited.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(invited).toHaveURL('/admin');
  await expect(invited.getByText(/· Staff$/)).toBeVisible();

  // The link worked once.
  await invited.goto(link!);
  await expect(
    invited.getByText(/This invitation has expired, has been cancelled or has already been used/),
  ).toBeVisible();
  await other.close();

  await page.reload();
  await expect(
    page
      .getByRole('table', { name: /^Staff/ })
      .getByRole('row')
      .filter({ hasText: invitee }),
  ).toContainText('Staff');
  await expect(pending.getByRole('row').filter({ hasText: invitee })).toHaveCount(0);
});
