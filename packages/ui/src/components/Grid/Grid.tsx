import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef } from 'react';
import { cx } from '../../internal/cx';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';
import { autoFit, minItemWidthVar } from './Grid.css';

export interface GridProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns'> {
  /** Fixed column count per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. Default `1`. */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Instead of `columns`: fit as many columns as possible, each at least this wide (`"16rem"`). */
  minItemWidth?: string;
  /** Space between cells (responsive). Default `5`. */
  gap?: Sprinkles['gap'];
}

/** A grid of equal columns: card lists, feature strips, galleries. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { columns = 1, minItemWidth, gap = 5, className, style, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="grid"
      gap={gap}
      gridTemplateColumns={minItemWidth ? undefined : columns}
      className={cx(minItemWidth && autoFit, className)}
      style={minItemWidth ? { ...assignInlineVars({ [minItemWidthVar]: minItemWidth }), ...style } : style}
      {...rest}
    />
  );
});
Grid.displayName = 'Grid';
