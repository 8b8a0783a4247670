import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { subscribeSession } from './store';

/**
 * Issue 24 (docs/requirements/issues/24-staff-console.md): whether this browser has a session, for the header's "Log in" / "My account" link. The API
 * sets the `acme_signed_in` cookie (path `/`, no secret in it) with the httpOnly refresh cookie and clears
 * it with that cookie, so the server sees it on every page request: it renders the right link in the
 * header's server HTML (a prerendered page is rendered afresh for a signed-in browser), and the browser
 * reads the same cookie, so hydration agrees with that HTML and nothing flashes.
 */
export const SIGNED_IN_COOKIE = 'acme_signed_in';

const pattern = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);

/** True when a `Cookie` header (or `document.cookie`) carries the signed-in hint. */
export function hasSignedInHint(cookies: string | null | undefined): boolean {
  return typeof cookies === 'string' && pattern.test(cookies);
}

/** The hint as the browser has it now (false on the server). */
export function readSignedInHint(): boolean {
  return typeof document !== 'undefined' && hasSignedInHint(document.cookie);
}

/** What the server rendered with: set by the server entry from the request's cookies. */
const ServerSignedIn = createContext(false);

export function SignedInProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <ServerSignedIn.Provider value={signedIn}>{children}</ServerSignedIn.Provider>;
}

/**
 * The hint as the page's HTML was rendered with: read once, when the first part hydrates. A part hydrating
 * later (the header island waits for interaction) must match that HTML first, then follows the session.
 */
let atLoad: boolean | undefined;
const hintAtLoad = () => (atLoad ??= readSignedInHint());

/** Whether the header should offer "My account"; re-renders on login and logout (the cookie comes with them). */
export function useSignedIn(): boolean {
  const server = useContext(ServerSignedIn);
  return useSyncExternalStore(subscribeSession, readSignedInHint, () =>
    typeof document === 'undefined' ? server : hintAtLoad(),
  );
}

/** True when the session hint differs from the one the page was rendered with. */
export function signedInChangedSinceLoad(): boolean {
  return readSignedInHint() !== hintAtLoad();
}
