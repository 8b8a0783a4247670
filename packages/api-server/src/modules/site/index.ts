import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { catalogPrice, courseCatalog, maxUploadBytes, productCatalog } from '@company/contracts';

import { courses, products } from '../../db/schema.js';
import { SIGNED_IN_COOKIE } from '../../lib/auth.js';
import { databaseUnavailable, RETRY_AFTER_SECONDS, safeError } from '../../lib/errors.js';
import { catalogueCacheKeys } from '../courses/index.js';
import { cspNonce, inlineScriptHashes, withScriptSources } from '../../lib/security-headers.js';
import { loadGatewayConfig, TEST_PAYMENTS_NOTICE } from '../payments/index.js';

type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** Statuses whose answers have no body (a `Response` with one throws). */
const BODYLESS = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for the site's route actions that calls this server's own API in-process (`app.inject`) as the
 * visitor's address: the API's per-address rate limits (login, OTP, contact, applications) then count each
 * visitor, not the loopback address every server-side call would share (the server does not trust
 * X-Forwarded-For, so forwarding a header would not do).
 */
function apiFetchFor(app: FastifyInstance, remoteAddress: string) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    for (const [name, value] of request.headers) headers[name] = value;
    // `remoteAddress` already is the visitor's address (as TRUST_PROXY resolved it): no header may change it.
    delete headers['x-forwarded-for'];
    delete headers['x-forwarded-host'];
    delete headers['x-forwarded-proto'];
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload,
      remoteAddress,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, String(item));
      else responseHeaders.set(name, String(value));
    }
    return new Response(BODYLESS.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md): with PAYMENT_SANDBOX=on (test payments on purpose, e.g. a staging site in production mode) every page
 * says so at its top. It is added to the HTML as it leaves (prerendered pages were built without knowing), as
 * the first child of `<body>`; React leaves an unexpected element there alone when it hydrates.
 */
const testPaymentsBanner =
  '<aside data-test-payments-banner aria-label="Test payments" style="background:#ffd84d;color:#000;' +
  'font:600 0.9375rem/1.4 system-ui,sans-serif;padding:0.5rem 1rem;text-align:center">' +
  `${TEST_PAYMENTS_NOTICE}</aside>`;

export function withTestPaymentsBanner(html: string): string {
  return html.replace(/<body\b[^>]*>/i, (body) => `${body}${testPaymentsBanner}`);
}

const unavailablePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site not built yet</title>
<style>body{font-family:system-ui,sans-serif;background:#000;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:36rem;padding:2rem}h1{color:#cc2929}code{background:#222;padding:.1em .3em;border-radius:4px}</style></head>
<body><main><h1>The site has not been built yet</h1>
<p>The API is running at <code>/api/v1</code>, but there is no built site to serve.</p>
<p>Run <code>pnpm build</code> (or start with <code>pnpm start</code>, which builds what is missing), then reload this page.</p>
</main></body></html>`;

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the site's own page for an address the
 * server cannot render (its database down, the renderer failing), made from the prerendered `/unavailable`
 * (header, footer, the site's words): without its scripts, which would hydrate it as another address, and
 * with "Try again" pointing at the address that failed.
 */
export function unavailableDocument(prerendered: string, retryHref: string): string {
  const href = retryHref.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return prerendered
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/(<a\b[^>]*?)href="[^"]*"([^>]*\bdata-retry-link\b)/, `$1href="${href}"$2`)
    .replace(/(<a\b[^>]*\bdata-retry-link\b[^>]*?)href="[^"]*"/, `$1href="${href}"`);
}

/**
 * Security headers that only a document (or a worker) obeys: a browser ignores them on a script, a
 * stylesheet, a font or a picture. Files other than pages go without them: over HTTP/1.1 they were about
 * 1 KB of every answer, 18 KB of home's 14 scripts. Kept on every file: `X-Content-Type-Options: nosniff`
 * (a script or stylesheet served with the wrong type is refused), `Cross-Origin-Resource-Policy` and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Files no browser renders as a document (an SVG can be one, and keeps every header). */
const SUBRESOURCE = /\.(?:m?js|css|woff2?|webp|avif|png|jpe?g|gif|ico|mp4|webm|vtt|txt|webmanifest)$/i;

/** The prerendered pages that show catalogue prices, and their data (`/courses.data`...). */
const CATALOGUE_PAGE = /^\/(?:courses(?:\/[^/.]+)?|products)(?:\.data|\/)?$/;

/** Files under /assets have content hashes in their names and never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Serves the built site on the API's port: static files from `site/build/client` (hashed assets cached
 * for a year; their precompressed `.br`/`.gz` copies to a browser that accepts them), prerendered HTML
 * when present (for a GET without a query string), otherwise the React Router SSR handler of
 * `site/build/server/index.js` with `{ apiBaseUrl, apiFetch }` as load context. Without a build: a clear
 * 503 page. Unknown `/api/...` paths stay JSON 404s.
 */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const clientDir = join(app.config.siteBuildDir, 'client');
  const serverEntry = join(app.config.siteBuildDir, 'server', 'index.js');
  const hasClient = existsSync(clientDir);
  const showTestBanner = app.config.paymentSandbox === 'on' && loadGatewayConfig().sandbox;

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      decorateReply: true,
      etag: true,
      lastModified: true,
      // The handler below sets Cache-Control itself (immutable for hashed assets).
      cacheControl: false,
      // The site build writes Brotli and gzip copies of its files (site/scripts/precompress.mjs), at
      // higher settings than @fastify/compress uses per request; they are sent as they are.
      preCompressed: true,
    });
  }

  let handler: RequestHandler | undefined;
  let handlerError: unknown;
  const loadHandler = async (): Promise<RequestHandler | undefined> => {
    if (handler || handlerError || !existsSync(serverEntry)) return handler;
    try {
      const build = await import(pathToFileURL(serverEntry).href);
      // React Router comes from the site's own dependencies, so the handler and the build share one copy.
      const siteRequire = createRequire(join(app.config.siteBuildDir, '..', 'package.json'));
      const { createRequestHandler } = (await import(
        pathToFileURL(siteRequire.resolve('react-router')).href
      )) as {
        createRequestHandler: (build: unknown, mode?: string) => RequestHandler;
      };
      handler = createRequestHandler(build, app.config.production ? 'production' : 'development');
    } catch (error) {
      handlerError = error;
      app.log.error({ err: { message: (error as Error).message } }, 'could not load the site server build');
    }
    return handler;
  };

  // Site routes read the raw body themselves (React Router actions); the API's parsers do not apply here.
  // The job and internship forms post their resume here when the page has no script: room for one 5 MB
  // file and the text fields.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxUploadBytes + 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  /** A file inside the client folder for this URL path, or undefined. Never escapes the folder. */
  const staticFile = (pathname: string): string | undefined => {
    if (!hasClient) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const relative = normalize(decoded).replace(/^[/\\]+/, '');
    if (relative.split(sep).includes('..')) return undefined;
    for (const candidate of [relative, join(relative, 'index.html')]) {
      if (candidate === '' || candidate === '.') continue;
      const full = join(clientDir, candidate);
      if (!full.startsWith(clientDir + sep)) continue;
      try {
        if (statSync(full).isFile()) return candidate;
      } catch {
        // Not there.
      }
    }
    return undefined;
  };

  /**
   * Issue 23: the script hashes of each prerendered page (their CSP allows exactly those inline scripts),
   * computed on first use and again when the file changes.
   */
  const pageHashes = new Map<string, { mtimeMs: number; sources: string[] }>();
  const hashesOf = (file: string): string[] => {
    const full = join(clientDir, file);
    const { mtimeMs } = statSync(full);
    const cached = pageHashes.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.sources;
    const sources = inlineScriptHashes(readFileSync(full, 'utf8'));
    pageHashes.set(file, { mtimeMs, sources });
    return sources;
  };
  /**
   * A prerendered page with the test-payments banner, and its Brotli and gzip copies, made on first use
   * and again when the file changes.
   */
  const bannered = new Map<string, { mtimeMs: number; html: Buffer; br: Buffer; gzip: Buffer }>();
  const banneredPage = async (file: string) => {
    const full = join(clientDir, file);
    const { mtimeMs } = statSync(full);
    const cached = bannered.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const html = Buffer.from(withTestPaymentsBanner(await readFile(full, 'utf8')));
    const page = {
      mtimeMs,
      html,
      br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    bannered.set(file, page);
    return page;
  };
  /** The answer's CSP (set for every answer by the security headers) with `sources` in its script-src. */
  const allowScripts = (reply: FastifyReply, sources: string[]) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && csp)
      reply.header('content-security-policy', withScriptSources(csp, sources));
  };

  const signedIn = (request: FastifyRequest) => request.cookies?.[SIGNED_IN_COOKIE] === '1';

  /**
   * Issue 24 (docs/requirements/issues/24-staff-console.md): the course and product pages (and their `.data`) were prerendered with the catalogue's prices,
   * all for sale. Once an administrator changes a price or takes an item off sale in the console, the files
   * are out of date: those pages are rendered per request instead, with the database's prices (their
   * loaders read `GET course` / `GET product`). Asked through the read cache, which the console invalidates.
   */
  const catalogueAsBuilt = () =>
    app.contentCache.get(catalogueCacheKeys.asBuilt, async () => {
      const [courseRows, productRows] = await Promise.all([
        app.db.select({ id: courses.id, price: courses.price, available: courses.available }).from(courses),
        app.db
          .select({ id: products.id, price: products.price, available: products.available })
          .from(products),
      ]);
      const same = (kind: 'course' | 'product', rows: typeof courseRows, expected: number) =>
        rows.length === expected &&
        rows.every((row) => row.available && catalogPrice(kind, row.id) === row.price);
      return (
        same('course', courseRows, courseCatalog.length) &&
        same('product', productRows, productCatalog.length)
      );
    });

  /**
   * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): with the database down the prices
   * cannot be compared; the prerendered page is then served as built (checkout, priced by the server,
   * waits for the database anyway) rather than the API's JSON error.
   */
  const catalogueAsBuiltOrUnknown = async (request: FastifyRequest): Promise<boolean> => {
    try {
      return await catalogueAsBuilt();
    } catch (error) {
      request.log.warn({ err: safeError(error) }, 'catalogue prices unknown: serving the prerendered page');
      return true;
    }
  };

  /** The prerendered `/unavailable` page (see `unavailableDocument`), read again when the file changes. */
  let unavailableTemplate: { mtimeMs: number; html: string } | undefined;
  const unavailableHtml = (retryHref: string): string => {
    const file = staticFile('/unavailable/index.html');
    if (!file) return unavailablePage;
    const full = join(clientDir, file);
    const { mtimeMs } = statSync(full);
    if (unavailableTemplate?.mtimeMs !== mtimeMs) {
      unavailableTemplate = { mtimeMs, html: readFileSync(full, 'utf8') };
    }
    const html = unavailableDocument(unavailableTemplate.html, retryHref);
    return showTestBanner ? withTestPaymentsBanner(html) : html;
  };

  /**
   * Issue 31: a site address never answers the API's JSON error. What fails on the server here (the
   * database, the renderer) gets the site's own page: 503 with Retry-After while the database is away,
   * 500 otherwise. Refusals (4xx: a body too large, a malformed request) keep the API's handling.
   */
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = databaseUnavailable(error);
    const status = error.statusCode ?? 500;
    if (!unavailable && status < 500) throw error;
    request.log[unavailable ? 'warn' : 'error']({ err: safeError(error) }, 'site page could not be rendered');
    let html: string;
    try {
      html = unavailableHtml(request.url);
    } catch {
      html = unavailablePage;
    }
    reply
      .status(unavailable ? 503 : 500)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8');
    if (unavailable) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.send(request.method === 'HEAD' ? undefined : html);
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
      return reply.status(404).send({ message: `No route for ${request.method} ${pathname}`, errors: {} });
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      let file = staticFile(pathname === '/' ? '/index.html' : pathname);
      // A prerendered page was rendered without a query string; with one (`/courses?category=marketing`)
      // the page may render differently, so the SSR handler renders it. Files keep ignoring queries.
      const query = request.url.slice(pathname.length + 1);
      // Issue 24: a prerendered page was rendered for a visitor who is not signed in ("Log in" in its
      // header); a browser with a session (the `acme_signed_in` hint) gets it rendered for itself instead.
      const renderedForQuery =
        file !== undefined && file.endsWith('.html') && (query !== '' || signedIn(request));
      const staleCatalogue =
        file !== undefined && CATALOGUE_PAGE.test(pathname) && !(await catalogueAsBuiltOrUnknown(request));
      if (staleCatalogue) file = undefined;
      if (file && !renderedForQuery && showTestBanner && file.endsWith('.html')) {
        const page = await banneredPage(file);
        // The banner holds no script: the page's own script hashes are all it needs.
        allowScripts(reply, hashesOf(file));
        const accepted = String(request.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
        reply
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8');
        // Compressed once, as tightly as the build compresses its own files: per request, at the
        // compression plugin's speed setting, home's HTML would need a second round trip on a slow network.
        if (encoding) reply.header('Content-Encoding', encoding);
        const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
        return reply.send(request.method === 'HEAD' ? undefined : body);
      }
      if (file && !renderedForQuery) {
        reply.header(
          'Cache-Control',
          file.startsWith(`assets${sep}`) || file.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
        );
        if (file.endsWith('.html')) allowScripts(reply, hashesOf(file));
        else if (SUBRESOURCE.test(file)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        return reply.sendFile(file);
      }
    }
    const ssr = await loadHandler();
    if (!ssr) {
      return reply
        .status(503)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unavailablePage);
    }
    const origin = `http://${request.headers.host ?? `${app.config.host}:${app.config.port}`}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else headers.set(name, value);
    }
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
    const fetchRequest = new Request(new URL(request.url, origin), {
      method: request.method,
      headers,
      body: hasBody ? (request.body as Buffer) : undefined,
      signal: controller.signal,
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : app.config.port;
    // Issue 23: every inline script of this page carries this nonce, and the CSP allows only those.
    const nonce = cspNonce();
    const response = await ssr(fetchRequest, {
      apiBaseUrl: `http://127.0.0.1:${port}/api/v1`,
      apiFetch: apiFetchFor(app, request.ip),
      cspNonce: nonce,
    });
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    // Issue 31: a page that could not get its data (503) says when to ask again.
    if (response.status === 503 && !response.headers.has('retry-after')) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    allowScripts(reply, [`'nonce-${nonce}'`]);
    // A page rendered for a signed-in browser is that browser's alone: no shared cache may keep it.
    if (signedIn(request) && !response.headers.has('cache-control')) {
      reply.header('Cache-Control', 'private, no-cache');
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body || request.method === 'HEAD') return reply.send();
    if (showTestBanner && (response.headers.get('content-type') ?? '').includes('text/html')) {
      reply.removeHeader('content-length');
      return reply.send(withTestPaymentsBanner(await response.text()));
    }
    return reply.send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
  };

  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: handle });
}
