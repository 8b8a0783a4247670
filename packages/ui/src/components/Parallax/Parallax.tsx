import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { content, layer, root, strengthVar } from './Parallax.css';

export interface ParallaxProps extends HTMLAttributes<HTMLDivElement> {
  /** The background that drifts: an image or picture sized to cover the layer (decorative, hidden from screen readers). */
  background: ReactNode;
  /** How far the background drifts while the section crosses the viewport, in px. Default `400`. */
  strength?: number;
  /** Class of the background layer (to tint or blend it). */
  backgroundClassName?: string;
}

/**
 * A section whose background drifts slower than the page as it scrolls by. CSS only: a scroll-driven
 * animation moves the background, so nothing runs in JavaScript; browsers without scroll-driven
 * animations, and reduced motion, show it still.
 */
export const Parallax = forwardRef<HTMLDivElement, ParallaxProps>(function Parallax(
  { background, strength = 400, backgroundClassName, className, style, children, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      className={cx(root, className)}
      style={{ ...assignInlineVars({ [strengthVar]: `${strength}px` }), ...style }}
      {...rest}
    >
      <div className={cx(layer, backgroundClassName)} aria-hidden="true" data-parallax-layer="">
        {background}
      </div>
      <div className={content}>{children}</div>
    </div>
  );
});
Parallax.displayName = 'Parallax';
