/**
 * The topology's parts, shared by `pnpm test:topology` (run.mjs) and the two-replica run of
 * `pnpm bench:api`: Debian's PostgreSQL, replicas of the built server, and Debian's nginx with
 * deploy/nginx.conf (its upstreams and port rewritten). Each start registers its stop in `cleanups`.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
export const serverMain = join(root, 'packages/api-server/dist/main.js');
// The server's own PostgreSQL driver (tests/topology is not a workspace package).
const pg = createRequire(join(root, 'packages/api-server/package.json'))('pg');

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** What is missing to run a topology here (a build, nginx, PostgreSQL 15), as sentences; empty when ready. */
export function missingParts() {
  const missing = [];
  if (!existsSync(serverMain) || !existsSync(join(root, 'site/build/server/index.js'))) {
    missing.push('no build: run `pnpm build` first');
  }
  if (!existsSync('/usr/sbin/nginx'))
    missing.push('nginx is missing: run `bash .ci/ensure-system.sh` as root');
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) {
    missing.push('PostgreSQL 15 is missing: run `bash .ci/ensure-system.sh` as root');
  }
  return missing;
}

export const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/**
 * A new PostgreSQL cluster in `work`/postgres (via .ci/postgres.sh) on `port` (default: a free one); answers its
 * URL and a query helper.
 */
export async function startPostgres(work, cleanups, port) {
  const env = {
    ...process.env,
    PGCI_PORT: String(port || (await freePort())),
    PGCI_DIR: join(work, 'postgres'),
  };
  const result = spawnSync('bash', [join(root, '.ci/postgres.sh'), 'start'], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`PostgreSQL did not start: ${result.stderr}`);
  cleanups.push(() => spawnSync('bash', [join(root, '.ci/postgres.sh'), 'stop'], { env }));
  const url = result.stdout.trim().split('\n').at(-1);
  const sql = async (text, values = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return { url, sql };
}

/**
 * One replica: `node packages/api-server/dist/main.js` with `env`, its output in `work`/NAME.log, its
 * DATA_DIR `work`/data-NAME unless `env` names one. With
 * `app` (a read-only copy of deploy/bundle.sh's output, see bundle.mjs) it runs from that folder like the
 * image's CMD, as `nobody` when this runs as root, with nothing writable but its DATA_DIR and TMPDIR
 * (compose's two tmpfs) and HOME pointing nowhere.
 */
export class Replica {
  constructor(name, port, work, env, { app } = {}) {
    this.name = name;
    this.port = port;
    this.work = work;
    this.env = env;
    this.app = app;
    this.base = `http://127.0.0.1:${port}/api/v1`;
  }
  start() {
    const dataDir = join(this.work, `data-${this.name}`);
    mkdirSync(dataDir, { recursive: true });
    const out = createWriteStream(join(this.work, `${this.name}.log`), { flags: 'a' });
    const env = {
      ...this.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.env.DATA_DIR ?? dataDir,
    };
    if (this.app) {
      const tmpDir = join(this.work, `tmp-${this.name}`);
      mkdirSync(tmpDir, { recursive: true });
      const asRoot = process.getuid?.() === 0;
      if (asRoot) for (const dir of [dataDir, tmpDir]) spawnSync('chown', ['nobody:nogroup', dir]);
      const node = [process.execPath, 'packages/api-server/dist/main.js'];
      const setpriv = ['/usr/bin/setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--'];
      const command = asRoot ? [...setpriv, ...node] : node;
      this.child = spawn(command[0], command.slice(1), {
        cwd: this.app,
        env: { PATH: process.env.PATH, HOME: '/nonexistent', TMPDIR: tmpDir, ...env },
      });
    } else {
      this.child = spawn(process.execPath, [serverMain], { cwd: root, env: { ...process.env, ...env } });
    }
    this.child.stdout.pipe(out);
    this.child.stderr.pipe(out);
    this.exited = new Promise((done) => this.child.once('exit', (code, signal) => done({ code, signal })));
    return this;
  }
  async ready(timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) {
        throw new Error(
          `replica ${this.name} exited (${this.child.exitCode}); see ${join(this.work, `${this.name}.log`)}`,
        );
      }
      try {
        if ((await fetch(`${this.base}/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`replica ${this.name} was not ready within ${timeoutMs / 1000} s`);
  }
  async stop(signal = 'SIGTERM') {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode) return this.exited;
    this.child.kill(signal);
    return this.exited;
  }
}

/** deploy/nginx.conf with its two `server appN:3000` upstreams replaced by `replicas`, listening on `port`. */
export function nginxConf(work, port, replicas) {
  let conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = /^\s*server app\d+:3000([^\n]*)$/gm;
  const found = [...conf.matchAll(servers)];
  if (found.length !== 2) throw new Error('deploy/nginx.conf: expected two `server appN:3000` lines');
  const options = found[0][1];
  const upstream = replicas.map((replica) => `    server 127.0.0.1:${replica.port}${options}`).join('\n');
  conf = conf.replace(servers, '').replace(/upstream acme \{\n/, `upstream acme {\n${upstream}\n`);
  if (!/listen 8080;/.test(conf)) throw new Error('deploy/nginx.conf: expected `listen 8080;`');
  const dir = join(work, 'nginx');
  return conf
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('/tmp/', `${dir}/`)
    .replace('access_log /dev/stdout acme;', `access_log ${join(dir, 'access.log')} acme;`);
}

/** nginx in front of `replicas`; answers its base URL (`…/api/v1`). */
export async function startNginx(work, replicas, cleanups) {
  const port = await freePort();
  const dir = join(work, 'nginx');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), nginxConf(work, port, replicas));
  // As root, nginx's workers would switch to `nobody`, who cannot write in this folder.
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.pipe(createWriteStream(join(work, 'nginx.log')));
  cleanups.push(() => child.exitCode === null && child.kill('SIGTERM'));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited; see ${join(work, 'nginx.log')}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      return { port, base: `http://127.0.0.1:${port}/api/v1` };
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nginx did not listen');
}

/** One request; never throws: a network failure is `{ status: 0, error }`. */
export async function call(
  base,
  method,
  path,
  { json, form, token, cookie, headers = {}, timeoutMs = 30_000 } = {},
) {
  const init = { method, headers: { ...headers }, signal: AbortSignal.timeout(timeoutMs) };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (cookie) init.headers.cookie = cookie;
  if (json !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(json);
  }
  if (form) init.body = form;
  try {
    const response = await fetch(`${base}/${path}`, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    let body;
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, body, bytes };
  } catch (error) {
    return { status: 0, error: String(error?.cause?.code ?? error?.name ?? error) };
  }
}

/** Runs every cleanup, last registered first, whatever fails. */
export async function cleanUp(cleanups) {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // keep stopping the rest
    }
  }
}

/**
 * A script's battery of checks (`pnpm test:topology`, `pnpm test:resilience`): refuses to run when a part is
 * missing, makes the work folder (readable by PostgreSQL, which runs as its own user), and gives a timed `log`,
 * `check` (records and prints one result) and `finish` (prints the summary, sets the exit code, and removes
 * the work folder unless `keep` or something failed).
 */
export function startBattery(name, { keep }) {
  const missing = missingParts();
  if (missing.length > 0) {
    console.error(`${name}: ${missing.join('; ')}`);
    process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), `acme-${name}-`));
  chmodSync(work, 0o755);
  const started = Date.now();
  const log = (message) => console.log(`[${name} ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  const results = [];
  const check = (checkName, ok, detail) => {
    results.push({ name: checkName, ok, detail });
    log(`${ok ? 'PASS' : 'FAIL'} ${checkName}${detail ? ` — ${detail}` : ''}`);
  };
  /** `crashed`: the run stopped on an error outside the checks. */
  const finish = (crashed) => {
    const failed = results.filter((result) => !result.ok);
    if (crashed || failed.length > 0) {
      console.log(`\n${name}: FAILED (${failed.length} of ${results.length} checks); logs in ${work}`);
      process.exitCode = 1;
    } else {
      console.log(
        `\n${name}: ${results.length} checks passed in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }
    if (!keep && process.exitCode !== 1) rmSync(work, { recursive: true, force: true });
  };
  return { work, log, check, finish };
}
