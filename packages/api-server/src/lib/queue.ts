import { eq, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { queueJobs } from '../db/schema.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * The durable job queue (docs/requirements/issues/23-safe-in-production.md): work that must happen after an answer, and must not be lost when a
 * mail server is down or the process dies, is a row in `queue_jobs` written in the request's own
 * transaction. An in-process worker claims due rows one at a time (`FOR UPDATE SKIP LOCKED`, so several
 * servers on one PostgreSQL never run the same job; on PGlite there is only one process anyway), runs the
 * job's handler and deletes the row. A failure is retried with exponential backoff
 * (`retryBaseMs * 2^(attempt-1)`, at most `maxDelayMs`) until `maxAttempts`, then the row stays as
 * `failed` for an operator to look at. A claim whose process died is taken over after `CLAIM_SECONDS`.
 * Delivery is at least once: a crash between sending a mail and deleting its row sends it again.
 *
 * Mail: `enqueueMail({ to, subject, text, html, attachments? })` (the worker sends it through `Mailer`: SMTP or the
 * outbox folder). Other kinds: `handle(kind, handler)` once at start, then `enqueue(kind, payload)`.
 */
export interface JobContext {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the worker stops (shutdown): a long job (a transcode) ends and is retried after the restart. */
  signal: AbortSignal;
}

type Handler =
  | { transactional: false; run: (payload: Record<string, unknown>, context: JobContext) => Promise<void> }
  | {
      transactional: true;
      run: (payload: Record<string, unknown>, tx: Db, context: JobContext) => Promise<void>;
    };

export interface QueueLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface QueueOptions {
  db: Db;
  mailer: Mailer;
  log: QueueLogger;
  /** Delay before the first retry; doubled on every further one. */
  retryBaseMs: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** How often the worker looks for due jobs when nobody woke it. */
  pollMs?: number;
  /** How long a claim holds without a heartbeat (default {@link CLAIM_SECONDS}). */
  claimSeconds?: number;
  /**
   * Kinds that run for minutes (`transcode`): they get a worker of their own, so a long video never holds up
   * a sign-in code or any other mail behind it.
   */
  longKinds?: string[];
}

/**
 * A claimed job is taken to be lost with its process after this long (well over the mail timeouts). A job that
 * runs longer (a transcode of a long video, issue 32: docs/requirements/issues/32-courses-you-can-take.md)
 * keeps its claim by a heartbeat every third of it, so only a dead process loses one.
 */
const CLAIM_SECONDS = 300;

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  kind: string;
  payload: Record<string, unknown> | string;
  attempts: number;
}

export function createQueue(options: QueueOptions) {
  const { db, log } = options;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 20;
  const pollMs = options.pollMs ?? 1_000;
  const claimSeconds = options.claimSeconds ?? CLAIM_SECONDS;
  let stopping = new AbortController();
  const handlers = new Map<string, Handler>();
  let stopped = true;

  /** One worker loop over the jobs its `filter` admits. */
  interface Lane {
    filter: SQL;
    running: boolean;
    wakeRequested: boolean;
    timer: ReturnType<typeof setTimeout> | undefined;
    current: Promise<void> | undefined;
  }
  const lane = (filter: SQL): Lane => ({
    filter,
    running: false,
    wakeRequested: false,
    timer: undefined,
    current: undefined,
  });
  const longKinds = options.longKinds ?? [];
  const kindList = sql.join(
    longKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const lanes: Lane[] =
    longKinds.length === 0
      ? [lane(sql`true`)]
      : [lane(sql`kind not in (${kindList})`), lane(sql`kind in (${kindList})`)];

  handlers.set('mail', {
    transactional: false,
    run: (payload) => options.mailer.send(payload as unknown as MailMessage),
  });

  function schedule(worker: Lane, ms: number) {
    if (stopped) return;
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = setTimeout(() => {
      worker.timer = undefined;
      worker.current = tick(worker);
    }, ms);
  }

  /** Runs due jobs now (after a commit that added one) instead of at the next poll. */
  function wake() {
    if (stopped) return;
    for (const worker of lanes) {
      if (worker.running) worker.wakeRequested = true;
      else schedule(worker, 0);
    }
  }

  /**
   * Takes one due job. Two lookups, each a short walk of the (status, next_attempt_at) index: a claim left
   * by a process that died (there are at most a few running jobs), then the oldest due pending job. One
   * query with `or` over both cannot use the index's order: it sorted every due job on each claim, and a
   * backlog of a few thousand mails (a burst of enquiries) made each claim slower, the more replicas the
   * worse.
   */
  async function claim(filter: SQL): Promise<ClaimedRow | undefined> {
    for (const due of [
      sql`status = 'running' and locked_until < now()`,
      sql`status = 'pending' and next_attempt_at <= now()`,
    ]) {
      const result = await db.execute<ClaimedRow>(sql`
        update queue_jobs
        set status = 'running', attempts = attempts + 1,
            locked_until = now() + make_interval(secs => ${claimSeconds})
        where id = (
          select id from queue_jobs
          where ${due} and ${filter}
          order by status, next_attempt_at
          limit 1
          for update skip locked
        )
        returning id, kind, payload, attempts`);
      if (result.rows[0]) return result.rows[0];
    }
    return undefined;
  }

  async function runOne(worker: Lane): Promise<boolean> {
    const job = await claim(worker.filter);
    if (!job) return false;
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<
      string,
      unknown
    >;
    const context: JobContext = { id: job.id, attempt: Number(job.attempts), signal: stopping.signal };
    const handler = handlers.get(job.kind);
    // The heartbeat: a non-transactional job (the transactional ones hold a transaction, and are short) renews
    // its claim while it runs.
    const heartbeat =
      handler && !handler.transactional
        ? setInterval(
            () =>
              void db
                .execute(
                  sql`update queue_jobs set locked_until = now() + make_interval(secs => ${claimSeconds})
                      where id = ${job.id} and status = 'running'`,
                )
                .catch(() => undefined),
            (claimSeconds * 1000) / 3,
          )
        : undefined;
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      if (handler.transactional) {
        // The job's writes and its removal commit together.
        await db.transaction(async (tx) => {
          await handler.run(payload, tx as unknown as Db, context);
          await tx.delete(queueJobs).where(eq(queueJobs.id, job.id));
        });
      } else {
        await handler.run(payload, context);
        await db.delete(queueJobs).where(eq(queueJobs.id, job.id));
      }
    } catch (error) {
      const giveUp = context.attempt >= maxAttempts;
      const delayMs = Math.min(options.retryBaseMs * 2 ** (context.attempt - 1), maxDelayMs);
      const message = (error as Error)?.message ?? String(error);
      await db
        .update(queueJobs)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(eq(queueJobs.id, job.id));
      // No addresses or contents in the log: the kind, the attempt and the error only.
      (giveUp ? log.error : log.warn).call(
        log,
        {
          job: { id: job.id, kind: job.kind, attempt: context.attempt, retryInMs: giveUp ? null : delayMs },
          err: { message },
        },
        giveUp ? 'job failed for good; it stays in queue_jobs as failed' : 'job failed; it will be retried',
      );
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  async function tick(worker: Lane): Promise<void> {
    if (stopped) return;
    worker.running = true;
    let more = false;
    try {
      for (let count = 0; !stopped; count++) {
        if (count === 50) {
          more = true; // Let other work in, then go on.
          break;
        }
        if (!(await runOne(worker))) break;
      }
    } catch (error) {
      if (!stopped) log.error({ err: { message: (error as Error).message } }, 'job queue worker failed');
    } finally {
      worker.running = false;
    }
    const again = more || worker.wakeRequested;
    worker.wakeRequested = false;
    schedule(worker, again ? 0 : pollMs);
  }

  /** Adds a job; pass the request's transaction to commit it with the rest (then call `wake()` after). */
  async function enqueue(kind: string, payload: Record<string, unknown>, tx?: Db): Promise<void> {
    await (tx ?? db).insert(queueJobs).values({ kind, payload });
    if (!tx) wake();
  }

  return {
    enqueue,
    /** Queues a mail; the answer never waits for the mail server. */
    async enqueueMail(message: MailMessage, tx?: Db): Promise<void> {
      const { to, subject, text, html, attachments } = message;
      await enqueue(
        'mail',
        attachments ? { to, subject, text, html, attachments } : { to, subject, text, html },
        tx,
      );
    },
    /** Registers the handler of a kind. `transactional`: it writes with `tx`, committed with the job's removal. */
    handle(kind: string, handler: Handler): void {
      handlers.set(kind, handler);
    },
    wake,
    start(): void {
      if (!stopped) return;
      stopped = false;
      stopping = new AbortController();
      for (const worker of lanes) schedule(worker, 0);
    },
    /** Stops the workers (a long job is aborted, to run again later) and waits for the jobs they run. */
    async stop(): Promise<void> {
      stopped = true;
      stopping.abort();
      for (const worker of lanes) {
        if (worker.timer) clearTimeout(worker.timer);
        worker.timer = undefined;
      }
      await Promise.all(lanes.map((worker) => worker.current?.catch(() => undefined)));
    },
  };
}

export type JobQueue = ReturnType<typeof createQueue>;
