/**
 * A small read-through cache for public lists (blogs, jobs, courses). The embedded database serves
 * a few hundred list queries a second; these lists change only when an administrator writes, so
 * the answer is kept in memory until a write invalidates it, and for at most `ttlMs` as a safety net.
 *
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): with several replicas on one PostgreSQL, every invalidation is also broadcast to the other
 * replicas (`lib/cache-bus.ts`, LISTEN/NOTIFY), which apply it with `invalidate(prefix, { local: true })`.
 * While a replica cannot hear the others (its listening connection is down) it stores nothing
 * (`setShared(false)`), and when it hears them again it drops everything (notifications may have been missed).
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Like `get`, but keeps the answer as its JSON text, so a hit costs no serialisation: send it
   * with `reply.type(JSON_CONTENT_TYPE).send(text)`.
   */
  json(key: string, load: () => Promise<unknown>): Promise<string>;
  /**
   * Drops every entry whose key starts with `prefix`, here and (unless `local`) on every other replica.
   * Call it after the write has committed.
   */
  invalidate(prefix: string, options?: { local?: boolean }): void;
  /** Drops every entry (here only). */
  clear(): void;
  /** Off: the cache passes every read through and stores nothing (the broadcast is not heard). */
  setShared(heard: boolean): void;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface ReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Tells the other replicas about an invalidation (issue 26); absent with the embedded database. */
  broadcast?: (prefix: string) => void;
}

export function createReadCache({
  ttlMs = 5_000,
  maxEntries = 500,
  broadcast,
}: ReadCacheOptions = {}): ReadCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number; generation: number }>();
  let generation = 0;
  let enabled = true;
  const cache: ReadCache = {
    json(key, load) {
      return cache.get(key, async () => JSON.stringify(await load()));
    },
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now && hit.generation === generation) return hit.value as Promise<T>;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      const entry = { value, expires: now + ttlMs, generation };
      entries.set(key, entry);
      // A failed load is never served from the cache.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    invalidate(prefix: string, options = {}) {
      generation += 1; // loads that started before the write must not be stored as fresh
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
      if (!options.local) broadcast?.(prefix);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    setShared(heard: boolean) {
      cache.clear();
      enabled = heard;
    },
  };
  return cache;
}
