'use client';

import { useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect';

export type Direction = 'ltr' | 'rtl';

/**
 * A component's reading direction: its own `dir` prop, else the nearest `dir` attribute above it (read
 * from the DOM before paint, without computing styles). Left to right until known (and on the server).
 */
export function useNearestDirection(ref: RefObject<HTMLElement | null>, dir: string | undefined): Direction {
  const [direction, setDirection] = useState<Direction>(dir === 'rtl' ? 'rtl' : 'ltr');
  useIsomorphicLayoutEffect(() => {
    if (dir === 'rtl' || dir === 'ltr') {
      setDirection(dir);
      return;
    }
    const nearest = ref.current?.parentElement?.closest('[dir]')?.getAttribute('dir');
    setDirection(nearest === 'rtl' ? 'rtl' : 'ltr');
  }, [dir, ref]);
  return direction;
}
