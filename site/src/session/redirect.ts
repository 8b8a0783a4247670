import { redirect } from 'react-router';
import { restoreSession } from './restore';
import { readSession } from './store';

/** Where a signed-in customer lands when nothing else was asked for (docs/requirements/SPEC.md §2: login success goes to /user). */
export const DEFAULT_AFTER_LOGIN = '/user';
export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirectTo';

/**
 * Accepts only same-site paths ("/user/myjobs?x=1"), so a crafted `?redirectTo=https://evil.example`
 * or `//evil.example` can never send a customer off-site after they sign in.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return fallback;
  return value;
}

/** Where staff land after signing in when nothing else was asked for (docs/requirements/issues/24-staff-console.md). */
export const CONSOLE_PATH = '/admin';

/**
 * Where to go after signing in: the page asked for (`?redirectTo=`), else the console for staff and
 * administrators, else `fallback` (the dashboard).
 */
export function landingAfterLogin(
  redirectParam: string | null | undefined,
  role: unknown,
  fallback = DEFAULT_AFTER_LOGIN,
): string {
  const asked = safeRedirectTarget(redirectParam, '');
  if (asked) return asked;
  return role === 'admin' || role === 'staff' ? CONSOLE_PATH : fallback;
}

/** `path` with `?redirectTo=` kept (made safe), for the links between sign-up and login. */
export function withRedirect(path: string, redirectParam: string | null): string {
  const safe = safeRedirectTarget(redirectParam, '');
  return safe ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: safe }).toString()}` : path;
}

/** The login URL that brings the visitor back to `target` after signing in. */
export function loginUrlFor(target: string): string {
  const safe = safeRedirectTarget(target, '');
  return safe ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : LOGIN_PATH;
}

/**
 * The dashboard guard (DECISIONS: "/user/* is guarded"). Call it from a `clientLoader`: without an
 * access token in memory it first restores the session from the refresh cookie (a reload, a new tab,
 * a login posted without script); a visitor still without a session is sent to /login and, after
 * signing in, back to where they were going.
 */
export async function requireSession(request: Request) {
  if (!readSession().isLogin) await restoreSession();
  const session = readSession();
  if (!session.isLogin || !session.userId) {
    const url = new URL(request.url);
    throw redirect(loginUrlFor(`${url.pathname}${url.search}`));
  }
  return session as typeof session & { userId: string; token: string };
}
