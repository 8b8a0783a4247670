import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { centredColumns } from '../pages/shared/centredColumns';
import { container, pageTitle, sectionTitle as pageSectionTitle } from '../pages/shared/page.css';

/**
 * Layout shared by the forms and data pages (contact, accounts, dashboard, jobs, blogs, team,
 * careers): a centred column, a page header, card grids and a few states.
 */

/** In the content pages' column (`container`: 76 rem, 16 px gutters, 32 px from 768 px). */
export const page = style([
  container,
  {
    paddingBlock: `${vars.space[8]} ${vars.space[9]}`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[7],
    '@media': { 'screen and (max-width: 640px)': { paddingBlock: `${vars.space[7]} ${vars.space[8]}` } },
  },
]);

export const narrowPage = style([page, { maxWidth: '560px' }]);

/** A page of full sections (team, careers): as far apart as the content pages' sections. */
export const sectionedPage = style([
  page,
  { gap: vars.space[8], '@media': { 'screen and (min-width: 1024px)': { gap: vars.space[9] } } },
]);

/** A section heading on these pages: the content pages' size (one type scale). */
export const pageSection = style([pageSectionTitle, { margin: 0 }]);

/** A page header's line length; the page lays it out with a `Stack` (gap 3). */
export const header = style({ maxWidth: '760px' });

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

/** The page title: the content pages' own (one type scale at every width). */
export const title = style([pageTitle, { margin: 0 }]);

/** A heading inside a panel or an article (job description, dashboard panels). */
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const lead = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const muted = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

const cardList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[5] } as const;

/** Blog cards: 2, 3 or 4 a row; a short last row is centred (see centredColumns). */
export const cardGrid = style(cardList);
centredColumns(cardGrid, [
  [640, 2],
  [1024, 3],
  [1280, 4],
]);

/** Job cards, wider: 2 or 3 a row, a short last row centred. */
export const jobCardGrid = style(cardList);
centredColumns(jobCardGrid, [
  [700, 2],
  [1024, 3],
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  height: '100%',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  scrollMarginTop: '96px',
});

export const cardMedia = style({
  display: 'block',
  width: `calc(100% + 2 * ${vars.space[5]})`,
  maxWidth: 'none',
  margin: `calc(-1 * ${vars.space[5]}) calc(-1 * ${vars.space[5]}) 0`,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.surface.sunken,
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const textLink = style({
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.text.default } },
});

/** Loading, empty and error states of data pages. */
export const status = style({
  margin: 0,
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  textAlign: 'center',
  color: vars.color.text.muted,
});

/** Errors read in red (docs/requirements/SPEC.md §8 "shown in red"), on a token colour that keeps AA contrast in both themes. */
export const errorStatus = style([
  status,
  { color: vars.color.danger.text, borderColor: vars.color.danger.solid },
]);

export const formCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  '@media': { 'screen and (max-width: 640px)': { padding: vars.space[5] } },
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const definitionList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space[3]} ${vars.space[5]}`,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr', rowGap: vars.space[1] } },
});

globalStyle(`${definitionList} dt`, { color: vars.color.text.muted, fontWeight: vars.fontWeight.medium });
globalStyle(`${definitionList} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
  // Stacked on a phone: each value keeps a gap before the next term, so the pairs read as pairs.
  '@media': { 'screen and (max-width: 480px)': { marginBottom: vars.space[3] } },
});

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  lineHeight: vars.lineHeight.normal,
  maxWidth: '72ch',
});
globalStyle(`${prose} p`, { margin: 0 });

export const successStatus = style([
  status,
  { color: vars.color.success.text, borderColor: vars.color.success.solid, borderStyle: 'solid' },
]);
