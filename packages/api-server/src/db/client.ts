import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { join } from 'node:path';
import pg from 'pg';

import { acquireDataDirLock, type DataDirLock } from './lock.js';
import * as schema from './schema.js';

/** The query builder routes use. Both drivers expose the same drizzle API; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection URL (docs/requirements/issues/26-past-one-machine.md: the read cache's listening connection opens its own). */
  url?: string;
  /** Runs a raw statement (tests, health check). */
  ping(): Promise<void>;
  /** PGlite only: a consistent snapshot of the data folder as a tar (`pnpm backup` while running). */
  dump?(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite in `dataDir/pglite` is used. */
  databaseUrl?: string;
  /** PostgreSQL only: the pool's connections (default 10). */
  poolMax?: number;
  dataDir: string;
  migrationsFolder: string;
  /** Told about errors of idle PostgreSQL connections (logged by the app). */
  onPoolError?: (error: Error) => void;
}

/** The PostgreSQL advisory lock key the migrations run under (any fixed 64-bit number; this is "acme-mig"). */
const MIGRATION_LOCK = 0x61636d652d6d6967n;

/**
 * Runs `migrate` holding a session-level advisory lock on its own connection: replicas started together on
 * one database migrate one at a time (the others wait, then find nothing left to apply), where they used to
 * race on `CREATE TABLE` and one of them died.
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  // A connection whose unlock failed goes away instead of back to the pool: closing it frees the lock.
  let discard = true;
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]);
      discard = false;
    }
  } finally {
    lock.release(discard);
  }
}

/**
 * A pool whose checked-out clients cannot leak or crash the process (issue 26). drizzle's `transaction` checks
 * a client out and sends `begin` before its `try`, so when that fails (a connection the database ended during a
 * restart) the client is never released: the pool shrinks by one for good, `pool.end()` waits for ever, and the
 * dead client's `error` event has no listener (an uncaught exception). Here a checked-out client that fails is
 * released (and destroyed) at once, and a second `release()` is ignored.
 */
class GuardedPool extends pg.Pool {
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ) {
    // The pool's own `query` checks out with a callback and handles errors itself.
    if (callback) return super.connect(callback as never) as never;
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const settle = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onError);
        release(error);
      };
      const onError = (error: Error) => settle(error);
      client.on('error', onError);
      client.release = settle;
      return client;
    }) as never;
  }
}

/**
 * A transaction whose `begin` failed never ran a statement: it is tried again (twice at most) on another pooled
 * connection. So a connection PostgreSQL ended a moment ago (a restart, a failover, an idle timeout) costs the
 * request nothing when a fresh one can be had; when none can, the error stands (and answers 503).
 */
export function retryTransactionsThatNeverStarted(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    for (let attempt = 0; ; attempt += 1) {
      let started = false;
      try {
        return await transaction((tx) => {
          started = true;
          return run(tx);
        }, config);
      } catch (error) {
        if (started || attempt >= 2) throw error;
      }
    }
  }) as Db['transaction'];
}

/** Opens the database, applies pending migrations, and (for PGlite) holds the data folder lock. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new GuardedPool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => {
      options.onPoolError?.(error);
    });
    const db = drizzleNodePg({ client: pool, schema });
    retryTransactionsThatNeverStarted(db);
    try {
      await migrateUnderLock(pool, () => migrateNodePg(db, { migrationsFolder: options.migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await pool.end();
      },
    };
  }

  const lock: DataDirLock = acquireDataDirLock(options.dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(join(options.dataDir, 'pglite'));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async ping() {
        await opened.query('select 1');
      },
      async dump() {
        return Buffer.from(await (await opened.dumpDataDir('none')).arrayBuffer());
      },
      async close() {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
