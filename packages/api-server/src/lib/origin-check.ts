import type { FastifyInstance, FastifyRequest } from 'fastify';

import { REFRESH_COOKIE } from './auth.js';
import { forbidden } from './errors.js';

export const foreignOriginMessage =
  'This request came from another website and was refused: signed-in actions only work from this site.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins allowed besides the request's own host: the configured CORS origins and PUBLIC_URL. */
function allowedOrigins(corsOrigins: readonly string[], publicUrl: string): Set<string> {
  const origins = new Set<string>();
  for (const text of [...corsOrigins, publicUrl]) {
    try {
      origins.add(new URL(text).origin);
    } catch {
      // Not an address: it allows nothing.
    }
  }
  return origins;
}

/** True when `origin` (the Origin header) names the host the request was sent to, or an allowed origin. */
function isOwnOrigin(request: FastifyRequest, origin: string, allowed: Set<string>): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // `null` (a sandboxed frame, a privacy redirect) and anything malformed.
  }
  if (allowed.has(parsed.origin)) return true;
  try {
    // The request's own host, written as the Origin's scheme would write it (default ports left out).
    return new URL(`${parsed.protocol}//${request.host}`).host === parsed.host;
  } catch {
    return false;
  }
}

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a request that changes state and
 * carries the session cookie (refresh, logout, and any later route that reads it) must come from this
 * site. A browser names the page that sent a POST in `Origin` (and `Sec-Fetch-Site`); another site's page
 * is refused with 403 before anything else runs, so SameSite=Lax is no longer the only guard.
 *
 * Allowed: an `Origin` of the request's own host, of a CORS_ORIGINS entry or of PUBLIC_URL. Without an
 * `Origin` header the request is not from a browser page (browsers send it with every POST since 2020;
 * curl, server-side code and apps do not, and they cannot ride on a visitor's cookies), so it is allowed
 * unless `Sec-Fetch-Site: cross-site` says otherwise. Requests without the cookie are not concerned:
 * nothing of a session can be used by them.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  options: { corsOrigins: readonly string[]; publicUrl: string },
): void {
  const allowed = allowedOrigins(options.corsOrigins, options.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.cookies?.[REFRESH_COOKIE] === undefined) return;
    const origin = request.headers.origin;
    const fromOwnSite =
      origin !== undefined
        ? isOwnOrigin(request, origin, allowed)
        : request.headers['sec-fetch-site'] !== 'cross-site';
    if (!fromOwnSite) throw forbidden(foreignOriginMessage);
  });
}
