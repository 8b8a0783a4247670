/**
 * `DATABASE_POOL_MAX`: each replica's PostgreSQL pool holds at most that many connections (README, "For
 * operators"). Parsing always; the pool itself when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { freshPostgres } from './helpers.js';

const migrationsFolder = join(import.meta.dirname, '../drizzle');

describe('DATABASE_POOL_MAX', () => {
  it('is 10 unless set, and refuses what is not a whole number from 1 to 100', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).databasePoolMax).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
    for (const wrong of ['0', '101', '2.5', 'many'])
      expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_POOL_MAX: wrong })).toThrow(
        `Invalid DATABASE_POOL_MAX "${wrong}"`,
      );
  });

  it.runIf(process.env.TEST_DATABASE_URL)('caps the connections six queries at once can use', async () => {
    const postgres = await freshPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'acme-pool-'));
    const backends = async (poolMax: number | undefined) => {
      const database = await openDatabase({ dataDir, migrationsFolder, databaseUrl: postgres.url, poolMax });
      try {
        const pids = await Promise.all(
          Array.from({ length: 6 }, () =>
            database.db
              .execute<{ pid: number }>(sql`select pg_backend_pid() as pid from pg_sleep(0.2)`)
              .then((result) => result.rows[0]?.pid),
          ),
        );
        return new Set(pids).size;
      } finally {
        await database.close();
      }
    };
    try {
      expect(await backends(2)).toBe(2);
      expect(await backends(undefined)).toBe(6);
    } finally {
      await postgres.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
