import { forwardRef } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> {
  /** Space between children, a step of the spacing scale (responsive). Default `4`. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment of the children. Default `stretch`. */
  align?: keyof typeof alignMap;
}

/** Children in a column with even spacing: form fields, card content, page sections. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ gap = 4, align = 'stretch', ...rest }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" alignItems={alignMap[align]} gap={gap} {...rest} />;
});
Stack.displayName = 'Stack';
