'use client';

import { forwardRef, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useInView } from '../../hooks/useInView';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { counter, layer, sizer, stat, statLabel, statValue } from './Counter.css';
import { formatNumber, valueAfter, type CounterTiming } from './counting';

/* ------------------------------------------------------------- Counter */
export interface CounterProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'prefix'> {
  /** The final value (what the server HTML and screen readers get). */
  value: number;
  /** Where counting starts. Default `0`. */
  from?: number;
  /** Text before the number. Default `''`. */
  prefix?: string;
  /** Text after the number, for example `'+'`. Default `''`. */
  suffix?: string;
  /** `step`: +ceil(target/`steps`) every `tick` ms; `duration`: evenly over `duration` ms. Default `'step'`. */
  mode?: 'step' | 'duration';
  /** Tick length in ms. Default `50` in step mode, `20` in duration mode. */
  tick?: number;
  /** Step mode: the target is reached in about this many ticks. Default `50`. */
  steps?: number;
  /** Duration mode: total counting time in ms. Default `2000`. */
  duration?: number;
  /** Share of the element that must be visible to start, 0–1. Default `0.5`. */
  threshold?: number;
  /** Start counting when this turns true instead of on visibility (a band that starts all its counters together). */
  start?: boolean;
  /** Number formatting locale. Default `'en-IN'` (1,00,000). */
  locale?: string;
  /** Called once when the final value is reached. */
  onComplete?: () => void;
}

/**
 * Counts from `from` to `value` once, when it is at least half visible. Screen readers get only the
 * final value; the moving digits are hidden from them and use tabular figures in a box sized by the
 * final value, so nothing shifts. Reduced motion shows the final value at once.
 */
export const Counter = forwardRef<HTMLSpanElement, CounterProps>(function Counter(
  {
    value,
    from = 0,
    prefix = '',
    suffix = '',
    mode = 'step',
    tick,
    steps = 50,
    duration = 2000,
    threshold = 0.5,
    start,
    locale = 'en-IN',
    onComplete,
    className,
    ...rest
  },
  forwardedRef,
) {
  const ref = useRef<HTMLSpanElement | null>(null);
  const reduced = usePrefersReducedMotion();
  const inView = useInView(ref, { threshold, once: true, disabled: start !== undefined });
  const triggered = start ?? inView === 'in';
  // null: show the final value (server HTML, reduced motion, finished).
  const [shown, setShown] = useState<number | null>(null);
  const finished = useRef(false);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  const tickMs = tick ?? (mode === 'step' ? 50 : 20);

  useEffect(() => {
    if (reduced || finished.current) {
      setShown(null);
      return;
    }
    setShown(from);
    if (!triggered) return;
    const timing: CounterTiming = mode === 'step' ? { mode, tick: tickMs, steps } : { mode, tick: tickMs, duration };
    let ticks = 0;
    const timer = window.setInterval(() => {
      ticks += 1;
      const next = valueAfter(ticks, from, value, timing);
      if (next < value) setShown(next);
      if (next >= value) {
        window.clearInterval(timer);
        finished.current = true;
        setShown(null);
        onCompleteRef.current?.();
      }
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [reduced, triggered, from, value, mode, tickMs, steps, duration]);

  const format = (n: number) => `${prefix}${formatNumber(n, locale)}${suffix}`;
  const state = shown === null ? 'done' : triggered ? 'counting' : 'idle';

  return (
    <span
      ref={(node) => {
        ref.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      className={cx(counter, className)}
      data-state={state}
      {...rest}
    >
      <span className={sizer} aria-hidden="true">
        {format(value)}
      </span>
      <span className={layer} aria-hidden="true" data-part="digits">
        {format(shown ?? value)}
      </span>
      <VisuallyHidden>{format(value)}</VisuallyHidden>
    </span>
  );
});
Counter.displayName = 'Counter';

/* --------------------------------------------------------- StatCounter */
export interface StatCounterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'prefix'>, Pick<CounterProps, 'value' | 'from' | 'prefix' | 'suffix' | 'mode' | 'tick' | 'steps' | 'duration' | 'threshold' | 'start' | 'locale' | 'onComplete'> {
  /** What the number counts, shown under it ("Projects Completed"). */
  label: ReactNode;
}

/** A big counter with its label below; reads as "100+ Projects Completed". */
export const StatCounter = forwardRef<HTMLDivElement, StatCounterProps>(function StatCounter(
  { label, value, from, prefix, suffix, mode, tick, steps, duration, threshold, start, locale, onComplete, className, ...rest },
  ref,
) {
  const counterProps = { value, from, prefix, suffix, mode, tick, steps, duration, threshold, start, locale, onComplete };
  return (
    <div ref={ref} className={cx(stat, className)} {...rest}>
      <Counter className={statValue} {...counterProps} />
      <span className={statLabel}>{label}</span>
    </div>
  );
});
StatCounter.displayName = 'StatCounter';
