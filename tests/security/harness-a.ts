/**
 * Plumbing of the issue 23 (docs/requirements/issues/23-safe-in-production.md) part A security tests: the real server (the app factory on a real PGlite data
 * folder, or the built `dist/main.js` as its own process) and visitors that keep their own cookies, as
 * browsers do. Nothing is mocked: every test talks HTTP to a listening server with a real database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { buildApp } from '../../packages/api-server/src/app.js';
import type { ServerConfig } from '../../packages/api-server/src/config.js';
import { openDatabase, type Database } from '../../packages/api-server/src/db/client.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  freshDataDir,
  migrationsFolder,
  packageRoot,
  testConfig,
} from '../../packages/api-server/test/helpers.js';

export { ADMIN_EMAIL, ADMIN_PASSWORD, freshDataDir, packageRoot };
export { docxBytes, pdfBytes, pngBytes } from '../../packages/api-server/test/helpers.js';

export const repoRoot = join(packageRoot, '..', '..');

/* ---------- a server from the app factory ---------- */

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;

export interface AppServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `<origin>/api/v1` */
  base: string;
  config: ServerConfig;
  dataDir: string;
  database: Database;
  /** Closes the app and the database; the data folder stays (for a restart) unless `remove`. */
  close(remove?: boolean): Promise<void>;
}

/**
 * Builds the whole app (`buildApp`, as `main.ts` does) on a PGlite data folder (a fresh copy of the migrated,
 * seeded template unless `dataDir` is given) and listens on a random port. `env` is the server's environment
 * on top of the tests' defaults (NODE_ENV=test, RATE_LIMITS=off, admin account, fixed JWT secret).
 */
export async function startApp(
  env: Record<string, string> = {},
  options: { dataDir?: string; overrides?: Partial<ServerConfig> } = {},
): Promise<AppServer> {
  const dataDir = options.dataDir ?? (await freshDataDir());
  const config = testConfig(dataDir, options.overrides ?? {}, env);
  const database = await openDatabase({ dataDir, migrationsFolder });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { database, logger: false, serveSite: false });
  } catch (error) {
    await database.close();
    throw error;
  }
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    origin,
    base: `${origin}/api/v1`,
    config,
    dataDir,
    database,
    async close(remove = true) {
      await app.close();
      await database.close();
      if (remove) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` with these process environment variables set (the payments module reads its keys there). */
export async function withEnv<T>(
  vars: Record<string, string | undefined>,
  run: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/* ---------- the built server as its own process ---------- */

export const builtServer = join(packageRoot, 'dist', 'main.js');

/** Fails with a clear message when `dist/main.js` is missing or older than a source file. */
export function assertServerBuilt(): void {
  if (!existsSync(builtServer))
    throw new Error('Run `pnpm build` first: packages/api-server/dist/main.js is missing');
  const built = statSync(builtServer).mtimeMs;
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const path = join(dir, entry.name);
      return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
    }, 0);
  const sources = Math.max(
    newest(join(packageRoot, 'src')),
    newest(join(repoRoot, 'packages', 'contracts', 'src')),
  );
  if (sources > built)
    throw new Error('packages/api-server/dist/main.js is older than its sources: run `pnpm build`');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Spawned {
  child: ChildProcess;
  origin: string;
  base: string;
  output: () => string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts `node dist/main.js` with `env` (no NODE_ENV unless given) on a free port and DATA_DIR; resolves once
 * `/api/v1/health` answers, or with the process's exit if it stops first (`ready` false).
 */
export async function spawnServer(
  env: Record<string, string>,
  dataDir: string,
  timeoutMs = 90_000,
): Promise<Spawned & { ready: boolean }> {
  const port = await freePort();
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The server's own settings come only from `env`: nothing of the test runner's environment leaks in.
    if (
      value === undefined ||
      /^(NODE_ENV|RAZORPAY_|PAYMENT_|TRUST_PROXY|RATE_LIMIT|ACCOUNT_LIMIT|DATABASE_URL|VITEST)/.test(key)
    )
      continue;
    clean[key] = value;
  }
  const child = spawn(process.execPath, [builtServer], {
    cwd: packageRoot,
    env: {
      ...clean,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      JWT_SECRET: 'security-suite-signing-secret-0123456789-abcdef',
      PAYMENT_SANDBOX_SECRET: 'security-suite-sandbox-secret-0123456789-abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const origin = `http://127.0.0.1:${port}`;
  const spawned: Spawned = {
    child,
    origin,
    base: `${origin}/api/v1`,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void exited.then(() => (done = true));
  while (Date.now() < deadline && !done) {
    const ok = await fetch(`${spawned.base}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { ...spawned, ready: true };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!done) {
    await spawned.stop('SIGKILL');
    throw new Error(`the server did not start within ${timeoutMs} ms:\n${output}`);
  }
  return { ...spawned, ready: false };
}

/* ---------- visitors ---------- */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * A visitor with its own cookie jar (what a browser keeps: the checkout key, the refresh cookie), calling the
 * server over HTTP. `api` paths are relative to `/api/v1`; `page` paths to the site.
 */
export function visitor(origin: string) {
  const jar = new Map<string, string>();
  async function request(url: string, method: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  }
  return {
    jar,
    api: (method: string, path: string, options?: CallOptions) =>
      request(`${origin}/api/v1/${path}`, method, options),
    page: (path: string, options?: CallOptions) => request(`${origin}${path}`, 'GET', options),
  };
}

export type Visitor = ReturnType<typeof visitor>;

/** A multipart body: strings as fields, `{ name, bytes }` as files. */
export function form(
  fields: Record<string, string | { name: string; bytes: Buffer; type?: string }>,
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else
      data.append(
        key,
        new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  return data;
}

export const buyerDetails = { name: 'Asha Verma', email: 'asha.buyer@example.com', phone: '8899776655' };

/** Signs in with a password; answers the access token. */
export async function signIn(who: Visitor, email: string, password: string): Promise<string> {
  const answer = await who.api('POST', 'customer/login', { json: { identifier: email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  return answer.body.data.access_token as string;
}

/** Registers a customer and signs them in; answers the access token and id. */
export async function customer(who: Visitor, email: string): Promise<{ token: string; id: string }> {
  const password = 'customer-password-1';
  const registered = await who.api('POST', 'customer', {
    json: { name: 'Test Customer', email, mobile: '9876543210', address: 'Jabalpur', password },
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  const token = await signIn(who, email, password);
  return { token, id: registered.body.data.userId as string };
}

/**
 * The whole sandbox checkout as the site's flow runs it, in `who`'s browser: order, test window Pay, verify,
 * save, appointment. Answers the ids.
 */
export async function checkout(
  who: Visitor,
  options: { token?: string; items?: Array<{ kind: 'course' | 'product'; id: string }> } = {},
): Promise<{ orderId: string; paymentId: string; receiptId: string; amount: number }> {
  const items = options.items ?? [{ kind: 'course', id: 'basic-python' }];
  const order = await who.api('POST', 'payment/order', { json: { items }, token: options.token });
  if (order.status !== 201) throw new Error(`order failed: ${order.status} ${order.text}`);
  const orderId = order.body.order_id as string;
  const paid = await who.api('POST', 'payment/sandbox/pay', {
    json: { order_id: orderId, outcome: 'success' },
  });
  if (paid.status !== 200) throw new Error(`sandbox pay failed: ${paid.status} ${paid.text}`);
  const paymentId = paid.body.razorpay_payment_id as string;
  const verified = await who.api('POST', 'payment/verify', {
    json: { order_id: orderId, payment_id: paymentId, signature: paid.body.razorpay_signature },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  const saved = await who.api('POST', 'payment/save', {
    json: { order_id: orderId, payment_id: paymentId, ...buyerDetails, status: 'succeeded' },
    token: options.token,
  });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${saved.text}`);
  const booked = await who.api('POST', 'appointments', {
    json: { ...buyerDetails, payment_id: paymentId },
    token: options.token,
  });
  if (booked.status !== 201) throw new Error(`appointment failed: ${booked.status} ${booked.text}`);
  return { orderId, paymentId, receiptId: booked.body.id as string, amount: order.body.amount as number };
}

/** Every file under `dir` (relative paths), recursively; empty when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (current: string, prefix: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(current, entry.name), relative);
      else out.push(relative);
    }
  };
  walk(dir, '');
  return out.sort();
}

/** The mails in the outbox addressed to `to`. */
export function outboxFor(dataDir: string, to: string): Array<{ to: string; text: string }> {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === to);
}
