import { Slot } from '@radix-ui/react-slot';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { distanceVar, durationVar, float } from './Float.css';

export interface FloatProps extends HTMLAttributes<HTMLDivElement> {
  /** One rise and fall, in ms. Default `4000`. */
  duration?: number;
  /** How far it rises, in px. Default `12`. */
  distance?: number;
  /** Render the child element instead of a `div`. Default `false`. */
  asChild?: boolean;
}

/**
 * Makes decorative content float: it rises and settles back, gently and forever. CSS only (nothing runs
 * in JavaScript, the server HTML already floats), and still under reduced motion.
 */
export const Float = forwardRef<HTMLDivElement, FloatProps>(function Float(
  { duration = 4000, distance = 12, asChild = false, className, style, ...rest },
  ref,
) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      ref={ref}
      className={cx(float, className)}
      style={{ ...assignInlineVars({ [durationVar]: `${duration}ms`, [distanceVar]: `${distance}px` }), ...style }}
      {...rest}
    />
  );
});
Float.displayName = 'Float';
