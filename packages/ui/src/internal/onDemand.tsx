import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

export interface OnDemandPart<P extends object> {
  /** Renders the part: the loaded module at once, else through `lazy` (nothing until the code arrives). */
  Slot: ComponentType<P>;
  /** Fetches the part's module ahead of its first render; never rejects. */
  preload: () => Promise<void>;
}

/**
 * A part of a component that lives in a module of its own, so a page that never shows it does not load it
 * with its first JavaScript (the toast region, the confirmation popup). Once the module has arrived, `Slot`
 * renders it directly instead of through `lazy`, which would suspend for a tick. The choice is made once
 * per mount, so the part is not mounted again when the module arrives.
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): OnDemandPart<P> {
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function Slot(props: P) {
    const [Part] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return { Slot, preload };
}

/** Runs `task` once when the browser is idle after mount (a timeout where `requestIdleCallback` is missing). */
export function useWhenIdle(task: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(task, 1);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
    // The task is fixed for the component's life (a module's preload).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
