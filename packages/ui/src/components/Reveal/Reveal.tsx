'use client';

import { Slot } from '@radix-ui/react-slot';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useInView } from '../../hooks/useInView';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { cx } from '../../internal/cx';
import { useNearestDirection } from '../../internal/useNearestDirection';
import { useProvidedDirection } from '../LocaleProvider/LocaleProvider';
import { delayVar, distanceVar, durationVar, inlineSignVar, reveal } from './Reveal.css';

export interface RevealProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Where the content comes from: `'bottom'` (slides up), or the inline `'start'` / `'end'` side, which is the
   * left / right side left to right and mirrors right to left. Default `'bottom'`.
   */
  from?: 'bottom' | 'start' | 'end';
  /** Travel in px. Default `50`. */
  distance?: number;
  /** Animation length in ms. Default `800` from the bottom, `700` from a side. */
  duration?: number;
  /** Wait before moving, in ms (stagger siblings). Default `0`. */
  delay?: number;
  /** Share of the element that must be visible, 0–1 (of the viewport, for content taller than it). Default `0.2` from the bottom, `0.3` from a side. */
  threshold?: number;
  /** Render the child element instead of a `div`. Default `false`. */
  asChild?: boolean;
  /** Reading direction for `start` / `end`. Default: the `LocaleProvider`'s, else the nearest `dir` attribute. */
  dir?: 'ltr' | 'rtl';
}

type RevealState = 'static' | 'hidden' | 'shown';

/**
 * Fades and slides its content in once, the first time enough of it is visible. Content that is
 * already on screen when the page loads is left alone, and nothing is ever hidden without
 * JavaScript or under reduced motion.
 */
export const Reveal = forwardRef<HTMLDivElement, RevealProps>(function Reveal(
  { from = 'bottom', distance = 50, duration, delay = 0, threshold, asChild = false, dir, className, style, ...rest },
  forwardedRef,
) {
  const side = from !== 'bottom';
  const ref = useRef<HTMLDivElement | null>(null);
  const providedDir = useProvidedDirection();
  // Known before paint, so before the first observation can hide the element on its start or end side.
  const direction = useNearestDirection(ref, dir ?? providedDir);
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState<RevealState>('static');
  const inView = useInView(ref, { threshold: threshold ?? (side ? 0.3 : 0.2), once: true, disabled: reduced || state === 'shown' });

  useEffect(() => {
    if (reduced) return;
    // First observation decides: off screen → hide until it comes in; on screen → leave as is.
    if (inView === 'out') setState((current) => (current === 'static' ? 'hidden' : current));
    if (inView === 'in') setState((current) => (current === 'hidden' ? 'shown' : current));
  }, [inView, reduced]);

  const Component = asChild ? Slot : 'div';
  return (
    <Component
      ref={(node: HTMLDivElement | null) => {
        ref.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      className={cx(reveal, className)}
      dir={dir}
      data-from={from}
      data-state={reduced ? 'static' : state}
      style={{
        ...assignInlineVars({
          [distanceVar]: `${distance}px`,
          [inlineSignVar]: direction === 'rtl' ? '-1' : '1',
          [durationVar]: `${duration ?? (side ? 700 : 800)}ms`,
          [delayVar]: `${delay}ms`,
        }),
        ...style,
      }}
      {...rest}
    />
  );
});
Reveal.displayName = 'Reveal';
