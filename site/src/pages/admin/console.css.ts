import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { container } from '../shared/page.css';

/**
 * The staff console: the content pages' column (so the floating social bar stands beside it from 1360 px),
 * its own navigation above each section; wide tables scroll sideways inside their frame.
 */
export const page = style([
  container,
  {
    paddingBlock: `${vars.space[6]} ${vars.space[9]}`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[6],
  },
]);

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent.text,
});

export const who = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surface.raised },
    '&[aria-current="page"]': { background: vars.color.accent.solid, color: vars.color.accent.contrast },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[4],
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

/** Filters: a wrapping row of fields with the buttons at its end. */
export const filters = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
});

export const filterSearch = style({
  gridColumn: 'span 2',
  '@media': { 'screen and (max-width: 520px)': { gridColumn: 'auto' } },
});

export const filterActions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });

/* ---------- The order's items (a small static table; lists use @company/ui's DataTable) ---------- */

/** Scrolls sideways on its own on a narrow screen; focusable so keyboard users can scroll it too. */
export const tableScroll = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderTop: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, {
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  background: vars.color.surface.sunken,
});
globalStyle(`${table} tbody tr:hover`, { background: vars.color.surface.sunken });

export const numeric = style({});
globalStyle(`${table} .${numeric}`, { textAlign: 'right' });

export const rowLink = style({
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationColor: vars.color.border.strong,
  selectors: {
    '&:hover': { textDecorationColor: 'currentColor' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const clip = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '36ch',
  overflowWrap: 'anywhere',
});

/* ---------- Pagination ---------- */

/** The count ("Page 1 of 3 · 42 enquiries") and the pages, on one line when they fit. */
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

/* ---------- Detail pages ---------- */

export const detailGrid = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  minWidth: 0,
  '@media': { 'screen and (max-width: 640px)': { padding: vars.space[4] } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space[3]} ${vars.space[5]}`,
  '@media': {
    'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space[1] },
  },
});
globalStyle(`${details} dt`, { color: vars.color.text.muted, fontWeight: vars.fontWeight.medium });
globalStyle(`${details} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 480px)': { marginBottom: vars.space[3] } },
});

globalStyle(`${details} a, ${details} a:visited`, {
  color: vars.color.accent.text,
  textUnderlineOffset: '0.2em',
});

export const message = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const notice = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success.solid}`,
  color: vars.color.success.text,
});
export const noticeError = style([
  notice,
  { borderColor: vars.color.danger.solid, color: vars.color.danger.text },
]);

export const backLink = style({
  alignSelf: 'flex-start',
  color: vars.color.text.muted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.default },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/* ---------- Overview ---------- */

export const cards = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

export const card = style([panel, { gap: vars.space[2] }]);

export const cardFigure = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const forbidden = style([panel, { maxWidth: '40rem', alignSelf: 'center', textAlign: 'left' }]);

/* ---------- Content sections (blogs, jobs, team) ---------- */

/** The edit form beside its preview and status panel; one column on narrow screens. */
export const editGrid = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** The public components at their own sizes, on the page's background, never pressed. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  border: `1px dashed ${vars.color.border.default}`,
  overflow: 'hidden',
});

export const previewLabel = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const previewList = style({ listStyle: 'none', margin: 0, padding: 0, maxWidth: '22rem' });

export const thumb = style({
  display: 'block',
  width: '4rem',
  height: '2.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const fileInput = style({
  maxWidth: '100%',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.control}`,
  color: vars.color.text.default,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
  },
});
