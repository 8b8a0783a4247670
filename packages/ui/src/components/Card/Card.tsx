import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { card, type CardVariants } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Surface: `raised` panel, `outline` only, or `sunken`. Default `raised`. */
  variant?: CardVariants['variant'];
  /** Inner padding. Use `none` with full-bleed media and pad the body yourself. Default `md`. */
  padding?: CardVariants['padding'];
  /** Hover and focus highlight (accent border, glow, lift) for cards that are links. Default `false`. */
  interactive?: boolean;
  /** The element: `div`, `article`, `li` or `section`. Default `div`. */
  as?: 'div' | 'article' | 'li' | 'section';
  /** Style the single child (a router link) as the card. Default `false`. */
  asChild?: boolean;
}

/** A bordered panel that groups one item: a service, a course, a job, a testimonial. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { variant, padding, interactive, as = 'div', asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot : as;
  return <Component ref={ref as never} className={cx(card({ variant, padding, interactive }), className)} {...rest} />;
});
Card.displayName = 'Card';
