/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 12: `pnpm backup` writes one file holding a consistent snapshot of the embedded database
 * and every upload (also while the server runs), and `pnpm restore FILE` brings all of it back onto an
 * empty disk; with DATABASE_URL it explains pg_dump/pg_restore.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import {
  call,
  customer,
  importFromServer,
  removeDir,
  runToEnd,
  serverCli,
  startServer,
  tempDir,
} from './harness-b';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface PgliteClient {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

/** Every table's row count and a hash of its rows, straight from the data folder (server stopped). */
async function databaseFingerprint(dataDir: string): Promise<Record<string, string>> {
  const { PGlite } = await importFromServer<{ PGlite: { create(dir: string): Promise<PgliteClient> } }>(
    '@electric-sql/pglite',
  );
  const client = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const fingerprint: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ count: number; hash: string }>(
        `select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${name} t`,
      );
      const row = result.rows[0]!;
      fingerprint[name] = `${row.count} rows ${row.hash}`;
    }
    return fingerprint;
  } finally {
    await client.close();
  }
}

/** Every upload's path and content hash (without the regenerable image cache). */
function uploadsFingerprint(uploadDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(uploadDir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(uploadDir);
  return files;
}

const cli = (args: string[], dataDir: string, env: Record<string, string> = {}) =>
  runToEnd([process.execPath, serverCli, ...args], { DATA_DIR: dataDir, ...env });

const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('backup and restore (issue 23, item 12)', () => {
  it('backs up a running server, and restores every row and file onto an empty disk', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop('SIGKILL'));
    cleanups.push(() => removeDir(server.dataDir));
    const person = customer('backup');
    expect((await call(server.api, 'POST', 'customer', { json: person })).status).toBe(200);
    const application = new FormData();
    application.append('name', 'Neha Backup');
    application.append('email', 'neha.backup@example.com');
    application.append('number', '9123456780');
    application.append('course', 'mern-stack');
    application.append('resume', new Blob([pdf()], { type: 'application/pdf' }), 'cv.pdf');
    expect((await fetch(`${server.api}/internship`, { method: 'POST', body: application })).status).toBe(200);

    // While it runs: the server hands over a snapshot through its control socket.
    const hotFile = join(tempDir('archive'), 'hot.tar.gz');
    cleanups.push(() => removeDir(join(hotFile, '..')));
    const hot = cli(['backup', hotFile], server.dataDir);
    expect(hot.code, hot.output).toBe(0);
    expect(hot.output).toMatch(
      /Backup written to .*hot\.tar\.gz: the embedded database and \d+ uploaded file/,
    );

    // A restore under a running server is refused.
    const refused = cli(['restore', hotFile], server.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('in use by another running process');

    await server.stop();
    const database = await databaseFingerprint(server.dataDir);
    const uploads = uploadsFingerprint(join(server.dataDir, 'uploads'));
    expect(Object.keys(uploads).some((name) => name.startsWith('resumes/'))).toBe(true);
    expect(database['public.users']).toMatch(/^[2-9]\d* rows /);

    // Stopped: the command opens the database itself.
    const coldFile = join(hotFile, '..', 'cold.tar.gz');
    expect(cli(['backup', coldFile], server.dataDir).code).toBe(0);

    for (const file of [hotFile, coldFile]) {
      // A new, empty disk.
      const restoredDir = tempDir('restored');
      cleanups.push(() => removeDir(restoredDir));
      const restored = cli(['restore', file], restoredDir);
      expect(restored.code, restored.output).toBe(0);
      expect(await databaseFingerprint(restoredDir), file).toEqual(database);
      expect(uploadsFingerprint(join(restoredDir, 'uploads')), file).toEqual(uploads);

      // And the product runs on it: the customer signs in.
      const again = await startServer({ dataDir: restoredDir });
      cleanups.push(() => again.stop('SIGKILL'));
      const login = await call(again.api, 'POST', 'customer/login', {
        json: { identifier: person.email, password: person.password },
      });
      expect(login.status).toBe(200);
      await again.stop();
    }

    // Restoring over existing data keeps what was there aside.
    const over = cli(['restore', coldFile], server.dataDir);
    expect(over.code, over.output).toBe(0);
    expect(over.output).toMatch(/What was there before is kept in .*before-restore-/);
  });

  it('explains pg_dump and pg_restore with DATABASE_URL, and archives the uploads', () => {
    const dataDir = tempDir('pg-backup');
    cleanups.push(() => removeDir(dataDir));
    const file = join(dataDir, 'uploads-only.tar.gz');
    const result = cli(['backup', file], dataDir, { DATABASE_URL: 'postgres://acme@127.0.0.1:1/acme' });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('pg_dump --format=custom');
    expect(result.output).toContain('pg_restore');
    expect(existsSync(file)).toBe(true);
  });
});
