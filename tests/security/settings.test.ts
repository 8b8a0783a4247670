/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a production start with bad settings
 * lists every missing, malformed or weak one in a single refusal, within a second or two, before it
 * opens (or creates) the database, the data folder or the object store.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { ensureServerBuilt, freePort, removeDir, spawnServer, tempDir } from './harness-b';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('production settings (issue 31)', () => {
  it('lists every missing, malformed and weak setting at once, before touching the database', async () => {
    ensureServerBuilt();
    const parent = tempDir('settings');
    cleanups.push(() => removeDir(parent));
    const dataDir = join(parent, 'data');
    const server = spawnServer({
      dataDir,
      port: await freePort(),
      env: {
        JWT_SECRET: 'too-short-secret',
        PAYMENT_SANDBOX_SECRET: '',
        ADMIN_PASSWORD: 'password1234',
        METRICS_TOKEN: 'short',
        REQUEST_TIMEOUT: 'a minute',
        STAFF_EMAIL: 'not an address',
        S3_ACCESS_KEY_ID: 'key-without-bucket',
      },
    });
    cleanups.push(() => server.stop('SIGKILL'));
    const started = performance.now();
    const outcome = await Promise.race([
      server.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const output = server.output();
    expect(outcome, output).not.toBe('timeout');
    expect(outcome).toMatchObject({ code: 1 });
    expect(seconds, `refused after ${seconds.toFixed(2)} s`).toBeLessThan(2);
    expect(output).toContain(
      'Refusing to start in production (NODE_ENV=production): 7 settings need attention',
    );
    for (const expected of [
      'JWT_SECRET is only 16 characters long: it must be at least 32',
      'PAYMENT_SANDBOX_SECRET is not set',
      'ADMIN_PASSWORD is too weak for the administrator: This password is in lists of leaked passwords',
      'METRICS_TOKEN must be at least 16 characters',
      'Invalid duration "a minute"',
      'Invalid STAFF_EMAIL entry "not an address"',
      'S3_ACCESS_KEY_ID is set but S3_BUCKET is not',
    ]) {
      expect(output).toContain(expected);
    }
    // One message, no stack trace, and nothing was created: no data folder, no database, no generated key.
    expect(output).not.toMatch(/\n\s+at /);
    expect(existsSync(dataDir), 'DATA_DIR was not created').toBe(false);
  });

  it('refuses a short ADMIN_PASSWORD for the administrator', async () => {
    ensureServerBuilt();
    const parent = tempDir('settings');
    cleanups.push(() => removeDir(parent));
    const server = spawnServer({
      dataDir: join(parent, 'data'),
      port: await freePort(),
      env: { ADMIN_PASSWORD: 'elevenchars' },
    });
    cleanups.push(() => server.stop('SIGKILL'));
    expect(await server.exited).toMatchObject({ code: 1 });
    expect(server.output()).toContain(
      'Refusing to start in production (NODE_ENV=production): one setting needs attention:\n' +
        '- ADMIN_PASSWORD is too weak for the administrator: A staff password must be at least 12 characters.',
    );
    expect(existsSync(join(parent, 'data'))).toBe(false);
  });
});
