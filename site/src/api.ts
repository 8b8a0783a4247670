import { createApiClient } from '@company/api-client';
import { clearSession, getToken, readSession, restoreSession, setToken } from './session';
import { goToLogin } from './sign-out-navigation';

/**
 * The site's browser client of `/api/v1` (forms, dashboard, checkout): the one client instance, wired
 * to the session. It sends the bearer token, refreshes once on a 401 and, when that fails, clears the
 * session and sends the customer to /login (docs/requirements/DECISIONS.md "Accounts").
 *
 * It carries axios, so pages never import this module statically: they call {@link loadApi} (in
 * `load-api.ts`) from an event handler or an effect, and the client arrives when it is first needed.
 * Route loaders use `loader-api.ts` (plain fetch) instead.
 */
export const api = createApiClient({
  getToken,
  setToken: (token) => (token ? setToken(token) : clearSession()),
  onSignOut: () => {
    clearSession();
    goToLogin();
  },
});

/** Sign-in, sign-up, one-time codes, refresh and logout never need the customer's token. */
const AUTH_CALL = /^\/?(customer\/(login|otp|logout|refresh)|admin\/(login|logout|refresh))\b/;

// The access token lives in memory: after a reload a signed-in customer has a stored user but no token
// yet. Calls that work signed out too (a job or internship application, a payment) would then go out
// anonymously, never answering the 401 that triggers a refresh, so restore the session first.
// (Axios runs request interceptors last-registered first: this one runs before the token is attached.)
api.http.interceptors.request.use(async (config) => {
  if (!getToken() && readSession().user && !AUTH_CALL.test(config.url ?? '')) await restoreSession();
  return config;
});
