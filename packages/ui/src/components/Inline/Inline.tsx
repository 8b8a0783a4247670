import { forwardRef } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline', stretch: 'stretch' } as const;
const justifyMap = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap'> {
  /** Space between children, a step of the spacing scale (responsive). Default `3`. */
  gap?: Sprinkles['gap'];
  /** Vertical alignment. Default `center`. */
  align?: keyof typeof alignMap;
  /** Horizontal distribution. Default `start`. */
  justify?: keyof typeof justifyMap;
  /** Wrap onto new lines when out of room. Default `true`. */
  wrap?: boolean;
}

/** Children in a row that wraps: button groups, badges, icon + text. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 3, align = 'center', justify = 'start', wrap = true, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignMap[align]}
      justifyContent={justifyMap[justify]}
      gap={gap}
      {...rest}
    />
  );
});
Inline.displayName = 'Inline';
