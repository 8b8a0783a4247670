/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 13: in production the signing key and the sandbox checkout's secret come from the
 * environment (else every replica and every restart on a new disk signs everyone out); without them the
 * server refuses to start and says why. Development keeps generating the key into DATA_DIR.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  ensureServerBuilt,
  freePort,
  freshDataDir,
  removeDir,
  spawnServer,
  startServer,
  type ServerProcess,
} from './harness-b';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts a server expected to refuse: resolves with its exit code and output (fails if it got healthy). */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  ensureServerBuilt();
  const dataDir = await freshDataDir();
  cleanups.push(() => removeDir(dataDir));
  const server = spawnServer({ dataDir, port: await freePort(), env });
  cleanups.push(() => server.stop('SIGKILL'));
  const outcome = await Promise.race([
    server.exited.then(({ code }) => ({ code, output: server.output() })),
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000)),
  ]);
  if (outcome === 'timeout') {
    const health = await fetch(`${server.api}/health`).then(
      (r) => r.status,
      () => 0,
    );
    throw new Error(`the server did not refuse to start (health ${health}):\n${server.output()}`);
  }
  expect(existsSync(join(dataDir, 'secrets.json')), 'no key generated into DATA_DIR').toBe(false);
  return outcome;
}

describe('secrets in production (issue 23, item 13)', () => {
  it('refuses to start without JWT_SECRET, saying what to set', async () => {
    const { code, output } = await refusedStart({ JWT_SECRET: '' });
    expect(code).toBe(1);
    expect(output).toContain('JWT_SECRET is not set');
    expect(output).toContain('must come from the environment');
  });

  it('refuses to start without the sandbox secret when no Razorpay keys are set', async () => {
    const missing = await refusedStart({ PAYMENT_SANDBOX_SECRET: '' });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('PAYMENT_SANDBOX_SECRET is not set');
    const short = await refusedStart({ PAYMENT_SANDBOX_SECRET: 'too-short' });
    expect(short.code).toBe(1);
    expect(short.output).toContain('PAYMENT_SANDBOX_SECRET is shorter than 32 characters');
  });

  it('keeps sessions valid across replicas and new disks with the key from the environment', async () => {
    const servers: ServerProcess[] = [];
    for (let index = 0; index < 2; index++) {
      const server = await startServer();
      servers.push(server);
      cleanups.push(() => server.stop('SIGKILL'));
      cleanups.push(() => removeDir(server.dataDir));
      expect(existsSync(join(server.dataDir, 'secrets.json'))).toBe(false);
    }
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await call(a.api, 'POST', 'customer/login', {
      json: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    // Another replica, on another disk, accepts the access token the first one signed.
    const internships = await call(b.api, 'GET', 'internship', { token: login.body.data.access_token });
    expect(internships.status).toBe(200);
  });

  it('still generates the key into DATA_DIR in development', async () => {
    const server = await startServer({
      env: { NODE_ENV: 'development', JWT_SECRET: '', PAYMENT_SANDBOX_SECRET: '' },
    });
    cleanups.push(() => server.stop('SIGKILL'));
    cleanups.push(() => removeDir(server.dataDir));
    expect(existsSync(join(server.dataDir, 'secrets.json'))).toBe(true);
  });
});
