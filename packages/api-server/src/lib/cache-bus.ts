import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

import type { ReadCache } from './read-cache.js';

/** The PostgreSQL channel read-cache invalidations travel on. */
export const CACHE_CHANNEL = 'acme_read_cache';

export interface CacheBus {
  /** Tells every other replica to drop the entries under `prefix` (after the write committed). */
  publish(prefix: string): void;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  /** The PostgreSQL URL: the bus opens one dedicated listening connection on it. */
  url: string;
  /** Runs `select pg_notify(channel, payload)` on the shared pool. */
  notify(channel: string, payload: string): Promise<unknown>;
  log: FastifyBaseLogger;
  /** First reconnection delay; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): keeps the read caches of every replica on one PostgreSQL in step with LISTEN/NOTIFY. Each
 * replica holds one listening connection; an invalidation is sent as `pg_notify` (delivered after the
 * sender's statement commits, to every listener) and applied by the others. While the listening connection
 * is down, the cache stores nothing (so it can serve nothing stale); it reconnects with backoff and, once it
 * listens again, starts from an empty cache, since notifications sent meanwhile were missed.
 */
export async function startCacheBus(cache: ReadCache, options: CacheBusOptions): Promise<CacheBus> {
  const self = randomUUID();
  const backoffMs = options.backoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  let client: pg.Client | undefined;
  let closed = false;
  let delay = backoffMs;
  let timer: NodeJS.Timeout | undefined;

  const lost = (listener: pg.Client, error?: Error) => {
    if (client !== listener) return; // an earlier connection, already replaced
    client = undefined;
    listener.removeAllListeners('notification');
    listener.end().catch(() => undefined);
    cache.setShared(false);
    if (closed) return;
    options.log.warn(
      { err: error ? { message: error.message } : undefined, retryInMs: delay },
      'read cache: lost the invalidation channel; caching paused until it is back',
    );
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, maxBackoffMs);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const listener = new pg.Client({ connectionString: options.url, application_name: 'acme-read-cache' });
    client = listener;
    listener.on('error', (error) => lost(listener, error));
    listener.on('end', () => lost(listener));
    listener.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      const space = message.payload.indexOf(' ');
      if (space < 0 || message.payload.slice(0, space) === self) return;
      cache.invalidate(message.payload.slice(space + 1), { local: true });
    });
    try {
      await listener.connect();
      await listener.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      lost(listener, error as Error);
      return;
    }
    if (client !== listener) return;
    delay = backoffMs;
    // Whatever was sent while nobody listened is lost: start again from an empty cache.
    cache.setShared(true);
  }

  cache.setShared(false);
  await connect();

  return {
    publish(prefix) {
      options.notify(CACHE_CHANNEL, `${self} ${prefix}`).catch((error: Error) => {
        // The other replicas keep their entries for at most the cache's time limit.
        options.log.warn(
          { err: { message: error.message }, prefix },
          'read cache: could not broadcast an invalidation',
        );
      });
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const listener = client;
      client = undefined;
      // Ending a connection that is still being opened can wait on the network: shutdown does not.
      await Promise.race([
        listener?.end().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
      ]);
    },
  };
}
