import { forwardRef } from 'react';
import { cx } from '../../internal/cx';
import { Box, type BoxProps } from '../Box/Box';
import { section, type SectionVariants } from './Section.css';

export interface SectionProps extends Omit<BoxProps, 'as'> {
  /** Vertical padding, larger from the desktop breakpoint. Default `md`. */
  spacing?: SectionVariants['spacing'];
  /** Background surface. Default `default`. */
  tone?: SectionVariants['tone'];
  /** The element: `section` (a landmark when it has `aria-labelledby`) or a plain `div`. Default `section`. */
  as?: 'section' | 'div' | 'header' | 'footer' | 'aside';
}

/**
 * A full-width band of a page with generous vertical rhythm. Pair it with a `Container` and
 * name it with `aria-labelledby` pointing at its heading.
 */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { spacing, tone, as = 'section', className, ...rest },
  ref,
) {
  return <Box ref={ref} as={as} className={cx(section({ spacing, tone }), className)} {...rest} />;
});
Section.displayName = 'Section';
