import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true once React runs in the browser. Forms keep their
 * controls disabled until then: text typed into server HTML before hydration would otherwise be
 * wiped by React, and a submit would skip the client-side checks.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `location.state`, once the page has hydrated. The server never sees navigation state, but the browser
 * keeps it in history across a reload: read during hydration it would render something other than the
 * server's HTML (React error 418, and the page redrawn). Until hydration this is `null`, as on the server;
 * the render right after applies the state. Client-side navigations get it at once.
 */
export function useNavigationState(): unknown {
  const location = useLocation();
  const hydrated = useHydrated();
  return hydrated ? location.state : null;
}
