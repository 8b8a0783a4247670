import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { centredColumns } from './centredColumns';

/** Shared page building blocks of the site (layout, headings, cards). Tokens only. */

const tablet = 'screen and (min-width: 768px)';
const desktop = 'screen and (min-width: 1024px)';

export const media = {
  tablet,
  desktop,
  wide: 'screen and (min-width: 1280px)',
  sm: 'screen and (min-width: 640px)',
};

/**
 * The page column: `PageContainer` (shared/layout.tsx) is the library's Container with this class, at the site's
 * width (76rem) with 1rem of side padding, 2rem from the tablet breakpoint. It keeps 2rem on wide screens too
 * (the Container's default grows to 3rem): the floating social bar's gutter is measured from this column (see
 * SiteShell.css.ts).
 */
export const column = style({
  maxWidth: '76rem',
  paddingInline: vars.space[4],
  '@media': { [tablet]: { paddingInline: vars.space[6] } },
});

/**
 * The same column as a style, for styles that compose it (`style([container, ...])`: the form pages'
 * `page` and the staff console), where a component cannot stand in.
 */
export const container = style([column, { width: '100%', marginInline: 'auto' }]);

/** The site's section rhythm: 4rem above and below, 6rem from the desktop breakpoint (PageSection, PageContainer). */
export const sectionPadding = style({
  paddingBlock: vars.space[8],
  '@media': { [desktop]: { paddingBlock: vars.space[9] } },
});

/** A section's heading and lead (laid out by a `Stack`, gap 3): their line length, 3rem above the content. */
export const sectionHeader = style({ maxWidth: '44rem', marginBottom: vars.space[7] });

/** A section header centred over the content (with `align="center"` on its Stack). */
export const centredHeader = style([sectionHeader, { marginInline: 'auto', textAlign: 'center' }]);

export const eyebrow = style({
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

export const pageTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const cardTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const lead = style({
  color: vars.color.text.muted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({ color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const prose = style({
  display: 'grid',
  gap: vars.space[4],
  color: vars.color.text.muted,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '46rem',
});

const bare = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A list without markers or indent, for lists laid out by a Stack, Inline or Grid. */
export const bareList = style(bare);

/** A bare list of centred figures (the stat counters). */
export const statList = style([bareList, { textAlign: 'center' }]);

/** Pushes the last item of a column (a card's link) to its foot. */
export const atFoot = style({ marginTop: 'auto' });

/** Card lists: one column on a phone; an incomplete last row is centred (see centredColumns). */
export const grid = styleVariants({
  two: { ...bare, display: 'grid', gap: vars.space[5] },
  three: { ...bare, display: 'grid', gap: vars.space[5] },
  four: { ...bare, display: 'grid', gap: vars.space[5] },
});
centredColumns(grid.two, [[768, 2]]);
centredColumns(grid.three, [
  [768, 2],
  [1024, 3],
]);
centredColumns(grid.four, [
  [640, 2],
  [1024, 4],
]);

export const textLink = style({
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.text.default } },
});

export const list = style({
  display: 'grid',
  gap: vars.space[2],
  paddingLeft: vars.space[5],
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.lineHeight.normal,
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'flex-start',
  color: vars.color.text.muted,
  lineHeight: vars.lineHeight.normal,
});
export const checkIcon = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.accent.text });

export const pageHero = style({
  paddingTop: vars.space[8],
  paddingBottom: vars.space[7],
  background: `radial-gradient(60rem 30rem at 85% -10%, ${vars.color.accent.soft}, transparent 70%)`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

/** Sits on the same element as `container`: keeps the container's edges and limits the line length of its children. */
export const pageHeroInner = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 52rem)',
  justifyItems: 'start',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
});

export const price = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

globalStyle(`${prose} h2`, {
  color: vars.color.text.default,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  marginTop: vars.space[4],
});
globalStyle(`${prose} a`, { color: vars.color.accent.text });
