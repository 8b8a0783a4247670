/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md), the transport: a refusal sent before the
 * body was read still reaches the client, request timeouts hold to the configured figure, and leftovers of
 * interrupted uploads are swept while the server runs. Real server, real PGlite database, Node's own fetch.
 */
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AppServer,
  assertServerBuilt,
  filesUnder,
  form,
  freshDataDir,
  pdfBytes,
  signIn,
  type Spawned,
  spawnServer,
  startApp,
  visitor,
} from './harness-a.js';

const KB = 1024;
const MB = 1024 * KB;
const TRIES = 20;

type Tally = Record<string, number>;

/** Sends `TRIES` requests built by `build` with Node's fetch; counts each answer's status or the error's code. */
async function tally(url: string, build: () => RequestInit): Promise<Tally> {
  const counts: Tally = {};
  for (let n = 0; n < TRIES; n += 1) {
    let outcome: string;
    try {
      const response = await fetch(url, build());
      const body = (await response.json()) as { message?: unknown };
      outcome = typeof body.message === 'string' ? String(response.status) : `${response.status} unreadable`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      outcome = cause?.code ?? (error as Error).name;
    }
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

describe('a refusal sent before the body is read still reaches the client (issue 31)', () => {
  // The built server in its own process: in the test's own process the client has always written the whole
  // body before the server looks at it, and the refusal never meets an unread body.
  let server: Spawned;
  let dataDir: string;
  let adminToken: string;
  beforeAll(async () => {
    assertServerBuilt();
    dataDir = await freshDataDir();
    server = await spawnServer({ RATE_LIMITS: 'off' }, dataDir);
    adminToken = await signIn(visitor(server.origin), ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const multipart = (size: number) => () => ({
    method: 'POST',
    body: form({
      title: 'A post',
      image: { name: 'cover.png', bytes: Buffer.alloc(size, 1), type: 'image/png' },
    }),
  });
  const raw = (size: number, contentType: string, token?: string) => () => ({
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: Buffer.alloc(size, 0x61),
  });
  const cases: Array<{
    name: string;
    path: string;
    status: number | ((size: number) => number);
    sizes: number[];
    build: (size: number) => () => RequestInit;
  }> = [
    {
      name: '401: multipart POST blog without a token',
      path: 'blog',
      status: 401,
      sizes: [0, 1 * KB, 100 * KB, 1 * MB, 3 * MB, 8 * MB],
      build: multipart,
    },
    {
      name: '413: a JSON body over the 1 MB limit',
      path: 'blog',
      status: 413,
      sizes: [2 * MB, 8 * MB],
      build: (size) => raw(size, 'application/json', adminToken),
    },
    {
      name: '415: an unknown content type',
      path: 'contactus',
      status: 415,
      sizes: [1 * KB, 500 * KB, 3 * MB, 8 * MB],
      build: (size) => raw(size, 'application/x-unknown'),
    },
    // Fastify reads a POST to no route like any other, up to the body limit.
    {
      name: '404 (413 over 1 MB): a POST to no route',
      path: 'no-such-route',
      status: (size) => (size > MB ? 413 : 404),
      sizes: [1 * KB, 500 * KB, 8 * MB],
      build: (size) => raw(size, 'application/octet-stream'),
    },
  ];
  for (const { name, path, status, sizes, build } of cases) {
    it(`${name}: ${TRIES} tries per size, every answer read, no EPIPE or reset`, async () => {
      const seen: Record<string, Tally> = {};
      for (const size of sizes) seen[`${size} bytes`] = await tally(`${server.base}/${path}`, build(size));
      const statusOf = typeof status === 'number' ? () => status : status;
      const expected = Object.fromEntries(
        sizes.map((size) => [`${size} bytes`, { [statusOf(size)]: TRIES }]),
      );
      expect(seen, JSON.stringify(seen)).toEqual(expected);
    });
  }

  it('keeps the connection for a small refused body, closes it for a large one', async () => {
    const keep = await fetch(`${server.base}/blog`, multipart(10 * KB)());
    await keep.arrayBuffer();
    expect(keep.headers.get('connection')).toBe('keep-alive');
    const close = await fetch(`${server.base}/blog`, multipart(4 * MB)());
    await close.arrayBuffer();
    expect(close.headers.get('connection')).toBe('close');
  });
});

/**
 * A client that never finishes: `body` sends a POST's headers and then one byte of its body every 200 ms;
 * `headers` sends one header line every 200 ms. Resolves with the status line (or `closed`) and when it came.
 */
function trickle(
  origin: string,
  mode: 'body' | 'headers' | 'multipart',
  token?: string,
): Promise<{ answer: string; ms: number }> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (answer: string) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, ms: Date.now() - started });
    };
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => finish(received.split('\r\n')[0] || 'closed'));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      if (mode === 'headers') {
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        let n = 0;
        timer = setInterval(() => socket.write(`X-Slow-${n++}: 1\r\n`), 200);
        return;
      }
      const multipart = mode === 'multipart';
      socket.write(
        `POST /api/v1/${multipart ? 'blog' : 'contactus'} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n` +
          (multipart
            ? `Content-Type: multipart/form-data; boundary=slow\r\nAuthorization: Bearer ${token}\r\n\r\n` +
              '--slow\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'
            : 'Content-Type: application/json\r\n\r\n{"message":"'),
      );
      timer = setInterval(() => socket.write('a'), 200);
    });
  });
}

describe('REQUEST_TIMEOUT holds to the configured figure (issue 31)', () => {
  const timeoutMs = 2_000;
  // Node checks its timeouts every connectionsCheckingInterval: a check that comes late holds the client longer.
  const marginMs = 400;
  let server: AppServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startApp({ REQUEST_TIMEOUT: `${timeoutMs}ms` });
    adminToken = await signIn(visitor(server.origin), ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => server?.close());

  for (const mode of ['body', 'headers', 'multipart'] as const) {
    it(`cuts off a client that trickles its ${mode} within ${timeoutMs} ms + ${marginMs} ms (10 clients, staggered)`, async () => {
      // Started 53 ms apart, so together they meet Node's timeout check at every point of its interval.
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          new Promise((resolve) => setTimeout(resolve, n * 53)).then(() =>
            trickle(server.origin, mode, adminToken),
          ),
        ),
      );
      const held = results.map((result) => result.ms);
      expect(results.every((result) => /^(HTTP\/1\.1 408|closed)/.test(result.answer))).toBe(true);
      expect(Math.min(...held)).toBeGreaterThanOrEqual(timeoutMs - 50);
      expect(Math.max(...held), `held ${held.join(', ')} ms`).toBeLessThanOrEqual(timeoutMs + marginMs);
    });
  }
});

describe('leftovers of interrupted uploads are swept while the server runs (issue 31)', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startApp({ UPLOAD_SWEEP_INTERVAL: '300ms', UPLOAD_SWEEP_GRACE: '5s' });
  });
  afterAll(async () => server?.close());

  it('removes old .tmp files and résumés no row names within the interval; keeps referenced and young files', async () => {
    const uploads = join(server.dataDir, 'uploads');
    const applied = await visitor(server.origin).api('POST', 'enquire', {
      form: form({
        name: 'Asha Verma',
        email: 'asha.sweep@example.com',
        phone: '9876543210',
        city: 'Pune',
        Experience: 'Fresher',
        current_salary: '0',
        job_title: 'Engineer',
        resume: { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' },
      }),
    });
    expect(applied.status).toBe(200);
    const [referenced] = filesUnder(join(uploads, 'resumes'));
    expect(referenced).toMatch(/\.pdf$/);
    // What a process killed mid-upload leaves (an hour old), and an upload under way now.
    mkdirSync(join(uploads, '.incoming'), { recursive: true });
    const old = ['.incoming/a.tmp', 'resumes/.b.pdf.tmp', 'resumes/orphan.pdf', 'blogs/.c.png.tmp'];
    const young = ['.incoming/now.tmp', 'resumes/young-orphan.pdf'];
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const path of [...old, ...young]) {
      mkdirSync(join(uploads, path, '..'), { recursive: true });
      writeFileSync(join(uploads, path), 'leftover');
    }
    for (const path of [...old, `resumes/${referenced}`]) utimesSync(join(uploads, path), hourAgo, hourAgo);
    const before = filesUnder(uploads);
    expect(before).toEqual(expect.arrayContaining(old));

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = filesUnder(uploads);
    expect(after.filter((path) => old.includes(path))).toEqual([]);
    expect(after).toEqual(expect.arrayContaining([...young, `resumes/${referenced}`]));
  });
});

describe('a request made in process (app.inject, as the site calls the API) is left alone (issue 31)', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(async () => server?.close());

  it('answers at once, and nothing fails after the linger time has passed', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const started = Date.now();
      // Refused before the body is read (no token), and read in full (a refused login): the two paths.
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/v1/blog',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'In process', content: 'x'.repeat(2_000) }),
      });
      const read = await server.app.inject({
        method: 'POST',
        url: '/api/v1/customer/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ identifier: 'nobody@example.com', password: 'not-the-password' }),
      });
      expect(refused.statusCode).toBe(401);
      expect(read.statusCode).toBeGreaterThanOrEqual(400);
      expect(Date.now() - started).toBeLessThan(2_000);
      // The lingering close of a refused body runs 5 s after the answer: it must not touch the stand-in socket.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(uncaught).toEqual([]);
      expect((await fetch(`${server.base}/health`)).status).toBe(200);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  }, 30_000);
});
