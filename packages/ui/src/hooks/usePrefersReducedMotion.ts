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

function getSnapshot() {
  const forced = document.documentElement.dataset.reducedMotion;
  if (forced === 'reduce') return true;
  if (forced === 'no-preference') return false;
  return window.matchMedia(QUERY).matches;
}

/** Until it knows (server render, first hydration pass) it assumes "reduce": no motion by default. */
const getServerSnapshot = () => true;

/** Whether the user prefers reduced motion. JavaScript-driven motion (autoplay, counters) reads it. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
