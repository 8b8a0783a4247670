#!/usr/bin/env node
/**
 * `pnpm test:topology` (docs/requirements/issues/26-past-one-machine.md): the product as it runs past
 * one machine. Two replicas of the server as the image holds it (deploy/bundle.sh's output, built from
 * the workspace's build or reused; see bundle.mjs), started like the image's CMD (`node
 * packages/api-server/dist/main.js`, NODE_ENV=production) read-only, as `nobody` when run as root, on
 * one PostgreSQL (Debian's, started here on 127.0.0.1) and one S3-compatible object store (s3rver, from
 * npm) behind nginx (Debian's, with deploy/nginx.conf, upstreams rewritten to the replicas' ports). Everything is started by this script
 * and stopped at the end.
 *
 *   node tests/topology/run.mjs            # every check; exits non-zero on a failure
 *   node tests/topology/run.mjs --keep     # leave the work folder (logs, nginx.conf) for a look
 *
 * Needs a build (`pnpm build`), nginx and PostgreSQL 15 (`bash .ci/ensure-system.sh` installs them).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import {
  Replica,
  call,
  cleanUp,
  freePort,
  root,
  sleep,
  startNginx,
  startBattery,
  startPostgres,
} from './lib.mjs';
import { readOnlyApp } from './bundle.mjs';
import { createObjectStore } from './object-store.mjs';

const args = new Set(process.argv.slice(2));
const keep = args.has('--keep');
const { work, log, check, finish } = startBattery('topology', { keep });

const ADMIN_EMAIL = 'admin@topology.test';
const ADMIN_PASSWORD = 'topology-admin-password';
const migrations = readdirSync(join(root, 'packages/api-server/drizzle')).filter((name) =>
  name.endsWith('.sql'),
);

/** The environment of every replica: production, the same secrets, one database and object store. */
const replicaEnv = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  ...objectStore.env,
  // The same secrets on every replica (a session made on one is good on the other).
  JWT_SECRET: 'topology-signing-secret-0123456789-abcdefghijklmnop',
  PAYMENT_SANDBOX: 'on',
  PAYMENT_SANDBOX_SECRET: 'topology-sandbox-secret-0123456789-abcdefghijklmn',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_NAME: 'Topology Admin',
  STAFF_EMAIL: 'staff@topology.test',
  PUBLIC_URL: 'http://127.0.0.1',
  COOKIE_SECURE: 'false',
  // The load below comes from many visitors: it plays a CDN in front of nginx and says who each one is in
  // X-Forwarded-For, so the replicas trust two hops (nginx, and the "CDN").
  TRUST_PROXY: '2',
  // As in deploy/compose.yaml: no SHUTDOWN_DRAIN, and a grace above nginx's upstream keepalive_timeout
  // (10 s), so nginx closes its kept-alive connections before the replica would.
  SHUTDOWN_GRACE: '12s',
  LOG_LEVEL: 'warn',
  METRICS_TOKEN: 'topology-metrics-token',
});

const refreshCookie = (reply) =>
  reply.headers
    ?.getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('acme_refresh='));

const pdf = (tag) =>
  Buffer.concat(
    [
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
      Buffer.from(`% ${tag}\n`),
      randomBytes(2048)
        .toString('base64')
        .match(/.{1,76}/g)
        .map((line) => Buffer.from(`% ${line}\n`)),
      Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
    ].flat(),
  );
const png = () =>
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
      '0d0a2db40000000049454e44ae426082',
    'hex',
  );
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

function applicationForm(n, bytes) {
  const data = new FormData();
  data.set('name', `Topology Applicant ${n}`);
  data.set('email', `applicant-${n}@topology.test`);
  data.set('phone', '9876543210');
  data.set('city', 'Pune');
  data.set('Experience', 'Fresher');
  data.set('current_salary', '0');
  data.set('job_title', 'Site Reliability Engineer');
  data.set('resume', new Blob([bytes], { type: 'application/pdf' }), `resume-${n}.pdf`);
  return data;
}

async function within(ms, check) {
  const begin = Date.now();
  for (;;) {
    if (await check()) return Date.now() - begin;
    if (Date.now() - begin > ms) return undefined;
    await sleep(20);
  }
}

/* ---------- checks ---------- */

const cleanups = [];
let databaseUrl;
let sql;
let objectStore;
const replicas = [];
let exitCode = 0;

try {
  ({ url: databaseUrl, sql } = await startPostgres(work, cleanups));
  log(`PostgreSQL at ${databaseUrl} (empty database)`);
  objectStore = await createObjectStore(work, await freePort());
  cleanups.push(() => objectStore.stop());
  log(`object store: ${objectStore.label}`);
  const bundleStarted = Date.now();
  const app = readOnlyApp(work, cleanups);
  const user = process.getuid?.() === 0 ? 'nobody' : `uid ${process.getuid?.()}`;
  log(
    `replicas run from deploy/bundle.sh's output (${app.reused ? 'reused' : 'built'} in ` +
      `${((Date.now() - bundleStarted) / 1000).toFixed(1)} s; read-only: ${app.readOnly}) as ${user}`,
  );
  const a = new Replica('a', await freePort(), work, replicaEnv(), { app: app.dir });
  const b = new Replica('b', await freePort(), work, replicaEnv(), { app: app.dir });
  replicas.push(a, b);
  cleanups.push(() => Promise.all(replicas.map((replica) => replica.stop('SIGKILL'))));

  // 1. Started together on an empty database: one migrates (under an advisory lock), both serve.
  a.start();
  b.start();
  await Promise.all([a.ready(), b.ready()]);
  const uids = [a, b].map((replica) => statSync(`/proc/${replica.child.pid}`).uid);
  const applied = await sql('select count(*)::int as n from drizzle.__drizzle_migrations');
  check(
    'both replicas started together on an empty database; migrations applied once; both serve',
    applied[0].n === migrations.length && a.child.exitCode === null && b.child.exitCode === null,
    `${applied[0].n}/${migrations.length} migrations recorded, both ready`,
  );
  const { base: lb, port: nginxPort } = await startNginx(work, replicas, cleanups);
  log(`nginx on ${nginxPort} → ${a.port}, ${b.port}`);

  // The request id crosses nginx and the replica: kept when the caller sent one, else made by nginx.
  const sentId = `topology-${randomUUID()}`;
  const kept = await call(lb, 'GET', 'health', { headers: { 'x-request-id': sentId } });
  const made = await call(lb, 'GET', 'health');
  const scrape = { headers: { authorization: 'Bearer topology-metrics-token' } };
  const metrics = await call(`http://127.0.0.1:${nginxPort}`, 'GET', 'metrics', scrape);
  const direct = await call(`http://127.0.0.1:${a.port}`, 'GET', 'metrics', scrape);
  check(
    '/metrics is scraped from each replica, never served through nginx',
    metrics.status === 404 && direct.status === 200 && direct.bytes.toString().includes('http_request'),
    `through nginx ${metrics.status}, from replica A ${direct.status}`,
  );
  check(
    'X-Request-Id goes through nginx to the replica and back',
    kept.headers?.get('x-request-id') === sentId &&
      /^[0-9a-f]{32}$/.test(made.headers?.get('x-request-id') ?? ''),
    `sent ${sentId} → ${kept.headers?.get('x-request-id')}; none sent → ${made.headers?.get('x-request-id')}`,
  );

  // The site from the bundle's site/build (its server render needs the bundle's node_modules): pages through nginx.
  const site = `http://127.0.0.1:${nginxPort}`;
  const pages = await Promise.all(['', 'courses', 'blogs'].map((path) => call(site, 'GET', path)));
  check(
    "the site's pages are rendered by the replicas and served through nginx",
    pages.every(
      (page) =>
        page.status === 200 &&
        page.headers.get('content-type')?.startsWith('text/html') &&
        /<title>[^<]*Acme/.test(page.bytes.toString()),
    ),
    pages
      .map((page, n) => `/${['', 'courses', 'blogs'][n]} ${page.status} (${page.bytes?.length ?? 0} bytes)`)
      .join(', '),
  );

  // 2. A session made on A is good on B; refresh through either.
  const email = `visitor-${Date.now()}@topology.test`;
  const register = await call(a.base, 'POST', 'customer', {
    json: {
      name: 'Meera Iyer',
      email,
      mobile: '9876543210',
      address: '12 MG Road, Pune',
      password: 'visitor-password',
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  const login = await call(a.base, 'POST', 'customer/login', {
    json: { identifier: email, password: 'visitor-password' },
  });
  const me = await call(b.base, 'GET', 'customer/me', { token: login.body?.data?.access_token });
  const refreshOnB = await call(b.base, 'POST', 'customer/refresh', { cookie: refreshCookie(login) });
  const refreshOnA = await call(a.base, 'POST', 'customer/refresh', { cookie: refreshCookie(refreshOnB) });
  const meAgain = await call(a.base, 'GET', 'customer/me', { token: refreshOnA.body?.data?.access_token });
  check(
    'register and log in through A, use the session through B, refresh through B then A',
    register.status === 200 &&
      login.status === 200 &&
      me.status === 200 &&
      me.body?.data?.email === email &&
      refreshOnB.status === 200 &&
      refreshOnA.status === 200 &&
      meAgain.status === 200,
    `register ${register.status}, login A ${login.status}, me on B ${me.status}, refresh B ${refreshOnB.status}, refresh A ${refreshOnA.status}, me on A ${meAgain.status}`,
  );

  // 3. Content changed through A is served by B within 1 s (B has it cached before the change).
  const admin = await call(a.base, 'POST', 'customer/login', {
    json: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const adminToken = admin.body?.data?.access_token;
  const blogs = async (base) => (await call(base, 'GET', 'blog?page=1&limit=50')).body?.data ?? [];
  await blogs(b.base);
  const blogForm = new FormData();
  blogForm.set('title', 'Running Acme on two replicas');
  blogForm.set('description', 'Written through replica A, read through replica B.');
  blogForm.set('image', new Blob([png()], { type: 'image/png' }), 'cover.png');
  const blog = await call(a.base, 'POST', 'blog', { token: adminToken, form: blogForm });
  const blogTook = await within(1_000, async () =>
    (await blogs(b.base)).some((row) => row.title === 'Running Acme on two replicas'),
  );
  check(
    'a blog created through A is listed by B within 1 s',
    blog.status === 201 && blogTook !== undefined,
    `${blogTook ?? '>1000'} ms`,
  );
  const listed = (await blogs(b.base)).find((row) => row.title === 'Running Acme on two replicas');
  const imageUrl = listed?.imageUrl;
  if (imageUrl) {
    const path = new URL(imageUrl, `http://127.0.0.1:${b.port}`).pathname;
    const image = await call(`http://127.0.0.1:${b.port}`, 'GET', path.slice(1));
    check(
      "the blog's image, uploaded through A, is served by B",
      image.status === 200 && image.bytes.length > 0,
      `${path} → ${image.status} (${image.bytes?.length ?? 0} bytes)`,
    );
  } else {
    check(
      "the blog's image, uploaded through A, is served by B",
      false,
      `no image field in ${JSON.stringify(listed)}`,
    );
  }
  const jobs = async (base) => (await call(base, 'GET', 'job')).body ?? [];
  await jobs(b.base);
  const job = await call(a.base, 'POST', 'job', {
    token: adminToken,
    json: { jobTitle: 'Platform Engineer (Pune)' },
  });
  const jobTook = await within(1_000, async () =>
    (await jobs(b.base)).some((row) => row.jobTitle === 'Platform Engineer (Pune)'),
  );
  check(
    'a job created through A is listed by B within 1 s',
    job.status === 201 && jobTook !== undefined,
    `${jobTook ?? '>1000'} ms`,
  );
  const priceOnB = async () =>
    (await call(b.base, 'GET', 'course')).body?.find?.((course) => course.id === 'basic-python')?.price;
  const before = await priceOnB();
  const priced = await call(a.base, 'PATCH', 'admin/prices/course/basic-python', {
    token: adminToken,
    json: { price: before + 300 },
  });
  const priceTook = await within(1_000, async () => (await priceOnB()) === before + 300);
  check(
    'a price changed through A is served by B within 1 s',
    priced.status === 200 && priceTook !== undefined,
    `₹${before} → ₹${before + 300} in ${priceTook ?? '>1000'} ms`,
  );

  // 4. Wrong logins spread over both replicas count against one limit (10 per address in 15 minutes).
  const statuses = [];
  for (let n = 0; n < 11; n += 1) {
    const replica = n % 2 === 0 ? a : b;
    const reply = await call(replica.base, 'POST', 'customer/login', {
      json: { identifier: `nobody-${n}@topology.test`, password: 'wrong-password' },
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    statuses.push(reply.status);
  }
  check(
    '11 wrong logins over both replicas from one address: the 11th is refused',
    statuses.slice(0, 10).every((status) => status === 401) && statuses[10] === 429,
    statuses.join(' '),
  );

  // 5. A résumé uploaded through A downloads byte-identical through B, and only for staff.
  const resume = pdf('uploaded through A');
  const applied1 = await call(a.base, 'POST', 'enquire', {
    form: applicationForm('a-to-b', resume),
    headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': '203.0.113.50' },
  });
  const [row] = await sql("select id from job_applications where email = 'applicant-a-to-b@topology.test'");
  const download =
    row && (await call(b.base, 'GET', `admin/applications/job/${row.id}/resume`, { token: adminToken }));
  const anonymous = row && (await call(b.base, 'GET', `admin/applications/job/${row.id}/resume`));
  check(
    'a résumé uploaded through A downloads byte-identical through B (staff only)',
    applied1.status === 200 &&
      download?.status === 200 &&
      sha256(download.bytes) === sha256(resume) &&
      anonymous?.status === 401,
    `upload ${applied1.status}, download on B ${download?.status} (${download?.bytes?.length ?? 0} of ${resume.length} bytes, ` +
      `${download && sha256(download.bytes) === sha256(resume) ? 'identical' : 'different'}), anonymous ${anonymous?.status}`,
  );
  // 6. 300 enquiries and 30 applications through nginx while B is killed with SIGKILL mid-load.
  const run = randomUUID().slice(0, 8);
  const jobsToDo = [
    ...Array.from({ length: 300 }, (_, n) => ({
      kind: 'contact',
      n,
      key: randomUUID(),
      subject: `Load ${run} #${n}`,
    })),
    ...Array.from({ length: 30 }, (_, n) => ({
      kind: 'application',
      n,
      key: randomUUID(),
      bytes: pdf(`load ${run} ${n}`),
    })),
  ].sort((x, y) => (x.kind === y.kind ? x.n - y.n : x.n * 10 - y.n * 10 + (x.kind === 'contact' ? -1 : 1)));
  const send = (job) => {
    const headers = {
      'idempotency-key': job.key,
      'x-forwarded-for': `10.${job.kind === 'contact' ? 1 : 2}.${job.n >> 8}.${job.n & 255}`,
    };
    return job.kind === 'contact'
      ? call(lb, 'POST', 'contactus', {
          json: {
            name: 'Load Visitor',
            mobile: '9876543210',
            subject: job.subject,
            message: `Enquiry ${job.n} of the kill test.`,
          },
          headers,
        })
      : call(lb, 'POST', 'enquire', { form: applicationForm(`${run}-${job.n}`, job.bytes), headers });
  };
  let next = 0;
  let done = 0;
  let killedAt;
  const worker = async () => {
    while (next < jobsToDo.length) {
      const job = jobsToDo[next++];
      job.reply = await send(job);
      done += 1;
      if (done === 110 && !killedAt) {
        killedAt = done;
        b.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await b.exited;
  const failed = jobsToDo.filter((job) => !(job.reply.status >= 200 && job.reply.status < 300));
  const acked = jobsToDo.filter((job) => job.reply.status >= 200 && job.reply.status < 300);
  const contactRows = await sql(
    'select subject, count(*)::int as n from contact_messages where subject like $1 group by subject',
    [`Load ${run} #%`],
  );
  const stored = new Map(contactRows.map((r) => [r.subject, r.n]));
  const appRows = await sql(
    'select id, email, count(*) over (partition by email)::int as n from job_applications where email like $1',
    [`applicant-${run}-%`],
  );
  const appStored = new Map(appRows.map((r) => [r.email, r]));
  const ackedContacts = acked.filter((job) => job.kind === 'contact');
  const ackedApps = acked.filter((job) => job.kind === 'application');
  const lostOrDoubled = [
    ...ackedContacts.filter((job) => stored.get(job.subject) !== 1),
    ...ackedApps.filter((job) => appStored.get(`applicant-${run}-${job.n}@topology.test`)?.n !== 1),
  ];
  let intact = 0;
  for (const job of ackedApps) {
    const stored = appStored.get(`applicant-${run}-${job.n}@topology.test`);
    if (!stored) continue;
    const file = await call(a.base, 'GET', `admin/applications/job/${stored.id}/resume`, {
      token: adminToken,
    });
    if (file.status === 200 && sha256(file.bytes) === sha256(job.bytes)) intact += 1;
  }
  const unanswered = failed.filter((job) =>
    job.kind === 'contact'
      ? stored.get(job.subject) === 1
      : appStored.has(`applicant-${run}-${job.n}@topology.test`),
  );
  const failures = failed.map((job) => job.reply.status || job.reply.error);
  check(
    'SIGKILL of B under load: every acknowledged write is stored exactly once, every acknowledged file intact',
    lostOrDoubled.length === 0 && intact === ackedApps.length,
    `${acked.length} of ${jobsToDo.length} acknowledged (${ackedContacts.length} enquiries, ${ackedApps.length} applications), ` +
      `${failed.length} failed and seen by the client (${[...new Set(failures)].join(', ') || 'none'}), ` +
      `${lostOrDoubled.length} lost or doubled, ${intact}/${ackedApps.length} résumés identical, ` +
      `${unanswered.length} stored without an answer`,
  );
  // The client retries what failed with the same Idempotency-Key, backing off (1, 2, 4, 8 s: a retry counts
  // against the address's rate limit like any request): each is stored once in the end. A key the killed
  // replica had reserved answers 409 until the reservation counts as abandoned (10 s); then a retry takes
  // it over.
  const retryStarted = Date.now();
  await Promise.all(
    failed.map(async (job) => {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        job.retry = await send(job);
        if (job.retry.status !== 409 && job.retry.status !== 0 && job.retry.status < 500) break;
        await sleep(Math.max(Number(job.retry.headers?.get('retry-after') ?? 1), 2 ** attempt) * 1_000);
      }
    }),
  );
  const retrySeconds = ((Date.now() - retryStarted) / 1000).toFixed(1);
  const afterRows = await sql(
    'select subject, count(*)::int as n from contact_messages where subject like $1 group by subject',
    [`Load ${run} #%`],
  );
  const afterApps = await sql(
    'select email, count(*)::int as n from job_applications where email like $1 group by email',
    [`applicant-${run}-%`],
  );
  const once =
    afterRows.length === 300 &&
    afterRows.every((r) => r.n === 1) &&
    afterApps.length === 30 &&
    afterApps.every((r) => r.n === 1);
  check(
    'the client retries each failed request with its Idempotency-Key: all 330 stored exactly once',
    once && failed.every((job) => job.retry.status >= 200 && job.retry.status < 300),
    `${afterRows.length} enquiries, ${afterApps.length} applications; ` +
      `retries finally answered ${failed.map((job) => job.retry.status || job.retry.error).join(' ') || 'none needed'} within ${retrySeconds} s ` +
      `(${failed.filter((job) => job.retry.headers?.get('idempotent-replayed') === 'true').length} replays)`,
  );

  // 7. Rolling restart under steady load: SIGTERM A, start it, then B; no request fails.
  b.start();
  await b.ready();
  let steady = true;
  const outcomes = [];
  const loadLoop = async (n) => {
    let i = 0;
    while (steady) {
      i += 1;
      const reply =
        i % 3 === 0
          ? await call(lb, 'POST', 'contactus', {
              json: {
                name: 'Steady Visitor',
                mobile: '9876543210',
                subject: `Rolling ${run} ${n}-${i}`,
                message: 'Rolling restart test.',
              },
              headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': `10.3.${n}.${i & 255}` },
            })
          : await call(lb, 'GET', i % 3 === 1 ? 'blog?page=1&limit=10' : 'course');
      outcomes.push(reply.status || reply.error);
    }
  };
  const loaders = Array.from({ length: 4 }, (_, n) => loadLoop(n));
  await sleep(1_000);
  for (const replica of [a, b]) {
    const exit = await replica.stop('SIGTERM');
    log(`rolling: ${replica.name} exited (${exit.code ?? exit.signal}); starting it again`);
    replica.start();
    await replica.ready();
    await sleep(1_000);
  }
  steady = false;
  await Promise.all(loaders);
  const bad = outcomes.filter((status) => typeof status !== 'number' || status >= 400);
  check(
    'rolling restart (SIGTERM A, start; SIGTERM B, start) under steady load: 0 failed requests',
    bad.length === 0 && outcomes.length > 100,
    `${outcomes.length} requests, ${bad.length} failed${bad.length ? ` (${[...new Set(bad)].join(', ')})` : ''}`,
  );

  // 8. Read-only and unprivileged like the image: all of the above ran from the read-only bundle, and the
  // replicas wrote only in DATA_DIR (compose: tmpfs /data) and TMPDIR (/tmp). With PostgreSQL, the object
  // store and JWT_SECRET set that is the mail outbox alone (no SMTP_URL here).
  const written = ['a', 'b'].flatMap((name) =>
    [`data-${name}`, `tmp-${name}`].flatMap((dir) =>
      readdirSync(join(work, dir), { recursive: true })
        // The replicas still run (their queue sends the mail of the writes above): a message written to a
        // `.tmp` and renamed between the listing and this look is gone by now.
        .filter((path) => statSync(join(work, dir, path), { throwIfNoEntry: false })?.isFile())
        .map((path) => `${dir}/${path}`),
    ),
  );
  // A `.json.tmp` is a message the SIGKILLed replica was writing (renamed to `.json` when complete).
  const unexpected = written.filter((path) => !/^data-[ab]\/outbox\/\.?[^/]+\.json(\.tmp)?$/.test(path));
  const expectedUid = process.getuid?.() === 0 ? 65534 : process.getuid?.();
  check(
    `replicas ran from deploy/bundle.sh's output, read-only, as ${user}: they wrote nothing but the mail outbox`,
    unexpected.length === 0 && uids.every((uid) => uid === expectedUid),
    `process uids ${uids.join(', ')}; ${written.length - unexpected.length} outbox files` +
      (unexpected.length ? `; also wrote ${unexpected.slice(0, 10).join(', ')}` : ''),
  );

  // 9. With mail going to an SMTP server the replicas need no disk at all: a third one, DATA_DIR in a
  // folder that does not exist and cannot be made, starts and serves. (Nothing listens on that SMTP port:
  // its mail waits in the queue.)
  const c = new Replica(
    'c',
    await freePort(),
    work,
    {
      ...replicaEnv(),
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_FROM: 'Acme Softech <no-reply@topology.test>',
      DATA_DIR: '/nonexistent/acme-data',
    },
    { app: app.dir },
  );
  replicas.push(c);
  c.start();
  let noDisk;
  try {
    await c.ready(60_000);
    noDisk = await call(c.base, 'GET', 'course');
  } catch (error) {
    noDisk = { status: 0, error: error.message };
  }
  await c.stop('SIGTERM');
  check(
    'with SMTP_URL set a replica needs no writable disk: DATA_DIR=/nonexistent/acme-data, it starts and serves',
    noDisk.status === 200 && readdirSync(join(work, 'tmp-c')).length === 0,
    `GET /course ${noDisk.status || noDisk.error}; TMPDIR ${readdirSync(join(work, 'tmp-c')).length} entries`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp(cleanups);
  finish(exitCode !== 0);
}
