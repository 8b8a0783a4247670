#!/usr/bin/env node
// The README's "For staff" screenshots (docs/staff/*.png), taken from the real product.
//
//   ADMIN_EMAIL=admin@example.com ADMIN_PASSWORD=… pnpm start      # in one terminal
//   ADMIN_EMAIL=admin@example.com ADMIN_PASSWORD=… node tests/docs/staff-screenshots.mjs [http://127.0.0.1:3000]
//
// It sends one enquiry and one job application through the public API (so the lists are not empty),
// signs in as the administrator in Debian's Chromium (CHROMIUM_PATH overrides) and saves each console
// section at 1440 × 900, plus the enquiries list at 360 px wide (the console on a phone).
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const email = process.env.ADMIN_EMAIL;
const password = process.env.ADMIN_PASSWORD;
if (!email || !password) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD to the administrator the product was started with.');
  process.exit(1);
}
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'staff');
await mkdir(out, { recursive: true });

const api = (path, init) => fetch(`${base}/api/v1/${path}`, init);
const enquiry = await api('contactus', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Ravi Kumar',
    mobile: '9876543210',
    subject: 'Website for two clinics',
    message: 'We need a website with online appointments for our clinics in Kochi and Thrissur.',
  }),
});
if (!enquiry.ok) throw new Error(`The sample enquiry was refused: ${enquiry.status} ${await enquiry.text()}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
await page.goto(`${base}/login?redirectTo=%2Fadmin`);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Log In', exact: true }).click();
await page.waitForURL(`${base}/admin`);

/** Opens a console page, waits for its heading and the end of loading, and saves it. */
async function shot(path, name, heading) {
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: false });
  console.log(`docs/staff/${name}.png  ${path}`);
}

await shot('/admin', 'overview', /overview|console/i);
await shot('/admin/enquiries', 'enquiries', 'Enquiries');
await page.getByRole('link', { name: 'Website for two clinics' }).first().click();
await page.getByRole('heading', { level: 1 }).waitFor();
await page.screenshot({ path: join(out, 'enquiry.png') });
console.log('docs/staff/enquiry.png  (one enquiry)');
await shot('/admin/applications', 'applications', 'Applications');
await shot('/admin/orders', 'orders', 'Orders');
await shot('/admin/blogs', 'blogs', 'Blogs');
await shot('/admin/blogs/new', 'blog-editor', /new blog/i);
for (const [path, name, heading] of [['/admin/prices', 'prices', 'Prices']]) {
  const response = await page.goto(`${base}${path}`);
  if (response?.ok()) await shot(path, name, heading);
}
await shot('/admin/staff', 'staff', 'Staff');
await shot('/admin/audit', 'audit', /audit/i);

await page.setViewportSize({ width: 360, height: 780 });
await shot('/admin/enquiries', 'enquiries-phone', 'Enquiries');
await browser.close();
