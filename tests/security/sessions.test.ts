/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 7: a role or password change ends every session of the account (ensureAdmin promoting
 * an existing customer, or changing the administrator's password, at start); the refresh grace window for
 * parallel calls is short (10 s) and single-use, and any other replay of a rotated cookie ends every session.
 */
import { afterAll, describe, expect, it } from 'vitest';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  customer,
  freshDataDir,
  refreshCookie,
  removeDir,
  sleep,
  startServer,
  type ServerProcess,
} from './harness-b';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer({ dataDir, env });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

const refresh = (server: ServerProcess, cookie: string) =>
  call(server.api, 'POST', 'customer/refresh', { cookie });

async function login(server: ServerProcess, identifier: string, password: string) {
  const answer = await call(server.api, 'POST', 'customer/login', { json: { identifier, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {
    cookie: refreshCookie(answer),
    token: answer.body.data.access_token as string,
    role: answer.body.data.role,
  };
}

describe('sessions (issue 23, item 7)', () => {
  it('ends the sessions of a customer whom ADMIN_EMAIL promotes at start', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => removeDir(dataDir));
    const first = await start(dataDir);
    const person = customer('promoted');
    expect((await call(first.api, 'POST', 'customer', { json: person })).status).toBe(200);
    const session = await login(first, person.email, person.password);
    expect(session.role).toBe('customer');
    // A second session of the same account (another browser).
    const other = await login(first, person.email, person.password);
    await first.stop();

    // The operator makes this account the administrator (same password: a role change only).
    const second = await start(dataDir, { ADMIN_EMAIL: person.email, ADMIN_PASSWORD: person.password });
    expect((await refresh(second, session.cookie)).status).toBe(401);
    expect((await refresh(second, other.cookie)).status).toBe(401);
    // Signing in again gives an administrator's session.
    expect((await login(second, person.email, person.password)).role).toBe('admin');
    await second.stop();
  });

  it("ends the administrator's sessions when ADMIN_PASSWORD changes", async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => removeDir(dataDir));
    const first = await start(dataDir);
    const session = await login(first, ADMIN_EMAIL, ADMIN_PASSWORD);
    await first.stop();

    const newPassword = 'a-new-admin-password-42';
    const second = await start(dataDir, { ADMIN_PASSWORD: newPassword });
    expect((await refresh(second, session.cookie)).status).toBe(401);
    expect(
      (
        await call(second.api, 'POST', 'customer/login', {
          json: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        })
      ).status,
    ).toBe(401);
    await login(second, ADMIN_EMAIL, newPassword);
    await second.stop();
  });

  it('lets a rotated cookie through once within the grace window, and a second replay ends every session', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop('SIGKILL'));
    cleanups.push(() => removeDir(server.dataDir));
    const { cookie } = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);

    // Two tabs refresh at the same moment with the same cookie: both get a session.
    const [tabA, tabB] = await Promise.all([refresh(server, cookie), refresh(server, cookie)]);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    const cookieA = refreshCookie(tabA);
    const cookieB = refreshCookie(tabB);
    expect(cookieA).not.toBe(cookieB);

    // A third use of the same cookie is a replay: refused, and every session of the account ends.
    expect((await refresh(server, cookie)).status).toBe(401);
    expect((await refresh(server, cookieA)).status).toBe(401);
    expect((await refresh(server, cookieB)).status).toBe(401);
  });

  it('keeps the grace window short: a replay 11 s later ends every session', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop('SIGKILL'));
    cleanups.push(() => removeDir(server.dataDir));
    const { cookie } = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const rotated = await refresh(server, cookie);
    expect(rotated.status).toBe(200);
    const current = refreshCookie(rotated);
    await sleep(11_000);
    expect((await refresh(server, cookie)).status).toBe(401);
    // The legitimate holder's newer cookie is gone too (the old one was probably stolen).
    expect((await refresh(server, current)).status).toBe(401);
  });
});
