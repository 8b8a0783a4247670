import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from './fixtures';

/**
 * Helpers shared by the e2e specs: accounts and sign-in (docs/requirements/issues/24-staff-console.md), the
 * seeded administrator, the toasts region, the console's navigation, and real files to upload.
 */

/** The administrator the e2e server seeds (ADMIN_EMAIL and ADMIN_PASSWORD in tests/playwright.config.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-e2e' } as const;

/** The toasts' live region (hidden while empty). */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: /notifications/i, includeHidden: true });

/** The staff console's side navigation. */
export const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

/** An access token for the account, from the API's password login. */
export async function tokenOf(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/api/v1/customer/login', {
    data: { identifier: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** A real one-page PDF showing `text` (the server checks the magic bytes; downloads are compared byte for byte). */
export function smallPdf(text = 'Asha Verma - Resume'): Buffer {
  const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface Account {
  name: string;
  email: string;
  password: string;
  mobile: string;
}

/** Creates an account through the API (as the sign-up form does) and returns its credentials. */
export async function createAccount(page: Page, name = 'Kabir Shah', prefix = 'acct'): Promise<Account> {
  const account = {
    name,
    email: `${prefix}.${unique()}@example.com`,
    password: 'secret-pass',
    mobile: '9812345670',
  };
  const response = await page.request.post('/api/v1/customer', {
    multipart: { ...account, address: 'Wright Town, Jabalpur' },
  });
  expect(response.ok()).toBe(true);
  return account;
}

/** Signs in on /login (the page must be open) and waits for the dashboard's welcome, then closes it. */
/**
 * A customer and a staff member (a customer the administrator granted staff access), registered through the API
 * with addresses unique to this run: for the tests that check what each of them is refused.
 */
export async function staffAndCustomer(
  request: APIRequestContext,
  label: string,
): Promise<{ staffer: { email: string; password: string }; customer: { email: string; password: string } }> {
  const stamp = unique();
  const slug = label.toLowerCase();
  const staffer = { email: `${slug}.staff.${stamp}@example.com`, password: 'staff-password' };
  const customer = { email: `${slug}.customer.${stamp}@example.com`, password: 'customer-password' };
  for (const [name, account] of [
    [`${label} Staff`, staffer],
    [`${label} Customer`, customer],
  ] as const) {
    const registered = await request.post('/api/v1/customer', {
      multipart: { name, mobile: '9876543210', address: 'Jabalpur', ...account },
    });
    expect(registered.status()).toBe(200);
  }
  const granted = await request.post('/api/v1/admin/staff', {
    headers: { authorization: `Bearer ${await tokenOf(request, ADMIN)}` },
    data: { email: staffer.email },
  });
  expect(granted.status()).toBe(201);
  return { staffer, customer };
}

/** The console sweeps' matrix: both themes at the narrowest and the widest width the console is laid out for. */
export const THEMES_AT_BOTH_ENDS = [
  { theme: 'dark', width: 360 },
  { theme: 'dark', width: 1440 },
  { theme: 'light', width: 360 },
  { theme: 'light', width: 1440 },
] as const;

/** The theme and the viewport width the next page load uses (the theme is read from storage before paint). */
export async function setThemeAndWidth(page: Page, theme: 'dark' | 'light', width: number) {
  await page.evaluate((t) => window.localStorage.setItem('acme-theme', t), theme);
  await page.setViewportSize({ width, height: 900 });
}

/**
 * What is wrong with the page as shown, each line starting with `label`: wider than the screen, and (unless
 * `axe` is false) every axe violation with up to three of its elements.
 */
export async function fitAndAxeFailures(page: Page, label: string, { axe = true } = {}): Promise<string[]> {
  const failures: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) failures.push(`${label}: ${overflow}px wider than the screen`);
  if (!axe) return failures;
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const v of violations)
    failures.push(
      `${label}: ${v.id} ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
    );
  return failures;
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

export async function logInAndDismiss(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\//);
  const welcome = page.getByRole('alertdialog', { name: 'Login Successful' });
  await welcome.getByRole('button', { name: 'Ok' }).click();
  await expect(welcome).toBeHidden();
}

/** The server's data folder for this run (uploads, the mail outbox): tests/playwright.config.ts sets it. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (tests/playwright.config.ts sets it)');
  return dir;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` (optionally with `subject`) in the outbox (DATA_DIR/outbox, one JSON file per message). */
export async function latestMailTo(to: string, subject?: string): Promise<OutboxMail> {
  const outbox = join(dataDir(), 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(join(outbox, name), 'utf8')) as OutboxMail;
      if (mail.to === to && (subject === undefined || mail.subject === subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to}${subject ? ` (${subject})` : ''} in ${outbox}`);
}
