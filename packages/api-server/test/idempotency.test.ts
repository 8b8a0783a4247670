/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): `Idempotency-Key` on the public writes: a retry gets the stored answer and writes nothing, a reuse
 * with another body is refused (422), a retry while the first is in flight answers 409 with Retry-After, a
 * malformed key answers 400 with a field error. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { idempotencyMessages } from '../src/lib/idempotency.js';
import { call, databases, form, pdfBytes, pngBytes, startTestServer, type TestServer } from './helpers.js';

const enquiry = (subject: string) => ({
  name: 'Ravi Shankar',
  mobile: '9876543210',
  subject,
  message: 'Please call me about the MERN course.',
});
const internship = {
  name: 'Neha Gupta',
  email: 'neha@example.com',
  number: '9123456780',
  course: 'mern-stack',
};

describe.each(databases)('Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = server.base;
  });
  afterAll(() => server.close());

  const count = async (table: string, where: string) => {
    const result = await server.app.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table} where ${where}`),
    );
    return Number(result.rows[0]!.n);
  };
  const withKey = (key: string) => ({ 'idempotency-key': key });

  it('stores a contact enquiry once and answers a retry with the first answer', async () => {
    const key = crypto.randomUUID();
    const first = await call(base, 'POST', 'contactus', {
      json: enquiry('Retried enquiry'),
      headers: withKey(key),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await call(base, 'POST', 'contactus', {
      json: enquiry('Retried enquiry'),
      headers: withKey(key),
    });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await count('contact_messages', `subject = 'Retried enquiry'`)).toBe(1);
  });

  it('writes again without a key, and under a new key', async () => {
    for (const headers of [{}, {}, withKey(crypto.randomUUID()), withKey(crypto.randomUUID())]) {
      expect((await call(base, 'POST', 'contactus', { json: enquiry('No key'), headers })).status).toBe(200);
    }
    expect(await count('contact_messages', `subject = 'No key'`)).toBe(4);
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    const key = crypto.randomUUID();
    expect(
      (await call(base, 'POST', 'contactus', { json: enquiry('First body'), headers: withKey(key) })).status,
    ).toBe(200);
    const reused = await call(base, 'POST', 'contactus', {
      json: enquiry('Second body'),
      headers: withKey(key),
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      message: idempotencyMessages.keyReused,
      errors: { 'idempotency-key': idempotencyMessages.keyReused },
    });
    expect(await count('contact_messages', `subject = 'Second body'`)).toBe(0);
  });

  it('refuses a malformed key with a 400 field error', async () => {
    for (const key of ['has space', 'x'.repeat(256), 'clé']) {
      const reply = await fetch(`${base}/contactus`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(enquiry('Malformed key')),
      }).catch(() => undefined);
      if (!reply) continue; // fetch itself refuses non-ASCII header values
      expect(reply.status, key).toBe(400);
      expect(await reply.json()).toEqual({
        message: idempotencyMessages.invalidKey,
        errors: { 'idempotency-key': idempotencyMessages.invalidKey },
      });
    }
    expect(await count('contact_messages', `subject = 'Malformed key'`)).toBe(0);
    // The longest and the oddest valid keys are taken.
    for (const key of ['k'.repeat(255), '!~{}']) {
      expect(
        (await call(base, 'POST', 'contactus', { json: enquiry('Odd key'), headers: withKey(key) })).status,
      ).toBe(200);
    }
  });

  it('answers 409 with Retry-After while the first request is in flight, and takes over an abandoned one', async () => {
    const key = crypto.randomUUID();
    expect(
      (await call(base, 'POST', 'contactus', { json: enquiry('In flight'), headers: withKey(key) })).status,
    ).toBe(200);
    // As if the first request were still running: reserved, no answer yet.
    await server.app.db.execute(
      sql`update idempotency_keys set status = null, body = null, locked_at = clock_timestamp() where key = ${key}`,
    );
    const during = await call(base, 'POST', 'contactus', {
      json: enquiry('In flight'),
      headers: withKey(key),
    });
    expect(during.status).toBe(409);
    expect(during.headers.get('retry-after')).toBe('1');
    expect(during.body).toEqual({
      message: idempotencyMessages.inFlight,
      errors: { 'idempotency-key': idempotencyMessages.inFlight },
    });
    // A reservation whose process died (no answer after two minutes) is taken over by the retry.
    await server.app.db.execute(
      sql`update idempotency_keys set locked_at = clock_timestamp() - interval '3 minutes' where key = ${key}`,
    );
    const retry = await call(base, 'POST', 'contactus', {
      json: enquiry('In flight'),
      headers: withKey(key),
    });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays a multipart application by its fields and file bytes, and releases a key that failed', async () => {
    const key = crypto.randomUUID();
    // A résumé that is not a document: refused (400) and the key released for the corrected retry.
    const refused = await call(base, 'POST', 'internship', {
      form: form({ ...internship, resume: { name: 'cv.pdf', bytes: pngBytes() } }),
      headers: withKey(key),
    });
    expect(refused.status).toBe(400);
    const send = () =>
      call(base, 'POST', 'internship', {
        form: form({ ...internship, resume: { name: 'cv.pdf', bytes: pdfBytes() } }),
        headers: withKey(key),
      });
    const first = await send();
    expect(first.status).toBe(200);
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('internships', `email = 'neha@example.com'`)).toBe(1);
    const otherFile = await call(base, 'POST', 'internship', {
      form: form({
        ...internship,
        resume: { name: 'cv.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.from('%')]) },
      }),
      headers: withKey(key),
    });
    expect(otherFile.status).toBe(422);
  });

  it('registers an account once, with one mail, when the sign-up is retried', async () => {
    const key = crypto.randomUUID();
    const body = {
      name: 'Asha Verma',
      email: 'asha.retry@example.com',
      mobile: '9123456711',
      address: 'Napier Town, Jabalpur',
      password: 'secret-pass-123',
    };
    const first = await call(base, 'POST', 'customer', { json: body, headers: withKey(key) });
    const retry = await call(base, 'POST', 'customer', { json: body, headers: withKey(key) });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await count('users', `email = 'asha.retry@example.com'`)).toBe(1);
    // One mail: queued, or already sent to the outbox by the queue's worker.
    let queued = 1;
    for (let tries = 0; queued > 0 && tries < 200; tries += 1) {
      queued = await count(
        'queue_jobs',
        `payload::text like '%asha.retry@example.com%' and status <> 'failed'`,
      );
      if (queued > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const outbox = join(server.config.dataDir, 'outbox');
    const mails = (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((name) => name.endsWith('.json'))
      .filter((name) => readFileSync(join(outbox, name), 'utf8').includes('asha.retry@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('keeps the keys of different callers apart', async () => {
    const key = crypto.randomUUID();
    const signUp = await call(base, 'POST', 'customer', {
      json: {
        name: 'Kiran Rao',
        email: 'kiran.keys@example.com',
        mobile: '9123456722',
        address: 'Wright Town, Jabalpur',
        password: 'secret-pass-123',
      },
    });
    expect(signUp.status).toBe(200);
    const login = await call(base, 'POST', 'customer/login', {
      json: { identifier: 'kiran.keys@example.com', password: 'secret-pass-123' },
    });
    const token = login.body.data.access_token as string;
    const anonymous = await call(base, 'POST', 'contactus', {
      json: enquiry('Two callers'),
      headers: withKey(key),
    });
    const signedIn = await call(base, 'POST', 'contactus', {
      json: enquiry('Two callers'),
      headers: withKey(key),
      token,
    });
    expect(anonymous.status).toBe(200);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('idempotent-replayed')).toBeNull();
    expect(await count('contact_messages', `subject = 'Two callers'`)).toBe(2);
  });
});
