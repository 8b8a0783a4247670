#!/usr/bin/env node
/**
 * `pnpm test:resilience` (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md, Deliver 3): what
 * the crash and shutdown battery found, kept true in CI, on PGlite and on PostgreSQL, against the built server
 * (`packages/api-server/dist/main.js`) on 127.0.0.1:
 *
 * 1. kill -9 of the server under write load (enquiries and applications with résumés, each with its
 *    Idempotency-Key), one upload half sent: after a restart every acknowledged write is stored exactly once;
 * 2. what the killed uploads left (`.tmp` files, résumés no row names) is gone after the sweep interval
 *    (UPLOAD_SWEEP_INTERVAL=1s, UPLOAD_SWEEP_GRACE=3s here);
 * 3. SIGTERM under keep-alive load (with SHUTDOWN_DRAIN=1s, the case that reset most): every request the server
 *    read (its X-Request-Id is in the server's log) answered, none reset, exit 0. A connection the kernel had
 *    accepted for the listening socket but the server had not yet taken when it stopped listening is reset by
 *    the kernel; the server keeps that rare (it stops listening only after 300 ms without a new connection):
 *    requests reset before the server read them are printed apart, and at most 1 passes.
 *
 *   node tests/resilience/run.mjs                 # both databases; exits non-zero on a failure
 *   node tests/resilience/run.mjs --db=pglite     # one of them (pglite or postgres)
 *   node tests/resilience/run.mjs --keep          # leave the work folder (server logs) for a look
 *
 * RESILIENCE_PORT=N uses ports N, N+1 (server) and N+2 (PostgreSQL) instead of free ones. Needs a build
 * (`pnpm build`) and PostgreSQL 15 (`bash .ci/ensure-system.sh`). The parts come from tests/topology/lib.mjs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  Replica,
  call,
  cleanUp,
  freePort,
  root,
  sleep,
  startBattery,
  startPostgres,
} from '../topology/lib.mjs';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const only = args.find((arg) => arg.startsWith('--db='))?.slice(5);
const kinds = only ? [only] : ['pglite', 'postgres'];
const { work, check, finish } = startBattery('resilience', { keep });
const basePort = Number(process.env.RESILIENCE_PORT) || 0;
const port = async (offset) => (basePort ? basePort + offset : freePort());

// The server's own PGlite, to count rows in a data folder while no server holds it.
const { PGlite } = await import(
  pathToFileURL(createRequire(join(root, 'packages/api-server/package.json')).resolve('@electric-sql/pglite'))
    .href
);

const SWEEP = { UPLOAD_SWEEP_INTERVAL: '1s', UPLOAD_SWEEP_GRACE: '3s' };
const serverEnv = (extra) => ({
  RATE_LIMITS: 'off',
  LOG_LEVEL: process.env.RESILIENCE_LOG_LEVEL || 'warn',
  JWT_SECRET: 'resilience-signing-secret-0123456789-abcdefghij',
  ADMIN_EMAIL: 'admin@resilience.test',
  ADMIN_PASSWORD: 'resilience-admin-password',
  DATABASE_URL: '',
  ...SWEEP,
  ...extra,
});

const pdf = (tag) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${tag}\n`),
    Buffer.from(randomBytes(60_000).toString('base64')),
    Buffer.from('\n%%EOF\n'),
  ]);

function applicationForm(email, bytes) {
  const data = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Resilience Applicant',
    email,
    phone: '9876543210',
    city: 'Pune',
    Experience: 'Fresher',
    current_salary: '0',
    job_title: 'Site Reliability Engineer',
  }))
    data.set(key, value);
  data.set('resume', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf');
  return data;
}

/** A multipart upload whose headers and first 20 kB are sent, the rest never: in flight when the server dies. */
function halfUpload(serverPort) {
  const socket = connect(serverPort, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    const head =
      '--half\r\nContent-Disposition: form-data; name="resume"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n';
    socket.write(
      `POST /api/v1/enquire HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=half\r\n` +
        `Content-Length: 400000\r\n\r\n${head}${'%'.repeat(20_000)}`,
    );
  });
  return socket;
}

/** Rows of this run and the résumés rows name, from PostgreSQL (`sql`) or the PGlite data folder. */
async function readRows(database, run) {
  const queries = {
    contacts: [
      `select subject, count(*)::int as n from contact_messages where subject like $1 group by subject`,
      [`${run} %`],
    ],
    applications: [
      `select email, count(*)::int as n from job_applications where email like $1 group by email`,
      [`${run}-%`],
    ],
    referenced: [
      `select resume_file as file from job_applications union all select resume_file from internships`,
      [],
    ],
  };
  const answers = {};
  if (database.sql) {
    for (const [name, [text, values]] of Object.entries(queries))
      answers[name] = await database.sql(text, values);
  } else {
    const pglite = await PGlite.create(join(database.dataDir, 'pglite'));
    try {
      for (const [name, [text, values]] of Object.entries(queries))
        answers[name] = (await pglite.query(text, values)).rows;
    } finally {
      await pglite.close();
    }
  }
  return {
    contacts: new Map(answers.contacts.map((row) => [row.subject, row.n])),
    applications: new Map(answers.applications.map((row) => [row.email, row.n])),
    referenced: new Set(answers.referenced.map((row) => row.file)),
  };
}

/** Leftovers in the upload folder: `.tmp` files anywhere, and résumés that no row names. */
function orphans(uploadDir, referenced) {
  const files = existsSync(uploadDir) ? readdirSync(uploadDir, { recursive: true }).map(String) : [];
  const temporaries = files.filter((path) => path.endsWith('.tmp'));
  const resumes = files.filter(
    (path) => /^resumes\/[^./][^/]*$/.test(path) && !referenced.has(path.slice('resumes/'.length)),
  );
  return {
    temporaries: temporaries.length,
    resumes: resumes.length,
    total: temporaries.length + resumes.length,
  };
}

/** kill -9 under write load, restart, compare; the sweep; SIGTERM under keep-alive load. */
async function battery(kind, cleanups) {
  const dataDir = join(work, `data-${kind}`);
  const uploadDir = join(dataDir, 'uploads');
  let database = { dataDir };
  let env = serverEnv({ DATA_DIR: dataDir });
  if (kind === 'postgres') {
    const postgres = await startPostgres(work, cleanups, await port(2));
    database = { ...database, sql: postgres.sql };
    env = { ...env, DATABASE_URL: postgres.url };
  }
  const first = new Replica(`${kind}-1`, await port(0), work, env).start();
  cleanups.push(() => first.stop('SIGKILL'));
  await first.ready();

  // 1. kill -9 under write load.
  const run = `r${randomUUID().slice(0, 8)}`;
  const jobs = [
    ...Array.from({ length: 240 }, (_, n) => ({
      kind: 'contact',
      key: randomUUID(),
      subject: `${run} ${n}`,
    })),
    ...Array.from({ length: 24 }, (_, n) => ({
      kind: 'application',
      key: randomUUID(),
      email: `${run}-${n}@resilience.test`,
    })),
  ].sort(() => Math.random() - 0.5);
  const send = (job) =>
    job.kind === 'contact'
      ? call(first.base, 'POST', 'contactus', {
          json: { name: 'Load Visitor', mobile: '9876543210', subject: job.subject, message: 'kill -9 test' },
          headers: { 'idempotency-key': job.key },
        })
      : call(first.base, 'POST', 'enquire', {
          form: applicationForm(job.email, pdf(job.email)),
          headers: { 'idempotency-key': job.key },
        });
  let next = 0;
  let done = 0;
  let half;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      job.reply = await send(job);
      done += 1;
      if (done === 80) half = halfUpload(first.port);
      if (done === 100) first.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await first.exited;
  half?.destroy();
  const acked = jobs.filter((job) => job.reply.status >= 200 && job.reply.status < 300);
  const afterKill = await readRows(database, run);
  const before = orphans(uploadDir, afterKill.referenced);

  // Restart on the same data; then count.
  // LOG_LEVEL=info: the log names every request the server took (by its X-Request-Id), see 3.
  const second = new Replica(`${kind}-2`, await port(1), work, {
    ...env,
    SHUTDOWN_DRAIN: '1s',
    LOG_LEVEL: 'info',
  }).start();
  cleanups.push(() => second.stop('SIGKILL'));
  await second.ready();
  const found = kind === 'postgres' ? await readRows(database, run) : afterKill;
  const countOf = (job) =>
    job.kind === 'contact'
      ? (found.contacts.get(job.subject) ?? 0)
      : (found.applications.get(job.email) ?? 0);
  const lost = acked.filter((job) => countOf(job) === 0).length;
  const doubled = [...found.contacts.values(), ...found.applications.values()].filter((n) => n > 1).length;
  const stored = found.contacts.size + found.applications.size;
  check(
    `${kind}: kill -9 under write load, restart: 0 acknowledged writes lost or doubled`,
    lost === 0 && doubled === 0 && acked.length >= 90,
    `${jobs.length} requests sent, ${acked.length} acknowledged, ${stored} found after the restart ` +
      `(${stored - acked.length} stored without an answer), ${lost} lost, ${doubled} doubled`,
  );

  // 2. The sweep: the leftovers of the killed uploads are gone after the interval (and the grace).
  const sweepMs = 1_000 + 3_000 + 1_500;
  await sleep(sweepMs);
  let after =
    kind === 'postgres' ? orphans(uploadDir, (await readRows(database, run)).referenced) : undefined;

  // 3. SIGTERM under keep-alive load (Node's fetch keeps its connections alive).
  const figures = { sent: 0, answered: 0, refused: 0, resets: [], errors: new Set() };
  let exited = false;
  void second.exited.then(() => (exited = true));
  const loop = async (n) => {
    for (let i = 0; !exited && i < 5_000; i += 1) {
      figures.sent += 1;
      const headers = { 'x-request-id': randomUUID() };
      const reply =
        i % 2 === 0
          ? await call(second.base, 'GET', 'blog?page=1&limit=5', { headers })
          : await call(second.base, 'POST', 'contactus', {
              json: {
                name: 'Steady Visitor',
                mobile: '9876543210',
                subject: `steady ${run} ${n}-${i}`,
                message: 'SIGTERM test',
              },
              headers,
            });
      if (reply.status > 0) figures.answered += 1;
      else if (reply.error === 'ECONNREFUSED') {
        figures.refused += 1;
        await sleep(20);
      } else {
        figures.resets.push(headers['x-request-id']);
        figures.errors.add(`${reply.error} at ${Date.now() - stoppedAt} ms`);
      }
    }
  };
  let stoppedAt = Date.now();
  const loops = Array.from({ length: 8 }, (_, n) => loop(n));
  await sleep(1_000);
  stoppedAt = Date.now();
  const exit = await second.stop('SIGTERM');
  const stopSeconds = ((Date.now() - stoppedAt) / 1000).toFixed(1);
  await Promise.all(loops);
  // A reset request the server had read (its id is in the log) is one it failed to answer. One it never read was
  // on a connection the kernel had accepted for the listening socket as the server closed it (rare, see
  // stopListening), or one the server closed before the request arrived (what Node's closeIdleConnections did).
  const taken = readFileSync(join(work, `${kind}-2.log`), 'utf8');
  const started = figures.resets.filter((id) => taken.includes(`"requestId":"${id}"`));
  check(
    `${kind}: SIGTERM under keep-alive load (SHUTDOWN_DRAIN=1s): 0 requests reset after the server read them, exit 0`,
    started.length === 0 &&
      figures.resets.length - started.length <= 1 &&
      exit.code === 0 &&
      figures.answered > 10,
    `${figures.sent} requests, ${figures.answered} answered, ${figures.refused} refused once it stopped ` +
      `listening, ${started.length} reset after the server took them, ` +
      `${figures.resets.length - started.length} reset before it read them (≤ 1: kernel backlog as it stopped listening)` +
      `${figures.resets.length ? ` (${[...figures.errors].join(', ')})` : ''}; ` +
      `exit ${exit.code ?? exit.signal} after ${stopSeconds} s`,
  );
  after ??= orphans(uploadDir, (await readRows(database, run)).referenced);
  check(
    `${kind}: leftovers of the killed uploads swept while running: 0 orphans after the sweep interval`,
    after.total === 0,
    `orphans before ${before.total} (${before.temporaries} .tmp, ${before.resumes} résumés without a row), ` +
      `after ${after.total} (${after.temporaries} .tmp, ${after.resumes} résumés); ${sweepMs / 1000} s after the restart`,
  );
}

let failed = false;
for (const kind of kinds) {
  const cleanups = [];
  try {
    await battery(kind, cleanups);
  } catch (error) {
    console.error(error);
    failed = true;
  } finally {
    await cleanUp(cleanups);
  }
}
finish(failed);
