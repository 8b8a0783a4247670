import { expect, test } from './fixtures';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * docs/requirements/DECISIONS.md "Payments": the key secret exists only on the server; the client knows only the public key id.
 * Scans every file of the built client (site/build/client) and the HTML the server sends for the pages that
 * take payments.
 */

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'site', 'build', 'client');

/** Names and code of the server-side secrets; none of them may reach a browser. */
const forbidden: Array<[string, RegExp]> = [
  ['key secret variable', /RAZORPAY_KEY_SECRET|RAZORPAY_WEBHOOK_SECRET|PAYMENT_SANDBOX_SECRET/],
  ['key secret field', /key_secret|keySecret|webhookSecret/],
  ['server signing code', /timingSafeEqual|createHmac/],
  [
    'a Razorpay secret-looking value',
    /rzp_(?:live|test)_[A-Za-z0-9]{14}[^A-Za-z0-9"'`][^"'`]{0,4}[A-Za-z0-9]{20,}/,
  ],
];

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

test('the built client contains no payment key secret', async () => {
  expect((await stat(clientDir)).isDirectory()).toBe(true);
  const secretsFromEnv = [
    process.env.RAZORPAY_KEY_SECRET,
    process.env.RAZORPAY_WEBHOOK_SECRET,
    process.env.PAYMENT_SANDBOX_SECRET,
  ].filter((value): value is string => Boolean(value && value.length >= 8));
  let scanned = 0;
  const findings: string[] = [];
  for await (const path of files(clientDir)) {
    if (!/\.(js|mjs|html|css|json|map|txt|xml)$/.test(path)) continue;
    const text = await readFile(path, 'utf8');
    scanned += 1;
    for (const [label, pattern] of forbidden)
      if (pattern.test(text)) findings.push(`${relative(clientDir, path)}: ${label}`);
    for (const secret of secretsFromEnv)
      if (text.includes(secret)) findings.push(`${relative(clientDir, path)}: the configured secret`);
  }
  expect(scanned).toBeGreaterThan(5);
  expect(findings).toEqual([]);
});

test('the pages that take payments send no secret, and the config endpoint only the public key id', async ({
  request,
}) => {
  for (const path of ['/products', '/courses/basic-python', '/cart']) {
    const html = await (await request.get(path)).text();
    for (const [, pattern] of forbidden) expect(html).not.toMatch(pattern);
  }
  const config = await (await request.get('/api/v1/payment/config')).json();
  // The public key id and what the site may say about test payments (docs/requirements/issues/23-safe-in-production.md), nothing else.
  expect(Object.keys(config).sort()).toEqual(['key_id', 'notice', 'sandbox', 'test_payments']);
  for (const [, pattern] of forbidden) expect(JSON.stringify(config)).not.toMatch(pattern);
});
