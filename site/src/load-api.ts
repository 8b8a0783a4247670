import type { ApiClient } from '@company/api-client';

let pending: Promise<ApiClient> | null = null;

/**
 * The browser API client (`api.ts`), loaded on first use: the client (about 3 KB gz) stays out of every
 * page's initial JavaScript and arrives with the first submit, click or dashboard read that needs it.
 * A failed load (offline) rejects with 'Network Error' and is not cached, so the next attempt tries again.
 */
export function loadApi(): Promise<ApiClient> {
  pending ??= import('./api').then(
    (module) => module.api,
    () => {
      pending = null;
      // The chunk could not be fetched (offline): the same words as a failed call (docs/requirements/DECISIONS.md "Client behaviour").
      throw new Error('Network Error');
    },
  );
  return pending;
}
