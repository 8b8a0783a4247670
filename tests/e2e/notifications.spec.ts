import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';

/**
 * Notifications (issue 24), end to end: a visitor sends an enquiry in the browser, the server sends the staff
 * notification and the visitor's confirmation over SMTP (SMTP_URL) to the real SMTP server of
 * e2e/smtp-setup.ts, and the staff mail's link opens the enquiry in the console.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-e2e' };
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
