'use client';

import { useState } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * The element a portal (dialog, sheet) should render into so it keeps the theme: the nearest
 * `[data-theme]` ancestor of the focused element (the trigger), else the first themed element,
 * else `document.body`. A theme set on `<html>` or `<body>` applies to body anyway.
 * `undefined` until mounted (Radix portals render nothing on the server).
 */
export function usePortalContainer(): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement>();
  useIsomorphicLayoutEffect(() => {
    const fromFocus = document.activeElement?.closest<HTMLElement>('[data-theme]');
    const themed = fromFocus ?? document.querySelector<HTMLElement>('[data-theme]');
    setContainer(themed && themed !== document.documentElement ? themed : document.body);
  }, []);
  return container;
}
