import { forwardRef } from 'react';
import { Container, Section, type ContainerProps, type SectionProps } from '@company/ui';
import { column } from './page.css';

/**
 * The page column: the library's `Container` at the site's width (76rem, `column`) with 1rem of side
 * padding, 2rem from the tablet breakpoint. It keeps 2rem on wide screens too (the Container's default
 * grows to 3rem): the floating social bar's gutter is measured from this column (see SiteShell.css.ts).
 */
export const PageContainer = forwardRef<HTMLElement, ContainerProps>(function PageContainer(
  { className, ...rest },
  ref,
) {
  return (
    <Container
      ref={ref}
      paddingInline={{ mobile: 4, tablet: 6 }}
      className={className ? `${column} ${className}` : column}
      {...rest}
    />
  );
});

/** The site's section rhythm as `paddingY`, for a page column that is a section by itself (`<main>`). */
export const sectionSpacing = { mobile: 8, desktop: 9 } as const;

/**
 * A band of a page: the library's `Section` with the site's rhythm, 4rem above and below, 6rem from the
 * desktop breakpoint. `tone` paints it (`raised` for alternate bands).
 */
export const PageSection = forwardRef<HTMLElement, SectionProps>(function PageSection(props, ref) {
  return <Section ref={ref} paddingY={sectionSpacing} {...props} />;
});
