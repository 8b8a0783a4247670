'use client';

import { useEffect, useState, type RefObject } from 'react';

export interface UseInViewOptions {
  /**
   * Share of the element that must be visible, 0–1; for an element taller than the viewport, share of the
   * viewport it must fill (a tall element could never show 20% of itself in a short viewport). Default `0.2`.
   */
  threshold?: number;
  /** Stop observing after the first time it is in view. Default `true`. */
  once?: boolean;
  /** Do not observe at all (the result stays as it is). Default `false`. */
  disabled?: boolean;
  /** Grows (or shrinks) the viewport for the test, e.g. `'300px 0px'` for "near the viewport". Default `'0px'`. */
  rootMargin?: string;
}

export type InViewState = 'unknown' | 'in' | 'out';

/**
 * Whether an element is in view, by IntersectionObserver. `'unknown'` on the server and until the
 * first observation, so server HTML never depends on it. Browsers without IntersectionObserver
 * report `'in'` at once (content is never kept hidden).
 */
export function useInView(ref: RefObject<Element | null>, { threshold = 0.2, once = true, disabled = false, rootMargin = '0px' }: UseInViewOptions = {}): InViewState {
  const [state, setState] = useState<InViewState>('unknown');

  useEffect(() => {
    const node = ref.current;
    if (disabled || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState('in');
      return;
    }
    // Small steps too, so a tall element is looked at again as it fills the viewport (no layout read here).
    const steps = [...new Set([0, 0.02, 0.05, 0.1, threshold].filter((step) => step <= threshold))];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const viewport = entry.rootBounds?.height ?? 0;
          const tall = viewport > 0 && entry.boundingClientRect.height > viewport;
          // intersectionRatio can land a hair under the threshold that fired the callback.
          const visible =
            entry.isIntersecting &&
            (entry.intersectionRatio >= threshold - 0.001 ||
              (tall && entry.intersectionRect.height >= threshold * viewport - 0.5));
          setState(visible ? 'in' : 'out');
          if (visible && once) observer.disconnect();
        }
      },
      { threshold: steps, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, threshold, once, disabled, rootMargin]);

  return state;
}
