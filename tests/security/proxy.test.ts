/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 4: client addresses behind a proxy. Without TRUST_PROXY, X-Forwarded-For is ignored (a visitor
 * cannot pick their own rate-limit bucket); with it, each visitor behind the proxy has their own bucket, and the
 * part of the header a visitor wrote themselves does not count.
 *
 * The rate limit is what shows the address the server believes: RATE_LIMIT_LOGIN=2/1m, so a third login from
 * one address answers 429.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type AppServer, freshDataDir, startApp } from './harness-a';

const limited = { RATE_LIMITS: 'on', RATE_LIMIT_LOGIN: '2/1m' };

let attempt = 0;

/** One wrong login, as sent with this X-Forwarded-For (or none). */
async function login(server: AppServer, forwardedFor?: string): Promise<number> {
  const response = await fetch(`${server.base}/customer/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    // A new unknown account each time: the per-account limit (item 5) must not be what answers here.
    body: JSON.stringify({ identifier: `nobody-${(attempt += 1)}@example.com`, password: 'wrong-password' }),
  });
  return response.status;
}

describe('4. TRUST_PROXY', () => {
  // One data folder; each test starts its own server on it (one at a time) with its own settings.
  let shared: string;
  beforeAll(async () => {
    shared = await freshDataDir();
  });
  afterAll(() => rmSync(shared, { recursive: true, force: true }));

  it('ignores X-Forwarded-For without TRUST_PROXY; with TRUST_PROXY=1 gives every visitor behind the proxy their own bucket', async () => {
    const direct = await startApp(limited, { dataDir: shared });
    try {
      expect(await login(direct, '203.0.113.1')).toBe(401);
      expect(await login(direct, '203.0.113.2')).toBe(401);
      expect(await login(direct, '203.0.113.3')).toBe(429);
      expect(await login(direct)).toBe(429);
    } finally {
      await direct.close(false);
    }

    const server = await startApp({ ...limited, TRUST_PROXY: '1' }, { dataDir: shared });
    try {
      // What the proxy sends: the visitor's address appended to whatever the visitor sent.
      for (const visitor of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect(await login(server, visitor)).toBe(401);
        expect(await login(server, visitor)).toBe(401);
        expect(await login(server, visitor)).toBe(429);
      }
      // A visitor who writes their own X-Forwarded-For: the proxy appends the real address, and only the hop
      // the proxy added is believed, so the made-up part changes nothing.
      const real = '198.51.100.9';
      expect(await login(server, `10.0.0.1, ${real}`)).toBe(401);
      expect(await login(server, `10.0.0.2, ${real}`)).toBe(401);
      expect(await login(server, `10.0.0.3, ${real}`)).toBe(429);
    } finally {
      await server.close(false);
    }
  });

  it('with TRUST_PROXY as a list of addresses believes only those proxies', async () => {
    const trusted = await startApp({ ...limited, TRUST_PROXY: '127.0.0.1/8, ::1' }, { dataDir: shared });
    try {
      expect(await login(trusted, '192.0.2.1')).toBe(401);
      expect(await login(trusted, '192.0.2.1')).toBe(401);
      expect(await login(trusted, '192.0.2.1')).toBe(429);
      expect(await login(trusted, '192.0.2.2')).toBe(401);
    } finally {
      await trusted.close(false);
    }
    // A list that does not name this connection's address (127.0.0.1): the header is not believed.
    const untrusted = await startApp({ ...limited, TRUST_PROXY: '10.9.9.9' }, { dataDir: shared });
    try {
      expect(await login(untrusted, '192.0.2.11')).toBe(401);
      expect(await login(untrusted, '192.0.2.12')).toBe(401);
      expect(await login(untrusted, '192.0.2.13')).toBe(429);
    } finally {
      await untrusted.close(false);
    }
  });

  it('refuses a malformed TRUST_PROXY at start', async () => {
    await expect(startApp({ TRUST_PROXY: 'not an address; rm -rf' }, { dataDir: shared })).rejects.toThrow(
      /Invalid TRUST_PROXY/,
    );
  });
});
