/**
 * Plumbing for issue 23 (docs/requirements/issues/23-safe-in-production.md) part B's security tests: the real built server (`packages/api-server/dist/main.js`,
 * made by `pnpm --filter @company/api-server build`) as a child process on a real embedded database, started
 * in production mode. A fresh data folder is a copy of a template the built server made on its first start
 * (creating a PGlite folder from nothing takes ~5 s).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverPackage = join(repoRoot, 'packages', 'api-server');

/**
 * A dependency of the server package (PGlite, pg), loaded from there: the test package does not depend on
 * them itself. Typed by the caller with the little it uses.
 */
export async function importFromServer<T>(specifier: string): Promise<T> {
  const resolved = createRequire(join(serverPackage, 'package.json')).resolve(specifier);
  return (await import(pathToFileURL(resolved).href)) as T;
}
export const serverMain = join(repoRoot, 'packages', 'api-server', 'dist', 'main.js');
export const serverCli = join(repoRoot, 'packages', 'api-server', 'dist', 'cli.js');
export const siteBuildDir = join(repoRoot, 'site', 'build');

/** The administrator every test server is started with (created on the template's first start). */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password-for-tests';

/** What a production start needs (issue 23: secrets from the environment). */
export const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'security-suite-signing-secret-0123456789-abcdef',
  PAYMENT_SANDBOX_SECRET: 'security-suite-sandbox-secret-0123456789-abcdef',
  // Part A of issue 23 asks for this to run the sandbox checkout in production; harmless before it.
  PAYMENT_SANDBOX: 'on',
  COOKIE_SECURE: 'false',
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DATABASE_URL: '',
  SMTP_URL: '',
};

/** Builds the server bundle when it is missing (CI builds it before the tests). */
export function ensureServerBuilt(): void {
  if (existsSync(serverMain) && existsSync(serverCli)) return;
  const built = spawnSync('pnpm', ['--filter', '@company/api-server', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('could not build the server');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  api: string;
  dataDir: string;
  /** Everything the process printed (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Spawns `command` (default: node dist/main.js) with the production environment plus `env`. Does not wait
 * for health: see `waitHealthy`.
 */
export function spawnServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  command?: string[];
}): ServerProcess {
  const [file, ...args] = options.command ?? [process.execPath, serverMain];
  const child = spawn(file!, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      ...productionEnv,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SITE_BUILD_DIR: join(options.dataDir, 'no-site-build'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const origin = `http://127.0.0.1:${options.port}`;
  return {
    child,
    origin,
    api: `${origin}/api/v1`,
    dataDir: options.dataDir,
    output: () => printed,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Waits until the server answers its health check; fails early with its output if it exits. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.api}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

/** A hash of what shapes a fresh database (migrations, seed), so a change makes a new template. */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = join(serverPackage, 'drizzle');
  for (const name of readdirSync(migrations).sort()) {
    if (name.endsWith('.sql')) hash.update(readFileSync(join(migrations, name)));
  }
  for (const file of ['src/db/seed.ts', 'src/db/seed-data.ts'])
    hash.update(readFileSync(join(serverPackage, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh data folder holding the database as the built server makes it on its first start (migrated and
 * seeded, with the seed's uploads): a copy of a template made once by starting and stopping the server.
 */
export async function freshDataDir(): Promise<string> {
  ensureServerBuilt();
  const template = join(tmpdir(), `acme-sec-b-template-${templateKey()}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(join(tmpdir(), 'acme-sec-b-template-build-'));
    const server = spawnServer({ dataDir: building, port: await freePort() });
    try {
      await waitHealthy(server, 120_000);
    } finally {
      await server.stop();
    }
    try {
      renameSync(building, template);
    } catch {
      // Another test file made it meanwhile.
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'acme-sec-b-data-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server; `drop()` removes it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  interface Client {
    connect(): Promise<void>;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
  }
  const pg = await importFromServer<{
    default: { Client: new (options: { connectionString: string }) => Client };
  }>('pg');
  const name = `acme_sec_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.default.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.default.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A healthy production server on a fresh copy of the seeded database (or on `dataDir`). */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  ensureServerBuilt();
  const dataDir = options.dataDir ?? (await freshDataDir());
  const server = spawnServer({ dataDir, port: await freePort(), env: options.env });
  await waitHealthy(server);
  return server;
}

/** Runs a process to its end, answering its exit code and output. */
export function runToEnd(
  command: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): { code: number | null; output: string } {
  const [file, ...args] = command;
  const result = spawnSync(file!, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  return { code: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/* ---------- HTTP ---------- */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  ms: number;
}

/** fetch with a JSON body; answers status, parsed body, headers and the time taken. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function call<T = any>(
  api: string,
  method: string,
  path: string,
  options: { json?: unknown; token?: string; cookie?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const started = performance.now();
  const response = await fetch(`${api}/${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: response.status, body: body as T, headers: response.headers, ms };
}

/** The refresh cookie a login or refresh answer set, as a `Cookie` header value. */
export function refreshCookie(answer: Answer): string {
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('acme_refresh=') && pair !== 'acme_refresh=');
  if (!cookie) throw new Error('no refresh cookie in the answer');
  return cookie;
}

export const customer = (tag: string) => ({
  name: `Security ${tag}`,
  email: `security.${tag}@example.com`,
  mobile: '9876543210',
  address: `${tag} Civil Lines, Jabalpur`,
  password: `password-${tag}-123`,
});

/* ---------- mail ---------- */

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Mails in DATA_DIR/outbox, oldest first. */
export function outbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxMail);
}

/** Waits until `predicate` holds for the outbox. */
export async function waitForMail(
  dataDir: string,
  predicate: (mails: OutboxMail[]) => boolean,
  timeoutMs = 15_000,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = outbox(dataDir);
    if (predicate(mails)) return mails;
    if (Date.now() > deadline)
      throw new Error(`no such mail in the outbox: ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `acme-sec-b-${prefix}-`));
}

export function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
