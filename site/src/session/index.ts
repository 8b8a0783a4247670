/**
 * The customer session (docs/requirements/SPEC.md §3 "Stored session", §4 "Session"; docs/requirements/DECISIONS.md "Accounts").
 *
 * - `useSession()` in components; `readSession()` in loaders and handlers.
 * - `signIn()` after a password or one-time-code login, `clearSession()` on logout or failed refresh.
 * - `requireSession(request)` in a `clientLoader` guards /user/*.
 */
export {
  SESSION_KEYS,
  SIGNED_OUT,
  readSession,
  subscribeSession,
  signIn,
  setToken,
  updateUser,
  clearSession,
  getToken,
} from './store';
export type { Session, SessionUser } from './store';
export { restoreSession } from './restore';
export { useSession } from './useSession';
export {
  DEFAULT_AFTER_LOGIN,
  LOGIN_PATH,
  REDIRECT_PARAM,
  safeRedirectTarget,
  landingAfterLogin,
  CONSOLE_PATH,
  loginUrlFor,
  withRedirect,
  requireSession,
} from './redirect';
export { setFlash, takeFlash } from './flash';
export type { FlashNotice } from './flash';
export {
  SIGNED_IN_COOKIE,
  SignedInProvider,
  hasSignedInHint,
  readSignedInHint,
  signedInChangedSinceLoad,
  useSignedIn,
} from './signedIn';
