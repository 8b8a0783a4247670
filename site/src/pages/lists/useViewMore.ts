import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@company/ui';

export interface ViewMoreOptions {
  /** How many items there are. */
  total: number;
  /** How many show at first (jobs 6, blogs 8). */
  initial: number;
  /** How many each View More adds (jobs 3, blogs 8). */
  step: number;
  /** Wait before scrolling to the new items, in ms (blogs 300, jobs 0: next frame). */
  scrollDelay?: number;
}

/**
 * "View More / View Less" for a card list (docs/requirements/SPEC.md §4 jobs, §2 blogs): shows `initial` items, each
 * press adds `step` and scrolls to the first new card (smoothly unless reduced motion is preferred)
 * and moves keyboard focus to it; once everything shows the button reads View Less and resets.
 */
export function useViewMore({ total, initial, step, scrollDelay = 0 }: ViewMoreOptions) {
  const [visible, setVisible] = useState(initial);
  const reducedMotion = usePrefersReducedMotion();
  const items = useRef(new Map<number, HTMLElement>());
  const listRef = useRef<HTMLElement | null>(null);
  const pendingScroll = useRef<number | 'top' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const shown = Math.min(visible, total);
  const allShown = shown >= total;

  useEffect(() => {
    const target = pendingScroll.current;
    if (target === null) return;
    pendingScroll.current = null;
    const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
    const run = () => {
      if (target === 'top') {
        listRef.current?.scrollIntoView({ behavior, block: 'start' });
        return;
      }
      const element = items.current.get(target);
      if (!element) return;
      element.scrollIntoView({ behavior, block: 'start' });
      // Keyboard and screen-reader users continue from the first new card.
      const focusable = element.querySelector<HTMLElement>('a[href], button:not([disabled])');
      focusable?.focus({ preventScroll: true });
    };
    clearTimeout(timer.current);
    timer.current = setTimeout(run, scrollDelay);
  }, [shown, reducedMotion, scrollDelay]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = useCallback(() => {
    if (allShown) {
      pendingScroll.current = 'top';
      setVisible(initial);
    } else {
      pendingScroll.current = shown;
      setVisible(shown + step);
    }
  }, [allShown, initial, shown, step]);

  /** Ref callback for the card at `index`, so the list can scroll to it. */
  const itemRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      if (element) items.current.set(index, element);
      else items.current.delete(index);
    },
    [],
  );

  return {
    /** Number of items to render. */
    shown,
    /** Whether the button appears at all: only when there are more than `initial` items. */
    hasButton: total > initial,
    /** 'View More' or 'View Less'. */
    label: allShown ? 'View Less' : 'View More',
    toggle,
    itemRef,
    listRef,
  };
}
