import { useSyncExternalStore } from 'react';

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
