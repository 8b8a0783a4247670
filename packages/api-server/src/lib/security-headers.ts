import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once. Its options here are static (no nonces, no per-request
 * functions), so every answer carries the same headers (HTML pages then add their script nonce or
 * hashes to the Content-Security-Policy: `withScriptSources`, used by the site module); `@fastify/helmet` rebuilt the middleware
 * and re-parsed the Content-Security-Policy on every request, which cost about 15% of the CPU of a
 * cached list read.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Sends `securityHeaders(options)` with every answer of `app` (a route may still override one). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/* ---------- issue 23 (docs/requirements/issues/23-safe-in-production.md) part B: CSP without 'unsafe-inline' ---------- */

/** A fresh Content-Security-Policy nonce (128 random bits) for one server-rendered page. */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** `csp` with `sources` (a `'nonce-…'` or `'sha256-…'` hashes) added to its `script-src`. */
export function withScriptSources(csp: string, sources: readonly string[]): string {
  if (sources.length === 0) return csp;
  return csp
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} ${sources.join(' ')}` : trimmed;
    })
    .join(';');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** The data block the site's hydration bootstrap runs as a module script (site/src/document/deferHydration.ts). */
const DEFERRED_MODULE = /\bid="rr-deferred-module"/;

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The `'sha256-…'` sources that allow every inline script of a prerendered page (built from our own code and
 * content at build time, so nothing in it comes from a visitor): each inline `<script>`'s text, and the
 * module code that the hydration bootstrap injects from its JSON data block. Server-rendered pages use a
 * nonce instead: their HTML can hold visitors' content, and a hash of it would allow an injected script.
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const text = match[2] ?? '';
    sources.add(sha256Source(text));
    if (DEFERRED_MODULE.test(attributes)) {
      try {
        const code: unknown = JSON.parse(text);
        if (typeof code === 'string') sources.add(sha256Source(code));
      } catch {
        // Not the bootstrap's data: nothing more to allow.
      }
    }
  }
  return [...sources];
}
