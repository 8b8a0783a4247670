'use client';

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

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` once, at the visitor's first press, key or focus after mount: what a part shown in answer to
 * an action (a toast, a confirmation) needs to be loaded by the time the action is done. A page that is
 * only looked at, as a phone reads an article, never downloads it.
 */
export function useOnFirstInteraction(task: () => void): void {
  useEffect(() => {
    const run = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
      task();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    };
    // The task is fixed for the component's life (a module's preload).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
