import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from './fixtures';

/** Helpers shared by the customer-account specs (docs/requirements/issues/24-staff-console.md). */

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface Account {
  name: string;
  email: string;
  password: string;
  mobile: string;
}

/** Creates an account through the API (as the sign-up form does) and returns its credentials. */
export async function createAccount(page: Page, name = 'Kabir Shah', prefix = 'acct'): Promise<Account> {
  const account = { name, email: `${prefix}.${unique()}@example.com`, password: 'secret-pass', mobile: '9812345670' };
  const response = await page.request.post('/api/v1/customer', {
    multipart: { ...account, address: 'Wright Town, Jabalpur' },
  });
  expect(response.ok()).toBe(true);
  return account;
}

/** Signs in on /login (the page must be open) and waits for the dashboard's welcome, then closes it. */
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

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` (optionally with `subject`) in the outbox (DATA_DIR/outbox, one JSON file per message). */
export async function latestMailTo(to: string, subject?: string): Promise<OutboxMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (tests/playwright.config.ts sets it)');
  const outbox = join(dataDir, 'outbox');
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
