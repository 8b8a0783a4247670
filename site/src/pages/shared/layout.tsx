import { forwardRef } from 'react';
import { Container, Section, type ContainerProps, type SectionProps } from '@company/ui';
import { column, sectionPadding } from './page.css';

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

export interface PageContainerProps extends ContainerProps {
  /** Pad it above and below like a PageSection: for a column that is a section by itself (`<main>`). */
  padded?: boolean;
}

/** The page column: the library's `Container` at the site's width and side padding (`column`, page.css.ts). */
export const PageContainer = forwardRef<HTMLElement, PageContainerProps>(function PageContainer(
  { padded = false, className, ...rest },
  ref,
) {
  return <Container ref={ref} className={join(column, padded && sectionPadding, className)} {...rest} />;
});

/**
 * A band of a page: the library's `Section` with the site's rhythm, 4rem above and below, 6rem from the
 * desktop breakpoint. `tone` paints it (`raised` for alternate bands).
 */
export const PageSection = forwardRef<HTMLElement, SectionProps>(function PageSection(
  { className, ...rest },
  ref,
) {
  return <Section ref={ref} className={join(sectionPadding, className)} {...rest} />;
});
