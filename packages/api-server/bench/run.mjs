// `pnpm --filter @company/api-server bench:api`: requests/second and latency of the busiest public calls,
// measured with autocannon over 127.0.0.1 against a real server process with a fresh data folder.
// Runs on the embedded PGlite, and also on PostgreSQL when DATABASE_URL is set. Issue 26 (docs/requirements/issues/26-past-one-machine.md): where nginx and
// PostgreSQL 15 are installed (`bash .ci/ensure-system.sh`), it also measures one process and two replicas
// behind nginx (deploy/nginx.conf) on a PostgreSQL of its own, back to back: `postgres-1` (direct),
// `nginx-1` (the same process through nginx) and `nginx-2` (two replicas through nginx).
// Options (environment): BENCH_DURATION (seconds per call, 10), BENCH_CONNECTIONS (10), BENCH_TOPOLOGY=off,
// BENCH_KEEP=1 (keep the topology's work folder: replica and nginx logs).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const scenarios = [
  { name: 'GET blog?page=1&limit=10', method: 'GET', path: '/api/v1/blog?page=1&limit=10' },
  { name: 'GET job', method: 'GET', path: '/api/v1/job' },
  { name: 'GET course', method: 'GET', path: '/api/v1/course' },
  {
    name: 'POST customer/login',
    method: 'POST',
    path: '/api/v1/customer/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'bench.visitor@example.com', password: 'bench-visitor-password' }),
  },
  {
    name: 'POST contactus',
    method: 'POST',
    path: '/api/v1/contactus',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Visitor',
      mobile: '9876543210',
      subject: 'Benchmark',
      message: 'Load test enquiry',
    }),
  },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitHealthy(url, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

async function benchDatabase(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'acme-bench-'));
  const port = await freePort();
  const built = existsSync(join(packageRoot, 'dist', 'main.js'));
  const args = built
    ? [join(packageRoot, 'dist', 'main.js')]
    : ['--import', 'tsx', join(packageRoot, 'src', 'main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: packageRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'on',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      // Production takes its secrets from the environment only (docs/requirements/issues/23-safe-in-production.md).
      JWT_SECRET: 'bench-signing-secret-0123456789-abcdefghijklmnop',
      PAYMENT_SANDBOX_SECRET: 'bench-sandbox-secret-0123456789-abcdefghijklmnop',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    console.log(`\n${label}: starting the server (${built ? 'dist' : 'tsx'})...`);
    await waitHealthy(`http://127.0.0.1:${port}/api/v1/health`, child);
    return await measure(label, `http://127.0.0.1:${port}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The account the login call signs in to, made once per database. */
async function ensureVisitor(origin) {
  const response = await fetch(`${origin}/api/v1/customer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench.visitor@example.com',
      mobile: '9876543210',
      address: '1 Benchmark Road, Pune',
      password: 'bench-visitor-password',
    }),
  });
  if (!response.ok) throw new Error(`could not register the bench visitor: ${response.status}`);
}

/** Every scenario against `origin`, one after the other. */
async function measure(label, origin) {
  await ensureVisitor(origin);
  const rows = [];
  for (const scenario of scenarios) {
    const run = autocannon({
      url: `${origin}${scenario.path}`,
      method: scenario.method,
      headers: scenario.headers,
      body: scenario.body,
      connections,
      duration,
    });
    // What the client's errors were (a reset, a refused connection, a timeout): they are not HTTP answers.
    const errorKinds = {};
    run.on('reqError', (error) => {
      const kind = error.code ?? error.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
    const result = await run;
    const row = {
      database: label,
      call: scenario.name,
      requestsPerSecond: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      errorKinds,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
      ),
    };
    rows.push(row);
    console.log(
      `${label.padEnd(10)} ${scenario.name.padEnd(26)} ${String(row.requestsPerSecond).padStart(6)} req/s   p50 ${row.p50ms} ms   p99 ${row.p99ms} ms` +
        (row.non2xx || row.errors
          ? `   (${row.non2xx} non-2xx, ${row.errors} errors: ${JSON.stringify({ ...errorKinds, ...row.statusCodes })})`
          : ''),
    );
  }
  return rows;
}

/** How many lines of nginx's error log (`work`/nginx.log) say what, e.g. `connect() failed (111: ...)`. */
function nginxErrors(logFile) {
  const counts = {};
  const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : [];
  for (const line of lines) {
    const match = /\[(\w+)\] \d+#\d+: \*?\d* ?(.*?)(?:, client:|$)/.exec(line);
    if (!match) continue;
    const kind = `${match[1]}: ${match[2].replace(/\d+\.\d+\.\d+\.\d+:\d+/g, 'ADDR')}`;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/**
 * Issue 26: one process direct (`postgres-1`), the same process behind nginx (`nginx-1`: what nginx itself
 * costs), then two replicas behind nginx (`nginx-2`: what the second replica adds), on one PostgreSQL of
 * their own, with the topology test's parts. On a 2-core machine two replicas are not expected to be
 * faster: the figures show they are no slower than one, within noise. nginx's error log is summed up after
 * each nginx run (BENCH_KEEP=1 leaves the work folder with the logs).
 */
async function benchTopology() {
  const {
    Replica,
    cleanUp,
    freePort: port,
    missingParts,
    startNginx,
    startPostgres,
  } = await import('../../../tests/topology/lib.mjs');
  const missing = missingParts();
  if (missing.length > 0) {
    console.log(`\nReplicas behind nginx: skipped (${missing.join('; ')})`);
    return [];
  }
  const work = mkdtempSync(join(tmpdir(), 'acme-bench-topology-'));
  chmodSync(work, 0o755);
  const cleanups = [];
  const throughNginx = async (label, replicas) => {
    // A folder and a stop of its own: nginx writes its configuration and logs in its work folder.
    const nginxWork = join(work, label);
    mkdirSync(nginxWork);
    const stops = [];
    try {
      const nginx = await startNginx(nginxWork, replicas, stops);
      const rows = await measure(label, `http://127.0.0.1:${nginx.port}`);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the log goes through a pipe
      const errors = nginxErrors(join(nginxWork, 'nginx.log'));
      console.log(`${label}: nginx error log: ${JSON.stringify(errors)}`);
      return rows.map((row) => ({ ...row, nginxErrors: errors }));
    } finally {
      await cleanUp(stops);
    }
  };
  try {
    const postgres = await startPostgres(work, cleanups);
    const database = async (name) => {
      await postgres.sql(`create database ${name}`);
      const url = new URL(postgres.url);
      url.pathname = `/${name}`;
      return url.href;
    };
    const env = (databaseUrl) => ({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'on',
      DATABASE_URL: databaseUrl,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-signing-secret-0123456789-abcdefghijklmnop',
      PAYMENT_SANDBOX_SECRET: 'bench-sandbox-secret-0123456789-abcdefghijklmnop',
      TRUST_PROXY: '1',
    });
    const rows = [];
    const single = new Replica('single', await port(), work, env(await database('bench_single'))).start();
    cleanups.push(() => single.stop('SIGKILL'));
    console.log('\npostgres-1: one process on PostgreSQL...');
    await single.ready();
    rows.push(...(await measure('postgres-1', `http://127.0.0.1:${single.port}`)));
    console.log('\nnginx-1: the same process behind nginx...');
    rows.push(...(await throughNginx('nginx-1', [single])));
    await single.stop();

    const url = await database('bench_replicas');
    const replicas = [
      new Replica('a', await port(), work, env(url)),
      new Replica('b', await port(), work, env(url)),
    ];
    cleanups.push(() => Promise.all(replicas.map((replica) => replica.stop('SIGKILL'))));
    console.log('\nnginx-2: two replicas behind nginx on PostgreSQL...');
    for (const replica of replicas) replica.start();
    await Promise.all(replicas.map((replica) => replica.ready()));
    rows.push(...(await throughNginx('nginx-2', replicas)));
    if (rows.some((row) => row.errorKinds.ECONNRESET)) {
      // Measured: with `keepalive_requests 1000000` in nginx.conf they do not occur; the server is not involved.
      console.log(
        '\nECONNRESET through nginx: nginx closes a client connection after 1,000 requests (keepalive_requests),\n' +
          'answering the last with `Connection: close`; autocannon ignores that header and writes its next\n' +
          'request on the closing connection, which the kernel resets. Browsers and fetch open a new one.',
      );
    }
    return rows;
  } finally {
    await cleanUp(cleanups);
    if (process.env.BENCH_KEEP) console.log(`\nLogs kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

const results = [...(await benchDatabase('pglite'))];
if (process.env.DATABASE_URL) results.push(...(await benchDatabase('postgres', process.env.DATABASE_URL)));
if (process.env.BENCH_TOPOLOGY !== 'off') results.push(...(await benchTopology()));

const outDir = join(packageRoot, 'bench-results');
mkdirSync(outDir, { recursive: true });
// The machine's load matters: on a shared 2-core machine the figures say more about the neighbours than the server.
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  duration,
  connections,
  results,
};
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nSaved to bench-results/latest.json`);
