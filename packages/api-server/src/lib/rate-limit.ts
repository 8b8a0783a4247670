import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';

import type { RateLimitName, ServerConfig } from '../config.js';
import type { Db } from '../db/client.js';

/**
 * The route `config` that applies one of the named rate limits, or nothing when RATE_LIMITS=off.
 * Spread into a route's options: `{ config: rateLimit(app.config, 'login') }`.
 */
export function rateLimit(
  config: ServerConfig,
  name: RateLimitName,
): { rateLimit?: { max: number; timeWindow: number } } {
  if (!config.rateLimits) return {};
  const limit = config.rateLimits[name];
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}

type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };
type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often (at most) a replica removes counters whose window has passed. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): a `@fastify/rate-limit` store that keeps the per-address counters in PostgreSQL
 * (`rate_limit_hits`), so every replica on the database counts against the same limit (with a process store,
 * two replicas allowed twice the limit). One atomic `insert ... on conflict do update ... returning` per
 * request, on the database's clock; a counter whose window has passed starts again, and expired rows are
 * pruned now and then. Each route counts on its own, as with the plugin's in-memory store.
 */
export function createRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  const prune = () => {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    db.execute(sql`delete from rate_limit_hits where expires_at < clock_timestamp()`).catch(() => {
      lastPrune = 0; // try again on a later request
    });
  };

  return class PostgresRateLimitStore {
    readonly #prefix: string;

    /** The plugin passes its options, with `routeInfo` (the route) for a route's own store. */
    constructor(params: object = {}) {
      const route = (params as RouteParams).routeInfo;
      const method = route?.method;
      this.#prefix = route?.url
        ? `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${route.url} `
        : '';
    }

    incr(key: string, done: Counted, timeWindow: number): void {
      const window = `${Math.max(1, Math.trunc(timeWindow))} milliseconds`;
      db.execute<{ hits: number; ttl: number }>(
        sql`
        insert into rate_limit_hits as counter (key, hits, window_started_at, expires_at)
        values (${this.#prefix + key}, 1, clock_timestamp(), clock_timestamp() + ${window}::interval)
        on conflict (key) do update set
          hits = case when counter.expires_at <= clock_timestamp() then 1 else counter.hits + 1 end,
          window_started_at = case when counter.expires_at <= clock_timestamp()
            then clock_timestamp() else counter.window_started_at end,
          expires_at = case when counter.expires_at <= clock_timestamp()
            then clock_timestamp() + ${window}::interval else counter.expires_at end
        returning hits, greatest(0, extract(epoch from (expires_at - clock_timestamp())) * 1000)::float8 as ttl`,
      )
        .then((result) => {
          const row = result.rows[0];
          done(null, { current: Number(row?.hits ?? 1), ttl: Math.ceil(Number(row?.ttl ?? timeWindow)) });
          prune();
        })
        .catch((error: Error) => done(error));
    }

    child(params: object) {
      return new PostgresRateLimitStore(params);
    }
  };
}
