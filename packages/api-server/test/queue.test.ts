/**
 * The job queue's worker (src/lib/queue.ts, docs/requirements/issues/23-safe-in-production.md): it takes
 * over a claim whose process died, then runs due jobs oldest first, and finds a due job quickly however
 * many wait. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Database } from '../src/db/client.js';
import type { MailMessage } from '../src/lib/mailer.js';
import { createQueue } from '../src/lib/queue.js';
import { freshPostgres } from './helpers.js';

const migrationsFolder = join(import.meta.dirname, '../drizzle');
const silent = { warn: () => undefined, error: () => undefined };

async function until(done: () => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const engines: Array<[string, boolean]> = [
  ['PGlite', true],
  ['PostgreSQL', Boolean(process.env.TEST_DATABASE_URL)],
];

describe.each(engines)('job queue on %s', (engine, enabled) => {
  let database: Database;
  let cleanUp: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (!enabled) return;
    const dataDir = mkdtempSync(join(tmpdir(), 'acme-queue-'));
    if (engine === 'PostgreSQL') {
      const postgres = await freshPostgres();
      database = await openDatabase({ dataDir, migrationsFolder, databaseUrl: postgres.url });
      cleanUp = postgres.drop;
    } else {
      database = await openDatabase({ dataDir, migrationsFolder });
    }
    const drop = cleanUp;
    cleanUp = async () => {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());

  it.runIf(enabled)('takes over a dead claim first, then sends the due mails oldest first', async () => {
    const { db } = database;
    const mail = (subject: string) => ({
      to: 'staff@example.com',
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
    });
    await db.execute(sql`
      insert into queue_jobs (kind, payload, status, attempts, locked_until, next_attempt_at) values
        ('mail', ${JSON.stringify(mail('due second'))}::jsonb, 'pending', 0, null, now() - interval '1 minute'),
        ('mail', ${JSON.stringify(mail('not due'))}::jsonb, 'pending', 0, null, now() + interval '1 hour'),
        ('mail', ${JSON.stringify(mail('due first'))}::jsonb, 'pending', 0, null, now() - interval '2 minutes'),
        ('mail', ${JSON.stringify(mail('claimed by a live worker'))}::jsonb, 'running', 1, now() + interval '5 minutes', now() - interval '3 minutes'),
        ('mail', ${JSON.stringify(mail('claimed by a dead worker'))}::jsonb, 'running', 1, now() - interval '1 second', now())`);
    const sent: string[] = [];
    const queue = createQueue({
      db,
      log: silent,
      retryBaseMs: 1_000,
      pollMs: 50,
      mailer: {
        kind: 'outbox',
        send: async (message: MailMessage) => void sent.push(message.subject),
        close() {},
      },
    });
    queue.start();
    try {
      await until(() => sent.length >= 3, 'three mails were sent');
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await queue.stop();
    }
    expect(sent).toEqual(['claimed by a dead worker', 'due first', 'due second']);
    const left = await db.execute<{ subject: string; status: string; attempts: number }>(
      sql`select payload->>'subject' as subject, status, attempts from queue_jobs order by subject`,
    );
    expect(left.rows.map((row) => `${row.subject}: ${row.status}`)).toEqual([
      'claimed by a live worker: running',
      'not due: pending',
    ]);
    await db.execute(sql`delete from queue_jobs`);
  });

  it.runIf(enabled)('finds the due job in a backlog of 5,000 without sorting them all', async () => {
    const { db } = database;
    await db.execute(sql`
      insert into queue_jobs (kind, payload, status, next_attempt_at)
      select 'mail', jsonb_build_object('to', 'staff@example.com', 'subject', 'backlog ' || n, 'text', '', 'html', ''),
             'pending', now() - make_interval(secs => n)
      from generate_series(1, 5000) as n`);
    await db.execute(sql`analyze queue_jobs`);
    // The claim's lookup, as the worker runs it: the plan walks the (status, next_attempt_at) index in
    // order and stops at the first row; it has no Sort node over the due jobs.
    const plan = await db.execute<Record<string, string>>(sql`
      explain select id from queue_jobs
      where status = 'pending' and next_attempt_at <= now()
      order by status, next_attempt_at limit 1 for update skip locked`);
    const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/Index Scan using queue_jobs_due_idx/);
    expect(text).not.toMatch(/Sort/);
    await db.execute(sql`delete from queue_jobs`);
  });
});
