import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loggerOptions } from '../src/app.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  form,
  packageRoot,
  pdfBytes,
  startTestServer,
  type TestServer,
} from './helpers.js';

/** The real site build, when `pnpm build` has run (CI builds before testing). */
const realSiteBuild = join(packageRoot, '..', '..', 'site', 'build');
const hasRealBuild = existsSync(join(realSiteBuild, 'server', 'index.js'));

describe('serving the site and logging', () => {
  let server: TestServer;
  let fakeBuild: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    // A client-only build: static files and one prerendered page, no server bundle.
    fakeBuild = mkdtempSync(join(tmpdir(), 'acme-site-build-'));
    mkdirSync(join(fakeBuild, 'client', 'assets'), { recursive: true });
    mkdirSync(join(fakeBuild, 'client', 'about'), { recursive: true });
    writeFileSync(
      join(fakeBuild, 'client', 'assets', 'entry-Abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
    );
    writeFileSync(
      join(fakeBuild, 'client', 'about', 'index.html'),
      '<!doctype html><title>About Us</title><h1>About</h1>',
    );
    writeFileSync(join(fakeBuild, 'client', 'robots.txt'), 'User-agent: *\n');
  });

  afterAll(async () => {
    await server?.close();
    rmSync(fakeBuild, { recursive: true, force: true });
  });

  it('answers a clear 503 page when the site is not built, and keeps the API working', async () => {
    const root = new URL('/', server.base);
    const page = await fetch(root);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('The site has not been built yet');
    expect((await call(server.base, 'GET', 'health')).status).toBe(200);
  });

  it('serves hashed assets for a year, compressed, and prerendered pages', async () => {
    const extra = await server.extraApp({ siteBuildDir: fakeBuild });
    const origin = new URL('/', extra.base);
    const asset = await fetch(new URL('/assets/entry-Abc123.js', origin), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const about = await fetch(new URL('/about', origin));
    expect(about.status).toBe(200);
    expect(about.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await about.text()).toContain('<title>About Us</title>');
    expect((await fetch(new URL('/robots.txt', origin))).status).toBe(200);
    // A page with a query string may render differently from its prerendered copy: the SSR handler answers
    // (here there is none, hence the 503 page). Files other than pages ignore the query.
    const aboutWithQuery = await fetch(new URL('/about?ref=newsletter', origin));
    expect(aboutWithQuery.status).toBe(503);
    expect(await aboutWithQuery.text()).toContain('The site has not been built yet');
    expect((await fetch(new URL('/about?', origin))).status).toBe(200);
    expect((await fetch(new URL('/robots.txt?v=2', origin))).status).toBe(200);
    expect((await fetch(new URL('/assets/entry-Abc123.js?v=2', origin))).status).toBe(200);
    // Without a server bundle, other pages are the 503 page; paths never escape the build folder.
    expect((await fetch(new URL('/blogs', origin))).status).toBe(503);
    expect((await fetch(new URL('/assets/..%2f..%2fpackage.json', origin))).status).not.toBe(200);
    const api404 = await fetch(new URL('/api/v2/anything', origin));
    expect(api404.status).toBe(404);
    expect(await api404.json()).toMatchObject({ errors: {} });
  });

  it("sends the build's precompressed copies of pages and assets to browsers that accept them", async () => {
    const build = mkdtempSync(join(tmpdir(), 'acme-site-build-'));
    const client = join(build, 'client');
    mkdirSync(join(client, 'assets'), { recursive: true });
    mkdirSync(join(client, 'about'), { recursive: true });
    const script = `console.log(${JSON.stringify('Acme '.repeat(2000))});\n`;
    const page = `<!doctype html><title>About Us</title>${'<p>We build software.</p>'.repeat(200)}`;
    writeFileSync(join(client, 'assets', 'entry-Abc123.js'), script);
    writeFileSync(join(client, 'about', 'index.html'), page);
    writeFileSync(join(client, 'robots.txt'), 'User-agent: *\n');
    // A copy left by an earlier build of a file that is now too small to compress.
    writeFileSync(join(client, 'robots.txt.br'), 'stale');
    execFileSync(process.execPath, [join(realSiteBuild, '..', 'scripts', 'precompress.mjs'), client]);
    expect(existsSync(join(client, 'assets', 'entry-Abc123.js.br'))).toBe(true);
    expect(existsSync(join(client, 'about', 'index.html.gz'))).toBe(true);
    expect(existsSync(join(client, 'robots.txt.br'))).toBe(false);
    // The copies are not the per-request compression's: Brotli at its best quality.
    const brotliFile = readFileSync(join(client, 'assets', 'entry-Abc123.js.br'));
    expect(brotliFile.length).toBeLessThan(200);

    const extra = await server.extraApp({ siteBuildDir: build });
    try {
      for (const [path, body] of [
        ['/assets/entry-Abc123.js', script],
        ['/about', page],
      ] as const) {
        for (const encoding of ['br', 'gzip']) {
          const answer = await fetch(new URL(path, extra.base), { headers: { 'accept-encoding': encoding } });
          expect(answer.headers.get('content-encoding'), `${path} ${encoding}`).toBe(encoding);
          expect(answer.headers.get('vary'), path).toMatch(/accept-encoding/i);
          // fetch decodes the body: it is the file itself.
          expect(await answer.text(), `${path} ${encoding}`).toBe(body);
        }
        const plain = await fetch(new URL(path, extra.base), { headers: { 'accept-encoding': 'identity' } });
        expect(plain.headers.get('content-encoding'), path).toBeNull();
        expect(await plain.text(), path).toBe(body);
      }
      const brotliAsset = await fetch(new URL('/assets/entry-Abc123.js', extra.base), {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(brotliAsset.headers.get('content-encoding')).toBe('br');
      expect(brotliAsset.headers.get('content-type')).toMatch(/javascript/);
      expect(brotliAsset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(brotliAsset.headers.get('content-length'))).toBe(brotliFile.length);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it('sends the security headers on pages, assets, API answers and errors', async () => {
    const extra = await server.extraApp({ siteBuildDir: fakeBuild });
    for (const path of ['/about', '/api/v1/job', '/api/v2/anything', '/blogs']) {
      const answer = await fetch(new URL(path, extra.base));
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      // No 'unsafe-inline' (docs/requirements/issues/23-safe-in-production.md): pages add their nonce or their scripts' hashes.
      expect(csp, path).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com(;| '(nonce|sha256)-)/);
      expect(/script-src [^;]*/.exec(csp)?.[0], path).not.toContain('unsafe-inline');
      expect(csp, path).toContain('frame-src');
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
      expect(answer.headers.get('cross-origin-embedder-policy'), path).toBeNull();
    }
    // A script obeys none of the document's headers: it keeps those that protect a subresource.
    const script = await fetch(new URL('/assets/entry-Abc123.js', extra.base));
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-frame-options')).toBeNull();
  });

  it.skipIf(!hasRealBuild)(
    'renders server pages with data from the API through the real site build',
    async () => {
      const extra = await server.extraApp({ siteBuildDir: realSiteBuild });
      const origin = new URL('/', extra.base);
      const blogs = await fetch(new URL('/blogs', origin));
      expect(blogs.status).toBe(200);
      expect(await blogs.text()).toContain('Keeping Your Cloud Costs Under Control');
      // /courses is prerendered; with ?category= the server renders that category instead of the file.
      const marketing = await (await fetch(new URL('/courses?category=marketing', origin))).text();
      expect(marketing).toMatch(/aria-current="page"[^>]*href="\/courses\?category=marketing"/);
      expect(marketing).toContain('Digital Marketing');
      expect(await (await fetch(new URL('/courses', origin))).text()).toMatch(
        /aria-current="page"[^>]*href="\/courses\?category=software-development"/,
      );
      const missing = await fetch(new URL('/no-such-page', origin));
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/text\/html/);
    },
  );

  it('never logs passwords, tokens, codes or personal data', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ ...server.config, logLevel: 'debug' });
    const extra = await server.extraApp({}, { logger: { ...(options as object), stream } });
    const secrets = {
      name: 'Meera Joshi',
      email: 'meera.joshi@example.com',
      mobile: '9988776655',
      address: '77 Wright Town, Jabalpur',
      password: 'very-secret-password',
    };
    expect((await call(extra.base, 'POST', 'customer', { json: secrets })).status).toBe(200);
    const login = await call(extra.base, 'POST', 'customer/login', {
      json: { identifier: secrets.email, password: secrets.password },
    });
    const token = login.body.data.access_token as string;
    await call(extra.base, 'GET', `customer/one/${login.body.data.userId}`, { token });
    await call(extra.base, 'POST', 'customer/otp/request', { json: { email: secrets.email } });
    await call(extra.base, 'POST', 'customer/otp', { json: { email: secrets.email, otp: '123456' } });
    await call(extra.base, 'POST', 'contactus', {
      json: { name: secrets.name, mobile: secrets.mobile, subject: 'Hi', message: secrets.address },
    });
    await call(extra.base, 'POST', 'internship', {
      form: form({
        name: secrets.name,
        email: secrets.email,
        number: secrets.mobile,
        course: 'data-science',
        resume: { name: 'meera-cv.pdf', bytes: pdfBytes() },
      }),
    });
    await call(extra.base, 'GET', `blog?page=1&limit=2&email=${encodeURIComponent(secrets.email)}`);
    const output = lines.join('');
    expect(output).toContain('request completed');
    for (const value of [...Object.values(secrets), token, 'meera-cv.pdf', 'acme_refresh', 'Bearer']) {
      expect(output).not.toContain(value);
    }
  });

  it("serves the prerendered course and product pages only while their prices are the catalogue's (docs/requirements/issues/24-staff-console.md)", async () => {
    const build = mkdtempSync(join(tmpdir(), 'acme-site-build-'));
    try {
      mkdirSync(join(build, 'client', 'courses'), { recursive: true });
      writeFileSync(join(build, 'client', 'courses', 'index.html'), '<!doctype html><title>Courses</title>');
      writeFileSync(join(build, 'client', 'courses.data'), '[]');
      mkdirSync(join(build, 'client', 'about'), { recursive: true });
      writeFileSync(join(build, 'client', 'about', 'index.html'), '<!doctype html><title>About Us</title>');
      const extra = await server.extraApp({ siteBuildDir: build });
      const page = (path: string) => fetch(new URL(path, extra.base));
      expect((await page('/courses')).status).toBe(200);
      expect((await page('/courses.data')).status).toBe(200);

      const login = await call(extra.base, 'POST', 'customer/login', {
        json: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      const token = login.body.data.access_token as string;
      const change = (json: object) =>
        call(extra.base, 'PATCH', 'admin/prices/course/data-analytics', { token, json });
      expect((await change({ price: 2199 })).status).toBe(200);
      // The file has the old price: the server renders the page instead (this build has no server bundle,
      // so that is its 503 page), and its data too. Other prerendered pages are still the files.
      const stale = await page('/courses');
      expect(stale.status).toBe(503);
      expect(await stale.text()).toContain('The site has not been built yet');
      expect((await page('/courses.data')).status).toBe(503);
      expect((await page('/about')).status).toBe(200);

      // Back to the catalogue's price and for sale: the files are served again.
      expect((await change({ price: 1999 })).status).toBe(200);
      expect((await page('/courses')).status).toBe(200);
      expect((await change({ available: false })).status).toBe(200);
      expect((await page('/courses')).status).toBe(503);
      expect((await change({ available: true })).status).toBe(200);
      expect((await page('/courses')).status).toBe(200);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
