import { loginUrlFor } from './session';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateAfterSignOut: Navigate | null = null;

/**
 * Lets the app hand its router's `navigate` to the API client, so an expired session moves to /login
 * without a full reload. Returns an unregister function (call it from an effect's cleanup). Kept apart
 * from the client itself so that registering costs a page nothing.
 */
export function registerSignOutNavigation(navigate: Navigate): () => void {
  navigateAfterSignOut = navigate;
  return () => {
    if (navigateAfterSignOut === navigate) navigateAfterSignOut = null;
  };
}

/** Sends a signed-out visitor to /login (and back here after signing in). */
export function goToLogin() {
  if (typeof window === 'undefined') return;
  const here = `${window.location.pathname}${window.location.search}`;
  const target = here.startsWith('/login') ? '/login' : loginUrlFor(here);
  if (navigateAfterSignOut) navigateAfterSignOut(target, { replace: true });
  else window.location.assign(target);
}
