/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a state-changing request that rides on
 * the session cookie (refresh, logout) is refused with a 403 JSON answer when a browser says it comes from
 * another site (`Origin`, `Sec-Fetch-Site: cross-site`), and works from the site itself, from a configured
 * CORS origin and from clients that are not browser pages (no `Origin`). The real built server, in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, customer, refreshCookie, removeDir, startServer, type ServerProcess } from './harness-b';

const PARTNER = 'https://partner.example';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let server: ServerProcess;
const person = customer('origin');

beforeAll(async () => {
  server = await startServer({ env: { CORS_ORIGINS: PARTNER } });
  cleanups.push(() => removeDir(server.dataDir));
  cleanups.push(() => server.stop('SIGKILL'));
  expect((await call(server.api, 'POST', 'customer', { json: person })).status).toBe(200);
});

async function signIn(): Promise<string> {
  const answer = await call(server.api, 'POST', 'customer/login', {
    json: { identifier: person.email, password: person.password },
  });
  expect(answer.status).toBe(200);
  return refreshCookie(answer);
}

/** A POST with the session cookie and the headers a browser would add. */
async function post(path: string, cookie: string, headers: Record<string, string>) {
  const response = await fetch(`${server.api}/${path}`, { method: 'POST', headers: { cookie, ...headers } });
  const text = await response.text();
  let body: { message?: string; errors?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: the assertions below say so.
  }
  return {
    status: response.status,
    body,
    type: response.headers.get('content-type') ?? '',
    cookies: response.headers.getSetCookie(),
  };
}

const foreignHeaders: [string, Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ['a foreign Origin without Sec-Fetch-Site', { origin: 'http://evil.example' }],
  ['a look-alike host', { origin: `http://127.0.0.1.evil.example` }],
  ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
];

describe('Origin check on cookie-authenticated writes (issue 31)', () => {
  for (const path of ['customer/refresh', 'admin/refresh', 'customer/logout', 'admin/logout']) {
    it(`refuses POST ${path} from another site, and the session stays as it was`, async () => {
      const cookie = await signIn();
      for (const [what, headers] of foreignHeaders) {
        const answer = await post(path, cookie, headers);
        expect(answer.status, what).toBe(403);
        expect(answer.type, what).toMatch(/^application\/json/);
        expect(answer.body, what).toEqual({
          message:
            'This request came from another website and was refused: signed-in actions only work from this site.',
          errors: {},
        });
        expect(answer.cookies, `${what}: no cookie set or cleared`).toEqual([]);
      }
      // Not rotated and not ended: the site itself still refreshes with the very same cookie.
      const own = await post('customer/refresh', cookie, {
        origin: server.origin,
        'sec-fetch-site': 'same-origin',
      });
      expect(own.status).toBe(200);
    });
  }

  it('accepts the site itself, a configured CORS origin, and clients without Origin', async () => {
    const allowed: Record<string, string>[] = [
      { origin: server.origin, 'sec-fetch-site': 'same-origin' },
      { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      {}, // curl, server-side code, an app: not a page in somebody's browser
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' }, // typed into the address bar
    ];
    for (const headers of allowed) {
      const cookie = await signIn();
      const refreshed = await post('customer/refresh', cookie, headers);
      expect(refreshed.status, JSON.stringify(headers)).toBe(200);
      const next = refreshed.cookies.find(
        (line) => line.startsWith('acme_refresh=') && !line.startsWith('acme_refresh=;'),
      );
      expect(next, JSON.stringify(headers)).toBeDefined();
      const out = await post('customer/logout', next!.split(';')[0]!, headers);
      expect(out.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves requests without the session cookie alone (nothing of a session to use)', async () => {
    const answer = await post('customer/logout', '', { origin: 'https://evil.example' });
    expect(answer.status).toBe(200);
    const login = await fetch(`${server.api}/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ identifier: person.email, password: 'wrong-password' }),
    });
    expect(login.status).toBe(401);
  });
});
