import { useCallback } from 'react';

export interface LoopClones {
  /** How many times the slides are rendered (1: no clones). */
  copies: number;
  /** The real slide (0 … slideCount - 1) an embla snap shows. */
  real: (snap: number) => number;
  /** The snap holding real slide `target` that is nearest to snap `current`. */
  snapFor: (target: number, current: number) => number;
}

/**
 * embla needs more slides than fit in view to loop: with few slides and `loop`, the slides are rendered
 * `copies` times (the copies are inert and hidden from assistive technology). This maps between embla's
 * snaps, which count the copies, and the real slides a person chooses from.
 */
export function useLoopClones({
  loop,
  slideCount,
  maxPerView,
}: {
  loop: boolean;
  slideCount: number;
  /** The most slides visible at once at any breakpoint. */
  maxPerView: number;
}): LoopClones {
  const copies = loop && slideCount > 0 ? Math.max(1, Math.ceil((2 * maxPerView + 1) / slideCount)) : 1;

  const real = useCallback((snap: number) => (copies > 1 ? snap % slideCount : snap), [copies, slideCount]);

  const snapFor = useCallback(
    (target: number, current: number) => {
      if (copies === 1) return target;
      let best = target;
      for (let copy = 0; copy < copies; copy += 1) {
        const candidate = target + copy * slideCount;
        if (Math.abs(candidate - current) < Math.abs(best - current)) best = candidate;
      }
      return best;
    },
    [copies, slideCount],
  );

  return { copies, real, snapFor };
}
