'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Pause, Play } from 'lucide-react';
import { Children, forwardRef, isValidElement, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { copy, durationVar, gapVar, group, item, root, toggle, track, viewport } from './Marquee.css';

export interface MarqueeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The items; each becomes a list item. */
  children: ReactNode;
  /** Accessible name of the list ("Trusted by"). */
  label: string;
  /** Seconds for one full loop. Default `30`. */
  duration?: number;
  /** Direction the items travel. Default `'left'`. */
  direction?: 'left' | 'right';
  /** Space between items, any CSS length. Default the `space.6` token. */
  gap?: string;
  /** Pause while the pointer is over the items. Default `true`. */
  pauseOnHover?: boolean;
  /** Paused by the toggle (controlled). */
  paused?: boolean;
  /** Paused initially (uncontrolled). Default `false`. */
  defaultPaused?: boolean;
  /** Called when the toggle is pressed, in both modes. */
  onPausedChange?: (paused: boolean) => void;
  /** Accessible name of the pause toggle (a pressed state says whether it is paused). Default `'Pause scrolling'`. */
  pauseLabel?: string;
}

/**
 * A continuous CSS loop of items (logos, perks). The list is rendered twice for a seamless loop; the
 * second copy is hidden from assistive technology and cannot take focus. It pauses on hover, on
 * focus inside and with its visible toggle. Under reduced motion it is one static, wrapped list.
 */
export const Marquee = forwardRef<HTMLDivElement, MarqueeProps>(function Marquee(
  {
    children,
    label,
    duration = 30,
    direction = 'left',
    gap,
    pauseOnHover = true,
    paused: pausedProp,
    defaultPaused = false,
    onPausedChange,
    pauseLabel = 'Pause scrolling',
    className,
    style,
    onFocus,
    onBlur,
    onPointerEnter,
    onPointerLeave,
    ...rest
  },
  ref,
) {
  // Tracked in JavaScript too: `:focus-within` does not match while the window itself is unfocused.
  const [focusWithin, setFocusWithin] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useControllableState({ value: pausedProp, defaultValue: defaultPaused, onChange: onPausedChange, name: 'Marquee' });
  const items = Children.toArray(children).filter((child) => isValidElement(child) || typeof child === 'string' || typeof child === 'number');
  const list = () =>
    items.map((child, index) => (
      <li key={isValidElement(child) && child.key !== null ? child.key : index} className={item}>
        {child}
      </li>
    ));

  return (
    <div
      ref={ref}
      className={cx(root, className)}
      data-direction={direction}
      data-paused={paused ? '' : undefined}
      data-pause-on-hover={pauseOnHover ? '' : undefined}
      data-focus-within={focusWithin ? '' : undefined}
      data-hovered={hovered ? '' : undefined}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocusWithin(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      style={{ ...assignInlineVars({ [durationVar]: `${duration}s`, ...(gap ? { [gapVar]: gap } : {}) }), ...style }}
      {...rest}
    >
      <button type="button" className={toggle} aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
        <VisuallyHidden>{pauseLabel}</VisuallyHidden>
      </button>
      <div className={viewport}>
        <div className={track}>
          <ul className={group} aria-label={label}>
            {list()}
          </ul>
          {/* The copy only makes the loop seamless: not read, not focusable. */}
          <ul className={cx(group, copy)} aria-hidden="true" inert>
            {list()}
          </ul>
        </div>
      </div>
    </div>
  );
});
Marquee.displayName = 'Marquee';
