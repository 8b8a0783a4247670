/**
 * Presses of plain buttons (`type="button"`, whose press has no effect without script) made before the
 * page has hydrated. The hydration bootstrap records them (see deferHydration.ts); the site shell takes
 * them once the page has hydrated and presses them again. Links and form controls are not recorded: a
 * link navigates by itself, and forms stay disabled until hydration.
 */
declare global {
  interface Window {
    __pendingClicks?: HTMLButtonElement[];
  }
}

/** The recorded presses, oldest first; recording stops from here on. */
export function takePendingClicks(): HTMLButtonElement[] {
  const pending = window.__pendingClicks ?? [];
  window.__pendingClicks = undefined;
  return pending;
}
