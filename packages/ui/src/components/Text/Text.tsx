import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { text, type TextVariants } from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element: `p`, `span`, `div`, `strong`, `em`, `small`, `label`. Default `p`. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label';
  /** Step of the type scale. Default `md`. */
  size?: TextVariants['size'];
  /** Colour role. Default `default`. */
  tone?: TextVariants['tone'];
  /** Font weight. Default `regular`. */
  weight?: TextVariants['weight'];
  /** Text alignment. Default: inherited. */
  align?: TextVariants['align'];
  /** Limit the line length to about 65 characters. Default `false`. */
  prose?: boolean;
  /** Keep to one line with an ellipsis. Default `false`. */
  truncate?: boolean;
  /** Style the single child (a link, a time element) instead. Default `false`. */
  asChild?: boolean;
}

/** Body text on the type scale with a colour role. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', size, tone, weight, align, prose, truncate, asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot : as;
  return (
    <Component
      // The union of intrinsic elements makes the ref type too wide for TypeScript to check.
      ref={ref as never}
      className={cx(text({ size, tone, weight, align, prose, truncate }), className)}
      {...rest}
    />
  );
});
Text.displayName = 'Text';
