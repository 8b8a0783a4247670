import type * as schemas from './schemas';

export type FormSchemas = typeof schemas;

let pending: Promise<FormSchemas> | null = null;

/**
 * The form schemas (and zod), loaded on demand: a form starts the load when the visitor first edits a
 * field and awaits it on submit, so no page pays for zod before someone fills in a form. A failed load
 * (offline) rejects with 'Network Error' and is not cached, so the next submit tries again.
 */
export function loadSchemas(): Promise<FormSchemas> {
  pending ??= import('./schemas').catch(() => {
    pending = null;
    throw new Error('Network Error');
  });
  return pending;
}
