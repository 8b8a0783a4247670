/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the four account flows that take an
 * e-mail (sign-up, password login, one-time-code request, password-reset request) answer a registered and
 * an unknown address alike, in text and in time: 100 calls of each, interleaved in a random order, and the
 * medians within 5 ms. The real built server in production mode (RATE_LIMITS=off), on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';

import {
  call,
  customer,
  freshPostgres,
  removeDir,
  startServer,
  tempDir,
  waitForMail,
  type Answer,
  type ServerProcess,
} from './harness-b';

const SAMPLES = Number(process.env.TIMING_SAMPLES ?? 100);
const LIMIT_MS = 5;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Kind = 'known' | 'unknown';

/** `SAMPLES` calls of each kind in a random interleaved order, after a few unmeasured warm-up calls. */
async function timeBoth(send: Record<Kind, (index: number) => Promise<Answer>>) {
  for (let index = 0; index < 5; index++) {
    await send.known(-1 - index);
    await send.unknown(-1 - index);
  }
  const order = [...Array<Kind>(SAMPLES).fill('known'), ...Array<Kind>(SAMPLES).fill('unknown')].sort(
    () => Math.random() - 0.5,
  );
  const ms: Record<Kind, number[]> = { known: [], unknown: [] };
  const answers = new Set<string>();
  const next = { known: 0, unknown: 0 };
  for (const kind of order) {
    const answer = await send[kind](next[kind]++);
    ms[kind].push(answer.ms);
    const { userId: _id, ...rest } = (answer.body?.data ?? {}) as Record<string, unknown>;
    answers.add(`${answer.status} ${answer.body?.message} ${JSON.stringify({ ...rest, email: undefined })}`);
  }
  return { known: median(ms.known), unknown: median(ms.unknown), answers: [...answers] };
}

async function server(kind: 'pglite' | 'postgres'): Promise<ServerProcess> {
  const env: Record<string, string> = {};
  let dataDir: string | undefined;
  if (kind === 'postgres') {
    const postgres = await freshPostgres();
    cleanups.push(postgres.drop);
    env.DATABASE_URL = postgres.url;
    dataDir = tempDir('timing-pg');
  }
  const started = await startServer({ dataDir, env });
  cleanups.push(() => removeDir(started.dataDir));
  cleanups.push(() => started.stop('SIGKILL'));
  return started;
}

const kinds = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('equal work for registered and unknown e-mails on %s (issue 31)', (kind) => {
  let api: string;
  let dataDir: string;
  const taken = customer(`timing-${kind}`);
  const run = Date.now();
  const fresh = (index: number) => `fresh.${kind}.${run}.${index + 10}@example.com`;

  it('starts with one registered account', async () => {
    const started = await server(kind);
    api = started.api;
    dataDir = started.dataDir;
    expect((await call(api, 'POST', 'customer', { json: taken })).status).toBe(200);
  }, 120_000);

  const flows: [string, (email: string) => Promise<Answer>][] = [
    [
      'sign-up',
      (email) => call(api, 'POST', 'customer', { json: { ...taken, email, password: 'attacker-password' } }),
    ],
    [
      'password login',
      (email) =>
        call(api, 'POST', 'customer/login', { json: { identifier: email, password: 'wrong-password' } }),
    ],
    ['one-time code request', (email) => call(api, 'POST', 'customer/otp/request', { json: { email } })],
    ['password-reset request', (email) => call(api, 'POST', 'customer/password/forgot', { json: { email } })],
  ];

  for (const [number, [flow, send]] of flows.entries()) {
    it(`answers ${flow} alike, medians of ${SAMPLES} within ${LIMIT_MS} ms`, async () => {
      // A real difference (the 31 ms) shows in every round; on a shared machine a burst of other
      // work can skew one round, so up to three are measured and one must be within the limit.
      const rounds: string[] = [];
      let within = false;
      for (let round = 0; round < 3 && !within; round++) {
        const result = await timeBoth({
          known: () => send(taken.email),
          unknown: (index) => send(fresh(number * 1000 + round * 200 + index)),
        });
        expect(result.answers, 'one answer for both').toHaveLength(1);
        const difference = Math.abs(result.known - result.unknown);
        rounds.push(
          `${result.known.toFixed(1)} ms registered, ${result.unknown.toFixed(1)} ms unknown (${difference.toFixed(1)} ms apart)`,
        );
        within = difference < LIMIT_MS;
      }
      const summary = `${kind} ${flow}: ${rounds.join('; ')}`;
      console.log(summary);
      expect(within, summary).toBe(true);
    }, 180_000);
  }

  it('still tells the owner of the taken address, and welcomes the new ones', async () => {
    await waitForMail(dataDir, (mails) =>
      mails.some((mail) => mail.to === taken.email && mail.subject === 'You already have an account'),
    );
    await waitForMail(dataDir, (mails) =>
      mails.some((mail) => mail.to === fresh(0) && mail.subject === 'Welcome to Acme Softech'),
    );
  }, 60_000);
});
