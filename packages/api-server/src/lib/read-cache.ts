/**
 * A small read-through cache for public lists (blogs, jobs, courses). The embedded database serves
 * a few hundred list queries a second; these lists change only when an administrator writes, so
 * the answer is kept in memory until a write in this process invalidates it, and for at most
 * `ttlMs` so several processes sharing one PostgreSQL converge quickly.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Like `get`, but keeps the answer as its JSON text, so a hit costs no serialisation: send it
   * with `reply.type(JSON_CONTENT_TYPE).send(text)`.
   */
  json(key: string, load: () => Promise<unknown>): Promise<string>;
  /** Drops every entry whose key starts with `prefix`. */
  invalidate(prefix: string): void;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function createReadCache({ ttlMs = 5_000, maxEntries = 500 } = {}): ReadCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number; generation: number }>();
  let generation = 0;
  const cache: ReadCache = {
    json(key, load) {
      return cache.get(key, async () => JSON.stringify(await load()));
    },
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
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
    invalidate(prefix: string) {
      generation += 1; // loads that started before the write must not be stored as fresh
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
  return cache;
}
