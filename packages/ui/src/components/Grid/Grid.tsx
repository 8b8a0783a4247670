import { Slot } from '@radix-ui/react-slot';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import {
  columns as columnClasses,
  gap as gapClasses,
  grid,
  type ColumnCount,
  type SpaceStep,
} from '../../internal/layout.css';
import { responsiveClasses, type Responsive } from '../../internal/responsive';
import { autoFit, minItemWidthVar } from './Grid.css';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Fixed column count per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. Default `1`. */
  columns?: Responsive<ColumnCount>;
  /** Instead of `columns`: fit as many columns as possible, each at least this wide (`"16rem"`). */
  minItemWidth?: string;
  /** Space between cells (responsive). Default `5`. */
  gap?: Responsive<SpaceStep>;
  /** The element to render, `ul` or `ol` for a list of cards. Default `div`. */
  as?: ElementType;
  /** Put the classes on the single child element instead. Default `false`. */
  asChild?: boolean;
}

/** A grid of equal columns: card lists, feature strips, galleries. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { columns = 1, minItemWidth, gap = 5, as = 'div', asChild = false, className, style, ...rest },
  ref,
) {
  const Component: ElementType = asChild ? Slot : as;
  return (
    <Component
      ref={ref}
      className={cx(
        grid,
        minItemWidth ? autoFit : responsiveClasses(columns, columnClasses),
        responsiveClasses(gap, gapClasses),
        className,
      )}
      style={minItemWidth ? { ...assignInlineVars({ [minItemWidthVar]: minItemWidth }), ...style } : style}
      {...rest}
    />
  );
});
Grid.displayName = 'Grid';
