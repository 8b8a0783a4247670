import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { heading, type HeadingVariants } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const defaultSize: Record<HeadingLevel, NonNullable<HeadingVariants['size']>> = {
  1: '5xl',
  2: '4xl',
  3: '2xl',
  4: 'xl',
  5: 'lg',
  6: 'md',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level: renders `h1`…`h6`. Default `2`. */
  level?: HeadingLevel;
  /** Visual size on the fluid type scale, independent of the level. Default: by level (h1 5xl, h2 4xl, h3 2xl, h4 xl, h5 lg, h6 md). */
  size?: HeadingVariants['size'];
  /** Colour role. Default `default`. */
  tone?: HeadingVariants['tone'];
  /** Text alignment. Default `start`. */
  align?: HeadingVariants['align'];
  /** Style the single child (for example a link) instead of rendering a heading element. Default `false`. */
  asChild?: boolean;
}

/** A section title. Choose `level` for the outline and `size` for the look. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, tone, align, asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot : (`h${level}` as const);
  return <Component ref={ref} className={cx(heading({ size: size ?? defaultSize[level], tone, align }), className)} {...rest} />;
});
Heading.displayName = 'Heading';
