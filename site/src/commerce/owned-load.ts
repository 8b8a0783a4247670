import { loadApi } from '../load-api';
import { restoreSession } from '../session/restore';

/**
 * The owned course ids of the signed-in customer, or null when the session cannot be restored. Loaded by
 * owned.ts only for a visitor who may be signed in. Restoring first: a stale stored user without a valid
 * refresh cookie must not end in the API client's sign-out redirect.
 */
export async function loadOwnedCourseIds(): Promise<string[] | null> {
  if (!(await restoreSession())) return null;
  return (await (await loadApi()).learn.owned()).courseIds;
}
