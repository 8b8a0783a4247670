import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { phrase, root, srOnly, stack } from './TextRotator.css';

export interface TextRotatorProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The phrases, shown in order and then from the start again. */
  phrases: readonly string[];
  /** Time from one phrase to the next, in ms (the old one hides on the beat). Default `2500`. */
  interval?: number;
  /** Pause between hiding one phrase and showing the next, in ms (part of `interval`). Default `50`. */
  gap?: number;
  /** Stop on the current phrase. Default `false`. */
  paused?: boolean;
  /**
   * Text that follows every phrase inside the rotating box (the rest of the sentence). The box is as tall as
   * its longest entry, so a short phrase then leaves its spare lines under the sentence, not in its middle.
   */
  suffix?: string;
  /** Class of the suffix (it takes the root's colour otherwise). */
  suffixClassName?: string;
  /** What screen readers read instead of the changing text. Default: all phrases, comma-separated, then the suffix. */
  label?: string;
}

/**
 * Cycles through phrases inside a headline: the old phrase hides, `gap` ms later the next slides in
 * (no slide under reduced motion). Every phrase sits in one grid cell, so the line never changes
 * size. Screen readers get one stable text and are not interrupted by the changes.
 */
export const TextRotator = forwardRef<HTMLSpanElement, TextRotatorProps>(function TextRotator(
  { phrases, interval = 2500, gap = 50, paused = false, suffix, suffixClassName, label, className, ...rest },
  ref,
) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const count = phrases.length;

  useEffect(() => {
    if (paused || count < 2) return;
    // The phrase changes every `interval` ms: it hides on the beat and the next shows `gap` ms later,
    // so each phrase after the first is on screen for `interval - gap`.
    let showing: number | undefined;
    const showNext = () => {
      showing = undefined;
      setIndex((current) => (current + 1) % count);
      setVisible(true);
    };
    const beat = window.setInterval(() => {
      setVisible(false);
      showing = window.setTimeout(showNext, gap);
    }, interval);
    return () => {
      window.clearInterval(beat);
      if (showing === undefined) return;
      // Paused (or changed) between hiding and showing: finish the change rather than stay blank.
      window.clearTimeout(showing);
      showNext();
    };
  }, [paused, count, interval, gap]);

  return (
    <span ref={ref} className={cx(root, className)} {...rest}>
      <span className={srOnly}>{label ?? [phrases.join(', '), suffix].filter(Boolean).join(' ')}</span>
      <span className={stack} aria-hidden="true">
        {phrases.map((text, position) => (
          <span key={`${position}-${text}`} className={phrase} data-state={position === index ? (visible ? 'visible' : 'hidden') : 'inactive'}>
            {text}
            {suffix ? <span className={suffixClassName}> {suffix}</span> : null}
          </span>
        ))}
      </span>
    </span>
  );
});
TextRotator.displayName = 'TextRotator';
