import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import {
  alignItems,
  gap as gapClasses,
  inline,
  justifyContent,
  nowrap,
  wrap as wrapClass,
  type Alignment,
  type Justification,
  type SpaceStep,
} from '../../internal/layout.css';
import { responsiveClasses, type Responsive } from '../../internal/responsive';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a step of the spacing scale (responsive: `{ mobile: 2, desktop: 4 }`). Default `3`. */
  gap?: Responsive<SpaceStep>;
  /** Vertical alignment. Default `center`. */
  align?: Alignment;
  /** Horizontal distribution. Default `start`. */
  justify?: Justification;
  /** Wrap onto new lines when out of room. Default `true`. */
  wrap?: boolean;
  /** The element to render. Default `div`. */
  as?: ElementType;
  /** Put the classes on the single child element instead. Default `false`. */
  asChild?: boolean;
}

/** Children in a row that wraps: button groups, badges, icon + text. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  {
    gap = 3,
    align = 'center',
    justify = 'start',
    wrap = true,
    as = 'div',
    asChild = false,
    className,
    ...rest
  },
  ref,
) {
  const Component: ElementType = asChild ? Slot : as;
  return (
    <Component
      ref={ref}
      className={cx(
        inline,
        wrap ? wrapClass : nowrap,
        alignItems[align],
        justifyContent[justify],
        responsiveClasses(gap, gapClasses),
        className,
      )}
      {...rest}
    />
  );
});
Inline.displayName = 'Inline';
