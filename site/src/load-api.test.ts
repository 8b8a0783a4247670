import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./api');
  vi.resetModules();
});

describe('loadApi', () => {
  it('loads the browser client once and hands out the same instance', async () => {
    const { loadApi } = await import('./load-api');
    const first = await loadApi();
    expect(typeof first.auth.login).toBe('function');
    expect(await loadApi()).toBe(first);
  });

  it("answers 'Network Error' when the client's code cannot be fetched, and tries again next time", async () => {
    let fail = true;
    const client = { marker: 'client' };
    vi.doMock('./api', () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return { api: client };
    });
    const { loadApi } = await import('./load-api');
    await expect(loadApi()).rejects.toThrow('Network Error');
    fail = false;
    vi.resetModules();
    await expect(loadApi()).resolves.toBe(client);
  });
});
