/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 11: the embedded database's lock is released by the kernel when the server dies, so a
 * restart whose PID was reused (a container: the server is PID 1 every time) starts, and a second live
 * server on the same folder is refused with a clear message.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import {
  call,
  ensureServerBuilt,
  freePort,
  freshDataDir,
  removeDir,
  serverMain,
  spawnServer,
  startServer,
  waitHealthy,
  type ServerProcess,
} from './harness-b';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function track(server: ServerProcess) {
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

/** `unshare --pid --fork --mount-proc` works here (root on Linux): the server then runs as PID 1. */
const canUnshare =
  process.platform === 'linux' &&
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' }).status === 0;

/** The pid (in our namespace) of the process `unshare --fork` started: its only child. */
function forkedChild(unsharePid: number): number {
  for (let tries = 0; tries < 100; tries++) {
    try {
      const children = readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8').trim();
      if (children) return Number(children.split(/\s+/)[0]);
    } catch {
      // Not yet.
    }
    spawnSync('sleep', ['0.05']);
  }
  throw new Error('unshare started no process');
}

describe('the data folder lock (issue 23, item 11)', () => {
  it('starts over a lock file that names a live process (a reused PID)', async () => {
    ensureServerBuilt();
    const dataDir = await freshDataDir();
    cleanups.push(() => removeDir(dataDir));
    // What a server killed with -9 leaves behind when its PID now belongs to another live process: here,
    // the test runner itself (the old lock took that for "in use" and refused to start, forever).
    writeFileSync(join(dataDir, 'server.lock'), `${process.pid}\n`);
    const server = track(await startServer({ dataDir }));
    expect((await call(server.api, 'GET', 'health')).status).toBe(200);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toMatch(
      new RegExp(`^${server.child.pid} server `),
    );
    await server.stop();
  });

  it('refuses a second live server on the same folder, naming the holder', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => removeDir(dataDir));
    const first = track(await startServer({ dataDir }));
    const second = track(spawnServer({ dataDir, port: await freePort() }));
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`is in use by another running process (pid ${first.child.pid})`);
    // The first one is unharmed.
    expect((await call(first.api, 'GET', 'health')).status).toBe(200);
    await first.stop();
  });

  it.skipIf(!canUnshare)(
    'restarts after kill -9 in its own PID namespace, where it gets the same PID 1 every time',
    async () => {
      ensureServerBuilt();
      const dataDir = await freshDataDir();
      cleanups.push(() => removeDir(dataDir));
      const command = ['unshare', '--pid', '--fork', '--mount-proc', process.execPath, serverMain];
      for (let round = 1; round <= 3; round++) {
        const server = track(spawnServer({ dataDir, port: await freePort(), command }));
        await waitHealthy(server);
        // The server believes it is PID 1, and so did the one before it.
        expect(readFileSync(join(dataDir, 'server.lock'), 'utf8'), `round ${round}`).toMatch(/^1 server /);
        const registered = await call(server.api, 'POST', 'contactus', {
          json: { name: 'Ravi', mobile: '9876543210', subject: `round ${round}`, message: 'Lock check' },
        });
        expect(registered.status).toBe(200);
        // kill -9 the server (PID 1 inside): the namespace ends with it.
        process.kill(forkedChild(server.child.pid!), 'SIGKILL');
        await server.exited;
      }
    },
  );
});
