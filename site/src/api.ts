import { createApiClient } from '@company/api-client';
import { clearSession, getToken, readSession, restoreSession, setToken } from './session';
import { goToLogin } from './sign-out-navigation';

/**
 * The site's browser client of `/api/v1` (forms, dashboard, checkout): the one client instance, wired
 * to the session. It sends the bearer token, refreshes once on a 401 and, when that fails, clears the
 * session and sends the customer to /login (docs/requirements/DECISIONS.md "Accounts").
 *
 * Pages never import this module statically: they call {@link loadApi} (in `load-api.ts`) from an event
 * handler or an effect, and the client arrives when it is first needed. Route loaders and actions create
 * the same client on the server (`loader-api.ts`), with the API's address from the load context and no token.
 */
export const api = createApiClient({
  getToken,
  setToken: (token) => (token ? setToken(token) : clearSession()),
  onSignOut: () => {
    clearSession();
    goToLogin();
  },
  // The access token lives in memory: after a reload a signed-in customer has a stored user but no token
  // yet. Calls that work signed out too (a job or internship application, a payment) would then go out
  // anonymously, never answering the 401 that triggers a refresh, so restore the session first. (Sign-in,
  // sign-up, one-time codes, refresh and logout never need the customer's token: they skip this.)
  beforeRequest: () => (!getToken() && readSession().user ? restoreSession() : undefined),
});
