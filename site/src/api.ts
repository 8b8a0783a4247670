import { createApiClient } from '@company/api-client';
import { clearSession, getToken, setToken } from './session';
import { goToLogin } from './sign-out-navigation';

/**
 * The site's browser client of `/api/v1` (forms, dashboard, checkout): the one client instance, wired
 * to the session. It sends the bearer token, refreshes once on a 401 and, when that fails, clears the
 * session and sends the customer to /login (DECISIONS "Accounts").
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
