/**
 * The customer's session, kept in local storage under the spec's keys (`token`, `userId`, `user`)
 * so it survives reloads and is shared by every tab. The refresh token never reaches this code:
 * it lives in an httpOnly cookie that only the API server reads.
 *
 * Nothing here touches `localStorage` at module scope, so the module is safe to import on the
 * server, where every read answers "signed out".
 */

export const SESSION_KEYS = { token: 'token', userId: 'userId', user: 'user' } as const;

/** The profile fields the site shows; `id` and `email` are known from the moment of login. */
export interface SessionUser {
  id: string;
  email?: string;
  name?: string;
  mobile?: string;
  address?: string;
}

export interface Session {
  token: string | null;
  userId: string | null;
  user: SessionUser | null;
  /** Signed in when a stored user and token exist (SPEC §4: "starts logged in if a stored user exists"). */
  isLogin: boolean;
}

export const SIGNED_OUT: Session = Object.freeze({ token: null, userId: null, user: null, isLogin: false });

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames): behave as signed out.
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') {
      return value as SessionUser;
    }
  } catch {
    // A corrupted value is discarded rather than breaking every page.
  }
  return null;
}

let cachedKey: string | null = null;
let cachedSession: Session = SIGNED_OUT;

/** The current session. The same object is returned until storage changes (useSyncExternalStore needs that). */
export function readSession(): Session {
  const store = storage();
  if (!store) return SIGNED_OUT;
  const token = store.getItem(SESSION_KEYS.token);
  const userId = store.getItem(SESSION_KEYS.userId);
  const rawUser = store.getItem(SESSION_KEYS.user);
  const key = JSON.stringify([token, userId, rawUser]);
  if (key === cachedKey) return cachedSession;
  const user = parseUser(rawUser);
  cachedKey = key;
  cachedSession =
    token && user
      ? { token, userId: userId ?? user.id, user, isLogin: true }
      : { token, userId, user, isLogin: false };
  return cachedSession;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

/** Subscribes to session changes in this tab and in other tabs (storage events). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Stores a new session after a successful password or one-time-code login. */
export function signIn(input: { token: string; userId: string; user?: Partial<SessionUser> }): void {
  const store = storage();
  if (!store) return;
  const user: SessionUser = { ...input.user, id: input.userId };
  store.setItem(SESSION_KEYS.token, input.token);
  store.setItem(SESSION_KEYS.userId, input.userId);
  store.setItem(SESSION_KEYS.user, JSON.stringify(user));
  notify();
}

/** Replaces the access token (after a refresh) without touching the user. */
export function setToken(token: string): void {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.token, token);
  notify();
}

/** Merges freshly loaded profile fields into the stored user. */
export function updateUser(patch: Partial<Omit<SessionUser, 'id'>>): void {
  const store = storage();
  const current = readSession();
  if (!store || !current.user) return;
  const next: SessionUser = { ...current.user, ...patch, id: current.user.id };
  if (JSON.stringify(next) === JSON.stringify(current.user)) return;
  store.setItem(SESSION_KEYS.user, JSON.stringify(next));
  notify();
}

/** Clears the stored token, user id and user (the refresh cookie is cleared by the server's logout). */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(SESSION_KEYS.token);
  store.removeItem(SESSION_KEYS.userId);
  store.removeItem(SESSION_KEYS.user);
  notify();
}

export function getToken(): string | null {
  return readSession().token;
}
