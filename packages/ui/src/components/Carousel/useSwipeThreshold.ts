'use client';

import { useEffect } from 'react';
import type { CarouselApi } from './carouselTypes';

/**
 * A swipe or drag at least `threshold` px long moves one slide in its direction however slowly it is made,
 * and a shorter one springs back: the pointer's travel from press to release decides, not embla's speed
 * rule. Does nothing without a threshold (embla's own behaviour).
 */
export function useSwipeThreshold(
  api: CarouselApi | undefined,
  threshold: number | undefined,
  orientation: 'horizontal' | 'vertical',
  reduced: boolean,
) {
  useEffect(() => {
    if (!api || threshold === undefined) return;
    const vertical = orientation === 'vertical';
    const reversed = !vertical && api.internalEngine().options.direction === 'rtl';
    const position = (event: globalThis.PointerEvent) => (vertical ? event.clientY : event.clientX);
    let start: number | null = null;
    let travel = 0;
    let startSnap = 0;
    const press = (event: globalThis.PointerEvent) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start = position(event);
      travel = 0;
      startSnap = api.selectedScrollSnap();
    };
    const move = (event: globalThis.PointerEvent) => {
      if (start !== null && event.isPrimary) travel = position(event) - start;
    };
    // embla reports its release after the pointer's (pointer events come before mouse and touch events).
    const release = () => {
      if (start === null) return;
      start = null;
      const moved = api.selectedScrollSnap() !== startSnap;
      if (Math.abs(travel) < threshold) {
        if (moved) api.scrollTo(startSnap, reduced);
      } else if (!moved) {
        if (travel < 0 !== reversed) api.scrollNext(reduced);
        else api.scrollPrev(reduced);
      }
    };
    const viewport = api.rootNode();
    viewport.addEventListener('pointerdown', press);
    window.addEventListener('pointermove', move, { passive: true });
    window.addEventListener('pointerup', move, { passive: true });
    api.on('pointerUp', release);
    return () => {
      viewport.removeEventListener('pointerdown', press);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', move);
      api.off('pointerUp', release);
    };
  }, [api, threshold, orientation, reduced]);
}
