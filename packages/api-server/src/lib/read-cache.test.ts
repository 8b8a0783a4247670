import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.js';

describe('read cache', () => {
  it('serves a second read from memory and reloads after an invalidating write', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('blog:1:10', load)).toBe(1);
    expect(await cache.get('blog:1:10', load)).toBe(1);
    cache.invalidate('blog:');
    expect(await cache.get('blog:1:10', load)).toBe(2);
  });

  it('does not store a load that was running when a write happened', async () => {
    const cache = createReadCache();
    let release!: (value: string) => void;
    const stale = cache.get('job:list', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('job:');
    release('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.get('job:list', async () => 'after the write')).toBe('after the write');
  });

  it('expires entries after the time limit and never keeps a failed load', async () => {
    const cache = createReadCache({ ttlMs: 20 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
    await new Promise((r) => setTimeout(r, 30));
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('keeps JSON answers as text and reloads them after a write', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ({ data: [{ title: `Post ${++loads}` }], total: 1 });
    const first = await cache.json('blog:1:10', load);
    expect(JSON.parse(first)).toEqual({ data: [{ title: 'Post 1' }], total: 1 });
    expect(await cache.json('blog:1:10', load)).toBe(first);
    cache.invalidate('blog:');
    expect(JSON.parse(await cache.json('blog:1:10', load))).toEqual({
      data: [{ title: 'Post 2' }],
      total: 1,
    });
  });

  it('broadcasts its own invalidations, not the ones it applies, and stores nothing while not shared', async () => {
    const sent: string[] = [];
    const cache = createReadCache({ broadcast: (prefix) => sent.push(prefix) });
    cache.invalidate('blog:');
    cache.invalidate('job:', { local: true });
    expect(sent).toEqual(['blog:']);
    let loads = 0;
    const load = async () => ++loads;
    cache.setShared(false);
    expect(await cache.get('team:all', load)).toBe(1);
    expect(await cache.get('team:all', load)).toBe(2);
    cache.setShared(true);
    expect(await cache.get('team:all', load)).toBe(3);
    expect(await cache.get('team:all', load)).toBe(3);
  });
});
