/**
 * The customer's session. The access token lives in memory only (never in web storage, where any
 * script could read it); the user id and the profile the site shows are kept in local storage under
 * the spec's keys (`userId`, `user`) so the header of a new tab or a reload knows who was signed in.
 * The refresh token never reaches this code: it lives in an httpOnly cookie that only the API server
 * reads, and `restoreSession()` (restore.ts) trades it for a new access token after a reload, in a new
 * tab, or after a login posted without script.
 *
 * Nothing here touches `localStorage` at module scope, so the module is safe to import on the
 * server, where every read answers "signed out".
 */

export const SESSION_KEYS = { userId: 'userId', user: 'user' } as const;
/** Where older builds kept the access token; removed on sight. */
const LEGACY_TOKEN_KEY = 'token';

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
  /** Signed in when an access token and a user exist. */
  isLogin: boolean;
}

export const SIGNED_OUT: Session = Object.freeze({ token: null, userId: null, user: null, isLogin: false });

const listeners = new Set<() => void>();
let accessToken: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames): the session then lasts as long as the page.
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

/** The user when storage is unavailable (kept for the life of the page). */
let memoryUser: SessionUser | null = null;

let cachedKey: string | null = null;
let cachedSession: Session = SIGNED_OUT;

/** The current session. The same object is returned until it changes (useSyncExternalStore needs that). */
export function readSession(): Session {
  if (typeof window === 'undefined') return SIGNED_OUT;
  const store = storage();
  if (store && store.getItem(LEGACY_TOKEN_KEY) !== null) store.removeItem(LEGACY_TOKEN_KEY);
  const rawUser = store ? store.getItem(SESSION_KEYS.user) : JSON.stringify(memoryUser);
  const storedUserId = store ? store.getItem(SESSION_KEYS.userId) : (memoryUser?.id ?? null);
  const key = JSON.stringify([accessToken, storedUserId, rawUser]);
  if (key === cachedKey) return cachedSession;
  const user = parseUser(rawUser);
  const userId = storedUserId ?? user?.id ?? null;
  cachedKey = key;
  cachedSession =
    accessToken && user
      ? { token: accessToken, userId, user, isLogin: true }
      : { token: accessToken, userId, user, isLogin: false };
  return cachedSession;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

/** Subscribes to session changes in this tab, and to the stored user changing in other tabs. */
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

function storeUser(user: SessionUser): void {
  const store = storage();
  if (!store) {
    memoryUser = user;
    return;
  }
  store.setItem(SESSION_KEYS.userId, user.id);
  store.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

/** Starts a session after a successful password or one-time-code login (or a restore). */
export function signIn(input: { token: string; userId: string; user?: Partial<SessionUser> }): void {
  const current = readSession().user;
  // The same customer keeps the profile fields already known; another one starts afresh.
  const base = current?.id === input.userId ? current : {};
  storeUser({ ...base, ...input.user, id: input.userId });
  accessToken = input.token;
  notify();
}

/** Replaces the access token (after a refresh) without touching the user. */
export function setToken(token: string): void {
  accessToken = token;
  notify();
}

/** Merges freshly loaded profile fields into the stored user. */
export function updateUser(patch: Partial<Omit<SessionUser, 'id'>>): void {
  const current = readSession();
  if (!current.user) return;
  const next: SessionUser = { ...current.user, ...patch, id: current.user.id };
  if (JSON.stringify(next) === JSON.stringify(current.user)) return;
  storeUser(next);
  notify();
}

/** Forgets the token, user id and user (the refresh cookie is cleared by the server's logout). */
export function clearSession(): void {
  accessToken = null;
  memoryUser = null;
  const store = storage();
  store?.removeItem(SESSION_KEYS.userId);
  store?.removeItem(SESSION_KEYS.user);
  store?.removeItem(LEGACY_TOKEN_KEY);
  notify();
}

export function getToken(): string | null {
  return accessToken;
}
