import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { section, type SectionVariants } from './Section.css';

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Vertical padding, larger from the desktop breakpoint. Default `md`. */
  spacing?: SectionVariants['spacing'];
  /** Background surface. Default `default`. */
  tone?: SectionVariants['tone'];
  /** The element: `section` (a landmark when it has `aria-labelledby`) or a plain `div`. Default `section`. */
  as?: 'section' | 'div' | 'header' | 'footer' | 'aside';
  /** Put the classes on the single child element instead. Default `false`. */
  asChild?: boolean;
}

/**
 * A full-width band of a page with generous vertical rhythm. Pair it with a `Container` and
 * name it with `aria-labelledby` pointing at its heading.
 */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { spacing, tone, as = 'section', asChild = false, className, ...rest },
  ref,
) {
  const Component = (asChild ? Slot : as) as ElementType;
  return <Component ref={ref} className={cx(section({ spacing, tone }), className)} {...rest} />;
});
Section.displayName = 'Section';
