'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  // Storybook's toolbar and tests force the mode with <html data-reduced-motion="reduce">.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-reduced-motion'] });
  return () => {
    media.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

/** Whether the user prefers reduced motion, asked now (in an event handler that cannot wait for a render). */
export function prefersReducedMotionNow(): boolean {
  return getSnapshot();
}

function getSnapshot() {
  const forced = document.documentElement.dataset.reducedMotion;
  if (forced === 'reduce') return true;
  if (forced === 'no-preference') return false;
  return window.matchMedia(QUERY).matches;
}

/** Unknown on the server and in the first hydration pass: the browser has not been asked yet. */
const getServerSnapshot = () => null;

/**
 * Whether the user prefers reduced motion, or `null` while it is not known yet (server render, first
 * hydration pass). For markup that must show, before hydration, what the page will do after it: render
 * both and let the `prefers-reduced-motion` media query choose (see Carousel.PlayPause).
 */
export function useReducedMotionPreference(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Whether the user prefers reduced motion. JavaScript-driven motion (autoplay, counters) reads it.
 * Until it knows (server render, first hydration pass) it assumes "reduce": no motion by default.
 */
export function usePrefersReducedMotion(): boolean {
  return useReducedMotionPreference() ?? true;
}
