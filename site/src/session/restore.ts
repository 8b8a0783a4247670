import { clearSession, readSession, signIn } from './store';

/** The API's refresh endpoint (docs/requirements/SPEC.md §7 "POST admin refresh"); the refresh token is the httpOnly cookie. */
const REFRESH_URL = '/api/v1/admin/refresh';

let restoring: Promise<boolean> | null = null;

function readGrant(body: unknown): { token: string; userId: string } | null {
  if (!body || typeof body !== 'object') return null;
  const data = (body as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  const { access_token: token, userId } = data as { access_token?: unknown; userId?: unknown };
  return typeof token === 'string' && token && typeof userId === 'string' && userId
    ? { token, userId }
    : null;
}

/**
 * Restores the session from the refresh cookie when this page has no access token (after a reload, in
 * a new tab, or after a login posted without script, which only set the cookie). One request at a
 * time: callers arriving while it runs share its outcome. Resolves true when signed in. A visitor
 * without a valid cookie is signed out (the stored user, if any, is forgotten).
 */
export function restoreSession(): Promise<boolean> {
  if (readSession().isLogin) return Promise.resolve(true);
  restoring ??= fetch(REFRESH_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .then(async (response) => {
      const grant = response.ok ? readGrant(await response.json().catch(() => null)) : null;
      if (!grant) {
        if (readSession().user) clearSession();
        return false;
      }
      signIn({ token: grant.token, userId: grant.userId });
      return true;
    })
    .catch(() => false)
    .finally(() => {
      restoring = null;
    });
  return restoring;
}
