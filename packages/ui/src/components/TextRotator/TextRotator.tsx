'use client';

import { Pause, Play } from 'lucide-react';
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { cx } from '../../internal/cx';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { pauseButton, phrase, root, stack } from './TextRotator.css';

interface GroupState {
  paused: boolean;
  setPaused: (paused: boolean) => void;
}
const GroupContext = createContext<GroupState | null>(null);

export interface TextRotatorProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The phrases, shown in order and then from the start again. */
  phrases: readonly string[];
  /** Time from one phrase to the next, in ms (the old one hides on the beat). Default `2500`. */
  interval?: number;
  /** Pause between hiding one phrase and showing the next, in ms (part of `interval`). Default `50`. */
  gap?: number;
  /** Stop on the current phrase. Default `false`; inside `TextRotator.Group` the group's pause control decides. */
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
 * Cycles through phrases inside a headline: the old phrase hides, `gap` ms later the next slides in.
 * Under reduced motion (and on the server, and until the browser says motion is welcome) the first
 * phrase stands still. Every phrase sits in one grid cell, so the line never changes size. Screen
 * readers get one stable text and are not interrupted by the changes. Put it in a `TextRotator.Group`
 * with a `TextRotator.PauseButton` outside the heading, so the motion can be stopped (WCAG 2.2.2).
 */
const TextRotatorBase = forwardRef<HTMLSpanElement, TextRotatorProps>(function TextRotator(
  {
    phrases,
    interval = 2500,
    gap = 50,
    paused: pausedProp = false,
    suffix,
    suffixClassName,
    label,
    className,
    ...rest
  },
  ref,
) {
  const group = useContext(GroupContext);
  const paused = group ? group.paused : pausedProp;
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const count = phrases.length;

  useEffect(() => {
    if (paused || reduced || count < 2) return;
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
  }, [paused, reduced, count, interval, gap]);

  return (
    <span ref={ref} className={cx(root, className)} data-paused={paused ? '' : undefined} {...rest}>
      <VisuallyHidden>{label ?? [phrases.join(', '), suffix].filter(Boolean).join(' ')}</VisuallyHidden>
      <span className={stack} aria-hidden="true">
        {phrases.map((text, position) => (
          <span
            key={`${position}-${text}`}
            className={phrase}
            data-state={position === index ? (visible ? 'visible' : 'hidden') : 'inactive'}
          >
            {text}
            {suffix ? <span className={suffixClassName}> {suffix}</span> : null}
          </span>
        ))}
      </span>
    </span>
  );
});
TextRotatorBase.displayName = 'TextRotator';

/* --------------------------------------------------------------- Group */
export interface TextRotatorGroupProps {
  /** Stopped by the pause control (controlled). */
  paused?: boolean;
  /** Stopped initially (uncontrolled). Default `false`. */
  defaultPaused?: boolean;
  /** Called when the pause control is pressed, in both modes. */
  onPausedChange?: (paused: boolean) => void;
  children?: ReactNode;
}
/** Shares one paused state between the rotators and the pause control inside it. Renders no element. */
function Group({ paused, defaultPaused = false, onPausedChange, children }: TextRotatorGroupProps) {
  const [current, setPaused] = useControllableState({
    value: paused,
    defaultValue: defaultPaused,
    onChange: onPausedChange,
    name: 'TextRotator.Group',
  });
  return <GroupContext.Provider value={{ paused: current, setPaused }}>{children}</GroupContext.Provider>;
}
Group.displayName = 'TextRotator.Group';

/* --------------------------------------------------------- PauseButton */
export interface TextRotatorPauseButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name; `aria-pressed` says whether the text is stopped. Default: the `textRotatorPause` message (`'Pause rotating text'`). */
  label?: string;
}
/**
 * Stops and restarts the rotation of its `TextRotator.Group`: a real toggle button (`aria-pressed`), as the
 * Marquee's. Like the motion it controls, it shows only when motion is welcome (CSS, so the server HTML
 * already holds it and nothing shifts when the page's script arrives).
 */
const PauseButton = forwardRef<HTMLButtonElement, TextRotatorPauseButtonProps>(
  function TextRotatorPauseButton({ label: labelProp, className, onClick, ...rest }, ref) {
    const { messages } = useLocale();
    const label = labelProp ?? messages.textRotatorPause;
    const group = useContext(GroupContext);
    if (!group) throw new Error('TextRotator.PauseButton must be used within TextRotator.Group.');
    const { paused, setPaused } = group;
    return (
      <button
        ref={ref}
        type="button"
        aria-pressed={paused}
        data-state={paused ? 'paused' : 'playing'}
        className={cx(pauseButton, className)}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setPaused(!paused);
        }}
        {...rest}
      >
        {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
        <VisuallyHidden>{label}</VisuallyHidden>
      </button>
    );
  },
);
PauseButton.displayName = 'TextRotator.PauseButton';

export const TextRotator = Object.assign(TextRotatorBase, { Group, PauseButton });
/** The parts one by one, for the component that `./index.ts` builds outside this client module. */
export { TextRotatorBase, Group as TextRotatorGroup, PauseButton as TextRotatorPauseButton };
