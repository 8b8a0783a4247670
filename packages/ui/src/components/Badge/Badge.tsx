import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour role. Default `neutral`. */
  tone?: BadgeVariants['tone'];
  /** Emphasis. Default `soft`. */
  variant?: BadgeVariants['variant'];
  /** Default `md`. */
  size?: BadgeVariants['size'];
}

/**
 * A short status or count: a category, "New", the cart count. It is plain text to assistive
 * technology, so give counts context (`aria-label` on the parent link, or a visually hidden word).
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone, variant, size, className, ...rest }, ref) {
  return <span ref={ref} className={cx(badge({ tone, variant, size }), className)} {...rest} />;
});
Badge.displayName = 'Badge';
