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
    email: 'ravi.kumar@example.com',
    subject: 'Website for two clinics',
    message: 'We need a website with online appointments for our clinics in Kochi and Thrissur.',
  }),
});
if (!enquiry.ok) throw new Error(`The sample enquiry was refused: ${enquiry.status} ${await enquiry.text()}`);

/** A one-page PDF the server accepts as a résumé (it checks the bytes). */
function samplePdf(text) {
  const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([Buffer.from(pdf, 'latin1')], { type: 'application/pdf' });
}
const application = new FormData();
for (const [name, value] of Object.entries({
  name: 'Kavya Menon',
  email: 'kavya.menon@example.com',
  phone: '9123456789',
  city: 'Kochi',
  Experience: 'Experience',
  current_salary: '8 LPA',
  job_title: 'React Developer',
}))
  application.append(name, value);
application.append('resume', samplePdf('Kavya Menon - Resume'), 'Kavya Menon resume.pdf');
const applied = await api('enquire', { method: 'POST', body: application });
if (!applied.ok)
  throw new Error(`The sample application was refused: ${applied.status} ${await applied.text()}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
await page.goto(`${base}/login?redirectTo=%2Fadmin`);
await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Log In', exact: true }).click();
await page.waitForURL(`${base}/admin`).catch(async (error) => {
  await page.screenshot({ path: join(out, 'login-failed.png') });
  throw new Error(
    `Signing in failed (docs/staff/login-failed.png): ${await page.locator('main').innerText()}`,
    {
      cause: error,
    },
  );
});

/** Opens a console page, waits for its heading and the end of loading, and saves it. */
async function shot(path, name, heading) {
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: false });
  console.log(`docs/staff/${name}.png  ${path}`);
}

await shot('/admin', 'overview', /welcome/i);
await shot('/admin/enquiries', 'enquiries', 'Enquiries');
await page
  .getByRole('link', { name: /Ravi Kumar|Website for two clinics/ })
  .first()
  .click();
await page.waitForURL(/\/admin\/enquiries\/[^/?]+$/);
await page.getByRole('heading', { level: 1, name: 'Website for two clinics' }).waitFor();
await page.waitForLoadState('networkidle');
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
