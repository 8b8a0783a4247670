/**
 * Test plumbing for the server suite. Every suite runs against PGlite and, when TEST_DATABASE_URL is set,
 * against real PostgreSQL too (`databases`). A fresh PGlite data folder takes long to initialise, so one
 * migrated and seeded template is made per migration set and copied for each test app.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import pg from 'pg';

import { buildApp, type BuildAppOptions } from '../src/app.js';
import { findPackageRoot, loadConfig, type ServerConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';

export const packageRoot = findPackageRoot();
export const migrationsFolder = join(packageRoot, 'drizzle');
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const JWT_SECRET = 'test-signing-secret-0123456789-abcdefghijklmnop';

export type DatabaseKind = 'pglite' | 'postgres';
/** The databases every suite runs against. */
export const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const baseEnv = {
  NODE_ENV: 'test',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JWT_SECRET,
  LOG_LEVEL: 'silent',
  RATE_LIMITS: 'off',
} as const;

export function testConfig(
  dataDir: string,
  overrides: Partial<ServerConfig> = {},
  env: Record<string, string> = {},
): ServerConfig {
  return loadConfig(
    { ...baseEnv, DATA_DIR: dataDir, SITE_BUILD_DIR: join(dataDir, 'no-site-build'), ...env },
    overrides,
  );
}

/** A hash of everything that shapes a fresh database, so a changed migration or seed makes a new template. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(readFileSync(join(migrationsFolder, name)));
  }
  for (const file of [
    'src/db/seed.ts',
    'src/db/seed-data.ts',
    'src/db/seed-lessons.ts',
    'src/db/seed-lessons-data.ts',
    'src/modules/learning/slides.ts',
    'src/modules/learning/transcode.ts',
  ])
    hash.update(readFileSync(join(packageRoot, file)));
  return hash.digest('hex').slice(0, 16);
}

/** A fresh data folder holding a migrated, seeded PGlite database. */
export async function freshDataDir(): Promise<string> {
  const template = join(tmpdir(), `acme-api-template-${templateKey()}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(join(tmpdir(), 'acme-api-template-build-'));
    const database = await openDatabase({ dataDir: building, migrationsFolder });
    try {
      await seedDatabase(database.db, testConfig(building));
    } finally {
      await database.close();
    }
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'acme-api-test-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server; `drop()` removes it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `acme_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name}`);
      } catch {
        // A connection of the closed pool is still going away.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await client.query(`drop database if exists ${name} with (force)`);
      }
      await client.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  base: string;
  config: ServerConfig;
  database: Database;
  kind: DatabaseKind;
  /** Another app on the same database with different settings (rate limits, site folder...). */
  extraApp(
    overrides: Partial<ServerConfig>,
    options?: BuildAppOptions,
  ): Promise<{ app: FastifyInstance; base: string }>;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/api/v1`;
}

/** Opens a database of `kind`, builds the app on it and listens on a random 127.0.0.1 port. */
export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const dataDir = kind === 'pglite' ? await freshDataDir() : mkdtempSync(join(tmpdir(), 'acme-api-pg-'));
  const postgres = kind === 'postgres' ? await freshPostgres() : undefined;
  const config = testConfig(dataDir, { ...overrides, databaseUrl: postgres?.url });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, migrationsFolder });
  const app = await buildApp(config, { database, logger: false });
  const base = await listen(app);
  const extras: FastifyInstance[] = [];
  return {
    app,
    base,
    config,
    database,
    kind,
    async extraApp(extraOverrides, options = {}) {
      const extra = await buildApp({ ...config, ...extraOverrides }, { database, logger: false, ...options });
      extras.push(extra);
      return { app: extra, base: await listen(extra) };
    },
    async close() {
      for (const extra of extras) await extra.close();
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An access token signed with the test secret: expired, or for any subject and role. */
export async function signToken(
  payload: { sub: string; role?: string },
  expiresIn: string | number,
  secret = JWT_SECRET,
): Promise<string> {
  return new SignJWT({ role: payload.role ?? 'customer' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(payload.sub)
    .setIssuer('acme-api')
    .setAudience('acme-site')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

/* ---------- files ---------- */

export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const docBytes = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
export const docxBytes = () =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from('[Content_Types].xmlword/document.xml'),
  ]);
export const pngBytes = () =>
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
      '0d0a2db40000000049454e44ae426082',
    'hex',
  );

/** A multipart body: strings as fields, `{ name, bytes }` as files. */
export function form(
  fields: Record<string, string | { name: string; bytes: Buffer; type?: string } | undefined>,
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked with the contract schemas
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch with JSON or multipart, answering status, parsed body and headers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  options: {
    json?: unknown;
    form?: FormData;
    token?: string;
    headers?: Record<string, string>;
    raw?: string;
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  else if (options.raw !== undefined) body = options.raw;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}/${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  return path;
}
