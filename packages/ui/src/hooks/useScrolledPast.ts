'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window has scrolled further down than `threshold` pixels. `false` on the server
 * and during hydration, then follows `scroll` events (passive listener, no layout reads besides
 * `scrollY`).
 */
export function useScrolledPast(threshold = 0): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange, { passive: true });
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
