/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 6: the Content-Security-Policy of every page type has no 'unsafe-inline' in script-src;
 * server-rendered pages allow their inline scripts by a per-request nonce, prerendered pages by the hashes
 * of exactly their scripts; the site still works under it in a real browser (no violation, every page
 * hydrates); and after a login no token is in web storage.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, customer, removeDir, siteBuildDir, startServer, type ServerProcess } from './harness-b';

let server: ServerProcess;
let browser: Browser | undefined;

beforeAll(async () => {
  if (!existsSync(join(siteBuildDir, 'server', 'index.js'))) {
    throw new Error('the site is not built: run `pnpm build` (CI builds before the tests)');
  }
  server = await startServer({ env: { SITE_BUILD_DIR: siteBuildDir } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop('SIGKILL');
  if (server) removeDir(server.dataDir);
});

/** script-src of a CSP header, as a list of sources. */
function scriptSrc(csp: string): string[] {
  const directive = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => ({ attributes: match[1] ?? '', text: match[2] ?? '' }));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

async function get(path: string) {
  const response = await fetch(`${server.origin}${path}`);
  return {
    status: response.status,
    csp: response.headers.get('content-security-policy') ?? '',
    html: await response.text(),
  };
}

/** Prerendered (static files), server-rendered with data, with a query, the 404 page, and the API. */
const prerendered = ['/', '/about', '/courses', '/contact', '/services'];
const serverRendered = [
  '/blogs',
  '/career',
  '/team',
  '/login',
  '/register',
  '/courses?category=marketing',
  '/no-such-page',
];

describe('the Content-Security-Policy (issue 23, item 6)', () => {
  it("has no 'unsafe-inline' in script-src on any answer", async () => {
    for (const path of [...prerendered, ...serverRendered, '/api/v1/health', '/api/v1/blog']) {
      const { csp } = await get(path);
      expect(csp, path).toContain("default-src 'self'");
      expect(scriptSrc(csp), path).toContain("'self'");
      expect(scriptSrc(csp), path).not.toContain("'unsafe-inline'");
    }
  });

  it('sends the document-only headers with pages and SVGs, not with scripts, stylesheets and fonts', async () => {
    const { html } = await get('/');
    const assets = [...new Set([...html.matchAll(/\/assets\/[\w.~-]+\.(?:js|css|woff2)/g)].map((m) => m[0]))];
    expect(assets.some((asset) => asset?.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset?.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const response = await fetch(`${server.origin}${asset}`);
      expect(response.status, asset).toBe(200);
      // A browser obeys these only on a document; on a subresource they are bytes on every answer.
      expect(response.headers.get('content-security-policy'), asset).toBeNull();
      expect(response.headers.get('x-frame-options'), asset).toBeNull();
      // These still protect a subresource: no type sniffing, no embedding by other sites.
      expect(response.headers.get('x-content-type-options'), asset).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), asset).toBe('same-origin');
    }
    // An SVG opened on its own is a document that could run script: it keeps the policy.
    const svg = await fetch(`${server.origin}/media/brand/favicon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('allows the inline scripts of a prerendered page by their hashes, and nothing else', async () => {
    for (const path of prerendered) {
      const { csp, html } = await get(path);
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThanOrEqual(4);
      const allowed = scriptSrc(csp);
      for (const script of scripts)
        expect(allowed, `${path}: ${script.text.slice(0, 60)}`).toContain(sha256(script.text));
      expect(
        allowed.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(false);
    }
  });

  it('gives every server-rendered page a fresh nonce that each of its inline scripts carries', async () => {
    for (const path of serverRendered) {
      const first = await get(path);
      const second = await get(path);
      const nonces = [first, second].map(({ csp }) =>
        scriptSrc(csp).find((source) => source.startsWith("'nonce-")),
      );
      expect(nonces[0], path).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
      expect(nonces[1], path).not.toBe(nonces[0]);
      const nonce = nonces[0]!.slice("'nonce-".length, -1);
      // Data blocks (JSON-LD, the bootstrap's module code) never run, so no nonce is needed on them.
      const scripts = inlineScripts(first.html).filter(
        (script) => !/type="application\/(ld\+)?json"/.test(script.attributes),
      );
      expect(scripts.length, path).toBeGreaterThanOrEqual(4);
      for (const script of scripts)
        expect(script.attributes, `${path}: ${script.text.slice(0, 60)}`).toContain(`nonce="${nonce}"`);
      // No hash: a hash would allow a script that came in with a visitor's content.
      expect(
        scriptSrc(first.csp).some((source) => source.startsWith("'sha256-")),
        path,
      ).toBe(false);
    }
  });
});

describe('the site under its production CSP, in Chromium', () => {
  async function openPage(): Promise<{ page: Page; violations: string[] }> {
    browser ??= await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Init scripts run outside the page's CSP: report every violation the page meets.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        );
      });
    });
    return { page, violations };
  }

  const hydrated = (page: Page) =>
    page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
      timeout: 20_000,
    });

  it('hydrates prerendered and server-rendered pages with no violation', async () => {
    const { page, violations } = await openPage();
    for (const path of [...prerendered, '/blogs', '/career', '/login', '/no-such-page']) {
      await page.goto(`${server.origin}${path}`);
      await hydrated(page);
    }
    // A client-side navigation and the theme switch (its stored choice is applied by an inline script).
    await page.locator('header a[href="/about"]').first().click();
    await page.waitForURL(/\/about$/);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('keeps no token in web storage after a login (the access token lives in memory)', async () => {
    const person = customer('csp-login');
    expect((await call(server.api, 'POST', 'customer', { json: person })).status).toBe(200);
    const { page, violations } = await openPage();
    await page.goto(`${server.origin}/login`);
    await hydrated(page);
    const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/customer/login'));
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    const token = ((await (await loginAnswer).json()) as { data: { access_token: string } }).data
      .access_token;
    expect(token).toMatch(/^eyJ/);
    await page.waitForURL(/\/user\/myprofile$/);
    await page.reload();
    await hydrated(page);
    const stored = await page.evaluate(() => {
      const all: string[] = [];
      for (const storage of [localStorage, sessionStorage]) {
        for (let index = 0; index < storage.length; index++) {
          const key = storage.key(index)!;
          all.push(`${key}=${storage.getItem(key)}`);
        }
      }
      return { all, cookie: document.cookie };
    });
    expect(stored.all.join('\n')).not.toContain(token);
    expect(stored.all.join('\n')).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    // The refresh token is an httpOnly cookie: no script reads it.
    expect(stored.cookie).not.toContain('acme_refresh');
    // After the reload the session came back from the cookie: the profile shows.
    await page.getByText(person.email).first().waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
