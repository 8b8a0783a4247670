/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): structured JSON logs with a request id that crosses replicas, and Prometheus metrics at /metrics.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loggerOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { maskEmails } from '../src/lib/observability.js';
import { call, startTestServer, type TestServer } from './helpers.js';

interface LogLine {
  level: number;
  time: string;
  msg?: string;
  requestId?: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  [key: string]: unknown;
}

/** An app on the test server's database whose JSON log lines are collected. */
async function loggedApp(server: TestServer) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const options = loggerOptions({ ...server.config, logLevel: 'debug' });
  const extra = await server.extraApp({}, { logger: { ...(options as object), stream } });
  return { ...extra, lines, parsed: () => lines.map((line) => JSON.parse(line) as LogLine) };
}

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('request ids and logs (issue 26)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('keeps a well-formed X-Request-Id, echoes it, and puts it on every log line of the request', async () => {
    const a = await loggedApp(server);
    const b = await loggedApp(server);
    const id = 'nginx-4f9c2a7e61b04d3f9a8c';
    // As nginx forwards one id: first to replica A, then (a retry) to replica B.
    for (const replica of [a, b]) {
      const reply = await call(replica.base, 'GET', 'job', { headers: { 'x-request-id': id } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('x-request-id')).toBe(id);
      const mine = replica.parsed().filter((line) => line.requestId === id);
      expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(mine[0]!.req).toEqual({ method: 'GET', path: '/api/v1/job' });
      expect(mine[1]!.res).toEqual({ statusCode: 200 });
      expect(typeof mine[1]!.responseTime).toBe('number');
      expect(new Date(mine[0]!.time).toISOString()).toBe(mine[0]!.time);
      // Every line about a request names its request.
      for (const line of replica.parsed()) if (line.req || line.res) expect(line.requestId).toBeTruthy();
    }
  });

  it('replaces a missing or malformed X-Request-Id with a new UUID, also on errors', async () => {
    const app = await loggedApp(server);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const bad = ['has spaces in it', 'x'.repeat(129), '{"level":60}', '-starts-with-dash'];
    for (const value of bad) {
      const reply = await call(app.base, 'GET', 'blog/not-a-uuid', { headers: { 'x-request-id': value } });
      expect(reply.headers.get('x-request-id')).toMatch(uuid);
      expect(app.lines.join('\n')).not.toContain(value);
    }
    const none = await call(app.base, 'GET', 'no-such-route');
    expect(none.status).toBe(404);
    expect(none.headers.get('x-request-id')).toMatch(uuid);
    const ids = new Set(
      app
        .parsed()
        .map((line) => line.requestId)
        .filter(Boolean),
    );
    expect(ids.size).toBe(bad.length + 1);
  });

  it('writes no password, token, cookie or full e-mail address', async () => {
    const app = await loggedApp(server);
    const email = 'kavya.iyer@example.com';
    const password = 'kavya-very-secret-password';
    expect(
      (
        await call(app.base, 'POST', 'customer', {
          json: { name: 'Kavya Iyer', email, mobile: '9123456780', address: 'Adhartal, Jabalpur', password },
        })
      ).status,
    ).toBe(200);
    const login = await call(app.base, 'POST', 'customer/login', { json: { identifier: email, password } });
    const token = login.body.data.access_token as string;
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    await call(app.base, 'POST', 'customer/refresh', { headers: { cookie } });
    await call(app.base, 'GET', `customer/one/${login.body.data.userId as string}`, { token });
    // An address in a path is logged masked.
    await call(app.base, 'GET', `no-such-route/${email}`, { token });
    const output = app.lines.join('\n');
    expect(output).toContain('k***@example.com');
    for (const secret of [email, password, token, cookie.split('=')[1]!, 'Bearer', 'authorization']) {
      expect(output).not.toContain(secret);
    }
  });

  it('masks addresses in any message or field', () => {
    expect(maskEmails('sent to meera.joshi@example.co.in and a@b.org')).toBe(
      'sent to m***@example.co.in and a***@b.org',
    );
  });
});

describe('/metrics (issue 26)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('does not exist without METRICS_TOKEN', async () => {
    // No route: the site's answer for an unknown page (here 503: the test server has no site build).
    const reply = await fetch(new URL('/metrics', server.base));
    expect([404, 503]).toContain(reply.status);
    expect(await reply.text()).not.toContain('http_requests_total');
  });

  it('refuses a short METRICS_TOKEN at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });

  it('answers only the bearer of METRICS_TOKEN, with request, error, queue, rate-limit and process figures', async () => {
    const limits = { max: 1, windowMs: 60_000 };
    const extra = await server.extraApp({
      metricsToken: TOKEN,
      rateLimits: {
        login: limits,
        otp: limits,
        register: limits,
        contact: limits,
        applications: limits,
        payment: limits,
      },
    });
    const origin = new URL(extra.base).origin;
    const metrics = (authorization?: string) =>
      fetch(`${origin}/metrics`, { headers: authorization ? { authorization } : {} });

    expect((await metrics()).status).toBe(401);
    expect((await metrics('Bearer not-the-token-at-all-0000')).status).toBe(401);
    expect((await metrics(`Basic ${TOKEN}`)).status).toBe(401);

    await call(extra.base, 'GET', 'job');
    await call(extra.base, 'GET', 'blog/6f1c1d3e-9a77-4c53-8f3e-2b1f9d0c4a11');
    const login = () =>
      call(extra.base, 'POST', 'customer/login', {
        json: { identifier: 'nobody@example.com', password: 'wrong-password' },
      });
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(429);

    const reply = await metrics(`Bearer ${TOKEN}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await reply.text();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/v1\/job",status_class="2xx"\} 1$/m,
    );
    // The route pattern, never the raw URL.
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/v1\/blog\/:id",status_class="4xx"\} 1$/m,
    );
    expect(text).not.toContain('6f1c1d3e');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/v1\/job",status_class="2xx"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/customer\/login",status_class="4xx"\} 2$/m,
    );
    expect(text).toMatch(
      /^rate_limit_rejections_total\{method="POST",route="\/api\/v1\/customer\/login"\} 1$/m,
    );
    expect(text).toContain('# TYPE http_server_errors_total counter');
    expect(text).toMatch(/^queue_jobs\{kind="mail",status="pending"\} \d+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});
