/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): two replicas (two apps, each with its own connections, as two processes would have) on ONE
 * PostgreSQL share what a user would notice: content changes, rate limits, per-account throttles and
 * Idempotency-Key answers. Runs only when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { paymentOrderResponseSchema } from '@company/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import type { ServerConfig } from '../src/config.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, call, form, freshPostgres, pngBytes, testConfig } from './helpers.js';

interface Replica {
  app: FastifyInstance;
  base: string;
}

/** Two replicas on a new database, built one after the other (the first migrates and seeds). */
async function startReplicas(overrides: Partial<ServerConfig> = {}) {
  const postgres = await freshPostgres();
  const dirs: string[] = [];
  const replicas: Replica[] = [];
  for (let n = 0; n < 2; n += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'acme-replica-'));
    dirs.push(dir);
    const app = await buildApp(testConfig(dir, { databaseUrl: postgres.url, ...overrides }), {
      logger: false,
    });
    replicas.push({ app, base: `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1` });
  }
  return {
    a: replicas[0]!,
    b: replicas[1]!,
    url: postgres.url,
    async close() {
      for (const replica of replicas) await replica.app.close();
      await postgres.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` every 25 ms until it is true or `withinMs` has passed; answers how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const enquiry = (subject: string) => ({
  name: 'Ravi',
  mobile: '9876543210',
  subject,
  message: 'Replica check',
});

describe.runIf(process.env.TEST_DATABASE_URL)('replicas on one PostgreSQL (issue 26)', () => {
  describe('the read cache', () => {
    let replicas: Awaited<ReturnType<typeof startReplicas>>;
    let adminToken: string;

    beforeAll(async () => {
      replicas = await startReplicas();
      const login = await call(replicas.a.base, 'POST', 'customer/login', {
        json: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      adminToken = login.body.data.access_token;
    });
    afterAll(() => replicas.close());

    const blogTitles = async (base: string) =>
      ((await call(base, 'GET', 'blog?page=1&limit=50')).body.data as { title: string }[]).map(
        (blog) => blog.title,
      );
    const jobTitles = async (base: string) =>
      ((await call(base, 'GET', 'job')).body as { jobTitle: string }[]).map((job) => job.jobTitle);
    const createBlog = async (title: string) => {
      const created = await call(replicas.a.base, 'POST', 'blog', {
        token: adminToken,
        form: form({
          title,
          description: 'Written on replica A.',
          image: { name: 'cover.png', bytes: pngBytes() },
        }),
      });
      expect(created.status).toBe(201);
    };

    it('serves a blog created through A from B within 1 s, though B had the list cached', async () => {
      await blogTitles(replicas.b.base); // B caches the list
      await blogTitles(replicas.b.base);
      await createBlog('Shipping replicas on PostgreSQL');
      const took = await within(1_000, async () =>
        (await blogTitles(replicas.b.base)).includes('Shipping replicas on PostgreSQL'),
      );
      expect(took).toBeLessThan(1_000);
    });

    it('serves a job created through A from B within 1 s', async () => {
      await jobTitles(replicas.b.base);
      const created = await call(replicas.a.base, 'POST', 'job', {
        token: adminToken,
        json: { jobTitle: 'Site Reliability Engineer' },
      });
      expect(created.status).toBe(201);
      await within(1_000, async () =>
        (await jobTitles(replicas.b.base)).includes('Site Reliability Engineer'),
      );
    });

    it('serves a price changed through A from B within 1 s, and charges it there', async () => {
      const priceOf = async (base: string) =>
        ((await call(base, 'GET', 'course')).body as { id: string; price: number }[]).find(
          (course) => course.id === 'basic-python',
        )?.price;
      expect(await priceOf(replicas.b.base)).toBe(999); // B caches the catalogue
      const changed = await call(replicas.a.base, 'PATCH', 'admin/prices/course/basic-python', {
        token: adminToken,
        json: { price: 1299 },
      });
      expect(changed.status).toBe(200);
      await within(1_000, async () => (await priceOf(replicas.b.base)) === 1299);
      // An order made through B is priced from the shared database, in paise.
      const order = await call(replicas.b.base, 'POST', 'payment/order', {
        json: { items: [{ kind: 'course', id: 'basic-python' }] },
      });
      expect(order.status).toBe(201);
      expect(paymentOrderResponseSchema.parse(order.body).amount).toBe(129_900);
    });

    it('drops its cache when the listening connection comes back (notifications may have been missed)', async () => {
      await blogTitles(replicas.b.base);
      const admin = new pg.Client({ connectionString: replicas.url });
      await admin.connect();
      try {
        // Every replica's listening connection goes (as in a database restart or a network cut).
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'acme-read-cache' and datname = current_database()`,
        );
        expect(ended.rowCount).toBe(2);
        await createBlog('Written while B was not listening');
        await within(1_000, async () =>
          (await blogTitles(replicas.b.base)).includes('Written while B was not listening'),
        );
        // And it listens again: a later change still reaches B at once.
        await within(5_000, async () => {
          const listening = await admin.query(
            `select count(*)::int as n from pg_stat_activity
              where application_name = 'acme-read-cache' and datname = current_database()`,
          );
          return listening.rows[0].n === 2;
        });
        await blogTitles(replicas.b.base);
        await blogTitles(replicas.b.base);
        await createBlog('After the reconnection');
        await within(1_000, async () =>
          (await blogTitles(replicas.b.base)).includes('After the reconnection'),
        );
      } finally {
        await admin.end();
      }
    });
  });

  describe('rate limits and per-account throttles', () => {
    it('counts wrong logins of both replicas against one per-address limit', async () => {
      const replicas = await startReplicas({
        rateLimits: testConfig('/tmp', {}, { RATE_LIMITS: 'on' }).rateLimits,
        accountLimits: false,
      });
      try {
        const statuses: number[] = [];
        for (let n = 0; n < 11; n += 1) {
          const replica = n % 2 === 0 ? replicas.a : replicas.b;
          const reply = await call(replica.base, 'POST', 'customer/login', {
            json: { identifier: `nobody${n}@example.com`, password: 'wrong-password' },
          });
          statuses.push(reply.status);
        }
        expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
        expect(statuses[10]).toBe(429);
      } finally {
        await replicas.close();
      }
    });

    it('counts wrong passwords of one account on both replicas against its throttle', async () => {
      const replicas = await startReplicas({
        rateLimits: false,
        accountLimits: testConfig('/tmp', {}, { RATE_LIMITS: 'on' }).accountLimits,
      });
      try {
        const statuses: number[] = [];
        for (let n = 0; n < 11; n += 1) {
          const replica = n % 2 === 0 ? replicas.a : replicas.b;
          const reply = await call(replica.base, 'POST', 'customer/login', {
            json: { identifier: ADMIN_EMAIL, password: `wrong-password-${n}` },
          });
          statuses.push(reply.status);
        }
        expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
        expect(statuses[10]).toBe(429);
      } finally {
        await replicas.close();
      }
    });

    it('accepts at most the contact limit in total from 15 posts to each replica', async () => {
      const replicas = await startReplicas({
        rateLimits: testConfig('/tmp', {}, { RATE_LIMITS: 'on' }).rateLimits,
      });
      try {
        const replies = await Promise.all(
          Array.from({ length: 30 }, (_, n) =>
            call(n % 2 === 0 ? replicas.a.base : replicas.b.base, 'POST', 'contactus', {
              json: enquiry(`Rate limit ${n}`),
            }),
          ),
        );
        const accepted = replies.filter((reply) => reply.status === 200).length;
        const refused = replies.filter((reply) => reply.status === 429);
        expect(accepted).toBe(10);
        expect(refused).toHaveLength(20);
        expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
      } finally {
        await replicas.close();
      }
    });
  });

  describe('Idempotency-Key', () => {
    let replicas: Awaited<ReturnType<typeof startReplicas>>;
    beforeAll(async () => {
      replicas = await startReplicas();
    });
    afterAll(() => replicas.close());

    const stored = async (subject: string) => {
      const client = new pg.Client({ connectionString: replicas.url });
      await client.connect();
      try {
        const result = await client.query(
          'select count(*)::int as n from contact_messages where subject = $1',
          [subject],
        );
        return result.rows[0].n as number;
      } finally {
        await client.end();
      }
    };

    it('stores once when the same key goes to A and then to B', async () => {
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const first = await call(replicas.a.base, 'POST', 'contactus', { json: enquiry('A then B'), headers });
      const retry = await call(replicas.b.base, 'POST', 'contactus', { json: enquiry('A then B'), headers });
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await stored('A then B')).toBe(1);
    });

    it('answers 409 with Retry-After to a duplicate on B while A still writes, then replays', async () => {
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const admin = new pg.Client({ connectionString: replicas.url });
      await admin.connect();
      try {
        // A's insert waits behind this lock: its request is in flight, its key reserved.
        await admin.query('begin');
        await admin.query('lock table contact_messages in exclusive mode');
        const first = call(replicas.a.base, 'POST', 'contactus', { json: enquiry('Concurrent'), headers });
        await within(5_000, async () => {
          const reserved = await admin.query(
            'select count(*)::int as n from idempotency_keys where key = $1',
            [headers['idempotency-key']],
          );
          return reserved.rows[0].n === 1;
        });
        const duplicate = await call(replicas.b.base, 'POST', 'contactus', {
          json: enquiry('Concurrent'),
          headers,
        });
        expect(duplicate.status).toBe(409);
        expect(duplicate.headers.get('retry-after')).toBe('1');
        expect(duplicate.body.errors).toHaveProperty('idempotency-key');
        await admin.query('commit');
        expect((await first).status).toBe(200);
      } finally {
        await admin.end();
      }
      const retry = await call(replicas.b.base, 'POST', 'contactus', {
        json: enquiry('Concurrent'),
        headers,
      });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await stored('Concurrent')).toBe(1);
    });
  });

  describe('a reservation whose replica died', () => {
    it('is taken over after 10 s, and the request that held it cannot store its write as well', async () => {
      const replicas = await startReplicas();
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const admin = new pg.Client({ connectionString: replicas.url });
      await admin.connect();
      const count = async () =>
        (
          await admin.query('select count(*)::int as n from contact_messages where subject = $1', [
            'Taken over',
          ])
        ).rows[0].n as number;
      try {
        // A's request holds its reservation, stuck behind a lock (as a replica that stopped mid-request).
        await admin.query('begin');
        await admin.query('lock table contact_messages in exclusive mode');
        const first = call(replicas.a.base, 'POST', 'contactus', { json: enquiry('Taken over'), headers });
        await within(5_000, async () => {
          const reserved = await replicas.b.app.db.execute(
            sql`select count(*)::int as n from idempotency_keys where key = ${headers['idempotency-key']}`,
          );
          return (reserved.rows[0] as { n: number }).n === 1;
        });
        // 10 s later (set back here) the retry through B takes the reservation over and stores the enquiry.
        await replicas.b.app.db.execute(
          sql`update idempotency_keys set locked_at = locked_at - interval '11 seconds' where key = ${headers['idempotency-key']}`,
        );
        let retrySettled = false;
        const retry = call(replicas.b.base, 'POST', 'contactus', { json: enquiry('Taken over'), headers });
        void retry.then(() => (retrySettled = true));
        await new Promise((resolve) => setTimeout(resolve, 500));
        // It took the reservation over: it writes too (and waits for the lock) instead of answering 409.
        expect(retrySettled).toBe(false);
        await admin.query('commit');
        const answers = await Promise.all([first, retry]);
        // One of them stored it; the other rolled its insert back and says so (the client retries it).
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(await count()).toBe(1);
        const again = await call(replicas.a.base, 'POST', 'contactus', { json: enquiry('Taken over'), headers });
        expect(again.status).toBe(200);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(await count()).toBe(1);
      } finally {
        await admin.end();
        await replicas.close();
      }
    });
  });

  describe('connections PostgreSQL ended', () => {
    it('serves the next writes on fresh connections, without a 503, after the idle ones were ended', async () => {
      const replicas = await startReplicas();
      const admin = new pg.Client({ connectionString: replicas.url });
      await admin.connect();
      try {
        const post = (subject: string) =>
          call(replicas.a.base, 'POST', 'contactus', { json: enquiry(subject) });
        // Several pooled connections, then every one of them ended (as a restart or an idle timeout does).
        await Promise.all(Array.from({ length: 6 }, (_, n) => post(`Warm ${n}`)));
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        );
        const replies = await Promise.all(Array.from({ length: 6 }, (_, n) => post(`After ${n}`)));
        expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
      } finally {
        await admin.end();
        await replicas.close();
      }
    });
  });
});
