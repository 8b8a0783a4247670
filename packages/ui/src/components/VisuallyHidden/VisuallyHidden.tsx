import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Apply the hiding styles to the child element instead of a `span`. Default `false`. */
  asChild?: boolean;
}

/** Text for assistive technology only: an icon button's name, a table caption, a live status. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot : 'span';
  return <Component ref={ref} className={cx(visuallyHidden, className)} {...rest} />;
});
VisuallyHidden.displayName = 'VisuallyHidden';
