import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import {
  call,
  databases,
  freshDataDir,
  freshPostgres,
  migrationsFolder,
  packageRoot,
  testConfig,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JWT_SECRET,
} from './helpers.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const enquiry = (subject: string) => ({
  name: 'Ravi',
  mobile: '9876543210',
  subject,
  message: 'Persistence check',
});

describe.each(databases)('persistence on %s', (kind) => {
  it('keeps acknowledged writes across a restart', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const postgres = kind === 'postgres' ? await freshPostgres() : undefined;
    if (postgres) cleanups.push(postgres.drop);
    const config = testConfig(dataDir, { databaseUrl: postgres?.url });

    const first = await buildApp(config, { logger: false });
    const base = `${await first.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
    const registered = await call(base, 'POST', 'customer', {
      json: {
        name: 'Ravi',
        email: 'ravi@example.com',
        mobile: '9123456780',
        address: 'Napier Town',
        password: 'secret-123',
      },
    });
    expect(registered.status).toBe(200);
    expect((await call(base, 'POST', 'contactus', { json: enquiry('before restart') })).status).toBe(200);
    const blogsBefore = (await call(base, 'GET', 'blog?limit=1')).body.total;
    await first.close();

    const second = await buildApp(config, { logger: false });
    const base2 = `${await second.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
    try {
      const login = await call(base2, 'POST', 'customer/login', {
        json: { identifier: 'ravi@example.com', password: 'secret-123' },
      });
      expect(login.status).toBe(200);
      // Seeding runs once: a restart adds no second copy of the blogs.
      expect((await call(base2, 'GET', 'blog?limit=1')).body.total).toBe(blogsBefore);
      const rows = await second.database
        .ping()
        .then(() =>
          second.db.execute<{ count: number }>(
            `select count(*)::int as count from contact_messages where subject = 'before restart'`,
          ),
        );
      expect(Number(rows.rows[0]!.count)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('the embedded data folder lock', () => {
  it('lets one open at a time hold a data folder, whatever pid a leftover lock file names', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const lockFile = join(dataDir, 'server.lock');
    // A lock file left by a crash names a pid, maybe one that is alive again (our own, our parent's): the
    // kernel lock is what counts, and nobody holds it.
    writeFileSync(lockFile, `${process.pid}\n`);
    const database = await openDatabase({ dataDir, migrationsFolder });
    try {
      expect(readFileSync(lockFile, 'utf8')).toMatch(new RegExp(`^${process.pid} server `));
      // A second open of the same folder (another process, or this one) is refused while it is held.
      await expect(openDatabase({ dataDir, migrationsFolder })).rejects.toThrow(
        new RegExp(`in use by another running process \\(pid ${process.pid}\\)`),
      );
    } finally {
      await database.close();
    }
    expect(readFileSync(lockFile, 'utf8')).toBe('');
    const again = await openDatabase({ dataDir, migrationsFolder });
    await again.close();
  });
});

/* ---------- a real server process: kill -9 under load, then a graceful stop ---------- */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startProcess(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'on',
      COOKIE_SECURE: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_BUILD_DIR: join(dataDir, 'no-site-build'),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      JWT_SECRET,
      PAYMENT_SANDBOX_SECRET: 'persistence-sandbox-secret-0123456789-abcdef',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return child;
}

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

describe('a server process', () => {
  it(
    'loses no acknowledged write when killed under load, and stops gracefully on SIGTERM',
    { timeout: 400_000 },
    async () => {
      const dataDir = await freshDataDir();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}/api/v1`;

      const first = startProcess(dataDir, port);
      await waitHealthy(base, first);

      const acknowledged: string[] = [];
      let sent = 0;
      let stop = false;
      const worker = async (id: number) => {
        while (!stop) {
          const subject = `load ${id}-${sent++}`;
          try {
            const reply = await call(base, 'POST', 'contactus', { json: enquiry(subject) });
            if (reply.status === 200) acknowledged.push(subject);
          } catch {
            // The connection died with the process: not acknowledged.
          }
        }
      };
      const workers = Array.from({ length: 8 }, (_, id) => worker(id));
      while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
      first.kill('SIGKILL');
      await exited(first);
      stop = true;
      await Promise.all(workers);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      // The lock of the killed process is stale; the new process takes over and finds every acknowledged write.
      const second = startProcess(dataDir, port);
      await waitHealthy(base, second);
      const admin = await call(base, 'POST', 'customer/login', {
        json: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(admin.status).toBe(200);

      // In-flight requests finish during a graceful stop; then the lock is released.
      const inFlight = Array.from({ length: 10 }, (_, index) =>
        call(base, 'POST', 'contactus', { json: enquiry(`drain ${index}`) }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      second.kill('SIGTERM');
      const drained = await Promise.allSettled(inFlight);
      const { code } = await exited(second);
      expect(code).toBe(0);
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe('');
      const drainedOk = drained.filter(
        (result) => result.status === 'fulfilled' && result.value.status === 200,
      ).length;

      // Count what is stored, straight from the data folder.
      const database = await openDatabase({ dataDir, migrationsFolder });
      try {
        const rows = await database.db.execute<{ subject: string }>(`select subject from contact_messages`);
        const stored = new Set(rows.rows.map((row) => row.subject));
        const lost = acknowledged.filter((subject) => !stored.has(subject));
        expect(lost).toEqual([]);
        expect([...stored].filter((subject) => subject.startsWith('drain ')).length).toBeGreaterThanOrEqual(
          drainedOk,
        );
      } finally {
        await database.close();
      }
    },
  );
});

describe('draining on SIGTERM (issue 26)', () => {
  it('keeps answering for SHUTDOWN_DRAIN with /ready at 503 and connections closed, then exits', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    const child = startProcess(dataDir, port, { SHUTDOWN_DRAIN: '2s' });
    await waitHealthy(base, child);
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A load balancer's check sees it leaving; a request still sent to it is answered, and its
    // kept-alive connection is closed so the next one goes elsewhere.
    const draining = await fetch(`${base}/ready`);
    expect(draining.status).toBe(503);
    expect(draining.headers.get('connection')).toBe('close');
    const served = await call(base, 'POST', 'contactus', { json: enquiry('while draining') });
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    const { code } = await exited(child);
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(2_000);
  });
});

/** A kept-alive HTTP/1.1 connection, as a proxy with upstream keepalive holds one: one request at a time. */
function keptAlive(port: number) {
  const socket = connect(port, '127.0.0.1');
  let buffered = '';
  let ended = false;
  let waiting: (() => void) | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    waiting?.();
  });
  socket.on('close', () => {
    ended = true;
    waiting?.();
  });
  socket.on('error', () => {});
  const request = async (method: string, path: string, json?: unknown) => {
    const body = json === undefined ? '' : JSON.stringify(json);
    buffered = '';
    socket.write(
      `${method} /api/v1/${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        (body ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` : '') +
        `\r\n${body}`,
    );
    // Until the whole answer is in (it has a Content-Length) or the connection is gone.
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(buffered.slice(0, end));
      if (end >= 0 && length && Buffer.byteLength(buffered.slice(end + 4)) >= Number(length[1])) break;
      if (ended) return { status: 0, connection: undefined };
      await new Promise<void>((resolve) => (waiting = resolve));
    }
    const head = buffered.slice(0, buffered.indexOf('\r\n\r\n'));
    return {
      status: Number(head.split(' ')[1]),
      connection: /\r\nconnection: ([^\r]*)/i.exec(head)?.[1]?.toLowerCase(),
    };
  };
  return { request, closed: () => ended, end: () => socket.end() };
}

describe('stopping behind a proxy that keeps connections (SHUTDOWN_GRACE, issue 26)', () => {
  it('stops listening but answers on kept-alive connections until the proxy closes them', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    const child = startProcess(dataDir, port, { SHUTDOWN_DRAIN: '300ms', SHUTDOWN_GRACE: '20s' });
    await waitHealthy(base, child);
    const used = keptAlive(port);
    const idle = keptAlive(port);
    expect(await used.request('GET', 'health')).toMatchObject({ status: 200, connection: 'keep-alive' });
    expect(await idle.request('GET', 'health')).toMatchObject({ status: 200, connection: 'keep-alive' });

    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Not listening: a new connection is refused (nginx sends the request to another replica)...
    // (a raw connect: fetch would reuse the connection it kept alive from waitHealthy).
    const refused = await new Promise<string>((resolve) => {
      const probe = connect(port, '127.0.0.1', () => {
        probe.destroy();
        resolve('connected');
      });
      probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    // ...but the kept-alive connections are not closed under the proxy's feet: a POST on one is answered,
    // and closes that connection.
    expect(idle.closed()).toBe(false);
    expect(await used.request('POST', 'contactus', enquiry('on a kept-alive connection'))).toEqual({
      status: 200,
      connection: 'close',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(used.closed()).toBe(true);
    expect(idle.closed()).toBe(false);
    expect(child.exitCode).toBeNull();
    // fetch's own kept-alive connection (from waitHealthy) is answered and closed the same way.
    const pooled = await fetch(`${base}/health`);
    expect(pooled.status).toBe(200);
    expect(pooled.headers.get('connection')).toBe('close');
    await pooled.arrayBuffer();
    // Once the proxy has closed the last one, the server exits, without waiting for the rest of the grace.
    idle.end();
    const { code } = await exited(child);
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  });

  it('closes a connection the proxy left open once the grace is over, then exits', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const child = startProcess(dataDir, port, { SHUTDOWN_DRAIN: '0', SHUTDOWN_GRACE: '2s' });
    await waitHealthy(`http://127.0.0.1:${port}/api/v1`, child);
    const idle = keptAlive(port);
    expect(await idle.request('GET', 'health')).toMatchObject({ status: 200 });
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(idle.closed()).toBe(false);
    const { code } = await exited(child);
    expect(code).toBe(0);
    expect(idle.closed()).toBe(true);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(2_000);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('replicas on a shared PostgreSQL (docs/requirements/issues/26-past-one-machine.md)', () => {
  it('lets replicas started together on an empty database all start: one migrates, the others wait', async () => {
    const migrations = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;
    for (let trial = 1; trial <= 3; trial += 1) {
      const { url, drop } = await freshPostgres();
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: '/nonexistent', migrationsFolder })),
      );
      const failures = opened.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures, `trial ${trial}`).toEqual([]);
      const [first] = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const applied = await first!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n, `trial ${trial}: each migration applied once`).toBe(migrations);
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      await drop();
    }
  });

  it('answers 503 with Retry-After, not 500, while the database refuses connections, and recovers', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const postgres = await freshPostgres();
    cleanups.push(postgres.drop);
    const app = await buildApp(testConfig(dataDir, { databaseUrl: postgres.url }), { logger: false });
    cleanups.push(() => app.close());
    const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
    expect((await call(base, 'POST', 'contactus', { json: enquiry('before the outage') })).status).toBe(200);

    // The database goes away: every connection ended, no new one allowed (as during a restart).
    const name = new URL(postgres.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const during = await call(base, 'POST', 'contactus', { json: enquiry('during the outage') });
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      expect(during.body).toEqual({
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        errors: {},
      });
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    // Back: the next request is served, on a fresh connection.
    expect((await call(base, 'POST', 'contactus', { json: enquiry('after the outage') })).status).toBe(200);
  });
});
