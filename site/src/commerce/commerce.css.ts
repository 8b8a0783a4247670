import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { page as formsPage } from '../forms/page.css';

/* ---------- Sandbox checkout window ---------- */

export const testBadge = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.pill,
  border: `1px dashed ${vars.color.warning.text}`,
  color: vars.color.warning.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${summary} dt`, { color: vars.color.text.muted });
globalStyle(`${summary} dd`, {
  margin: 0,
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  justifyContent: 'flex-end',
});

export const note = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

/* ---------- Cart and receipt pages ---------- */

/** The forms and data pages' column and spacing, its blocks a step closer together. */
export const page = style([formsPage, { gap: vars.space[6] }]);

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.default,
});

export const cartLayout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
});

export const lineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) auto',
  gap: vars.space[4],
  alignItems: 'center',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  '@media': {
    'screen and (max-width: 520px)': { gridTemplateColumns: '64px minmax(0, 1fr)', rowGap: vars.space[3] },
  },
});

export const lineMedia = style({
  width: '96px',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  display: 'block',
  '@media': { 'screen and (max-width: 520px)': { width: '64px' } },
});

export const lineText = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const lineTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

// The title links to the course: the heading's colour, the accent with an underline on hover.
globalStyle(`${lineTitle} a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${lineTitle} a:hover`, {
  color: vars.color.accent.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const linePrice = style({
  margin: 0,
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const panel = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const totals = style({
  display: 'grid',
  // A long value (an e-mail address, a payment id) wraps instead of pushing the receipt past a phone's edge.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});
globalStyle(`${totals} dt`, { color: vars.color.text.muted });
globalStyle(`${totals} dd`, {
  margin: 0,
  textAlign: 'right',
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[9]} ${vars.space[5]}`,
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const receipt = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  '@media': { print: { border: 'none', padding: 0, background: 'transparent' } },
});

export const receiptHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[4],
  alignItems: 'flex-start',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.md });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space[3]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
globalStyle(`${table} th`, { color: vars.color.text.muted, fontWeight: vars.fontWeight.medium });
globalStyle(`${table} td:last-child, ${table} th:last-child`, { textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} tfoot td, ${table} tfoot th`, {
  borderBottom: 'none',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const printHidden = style({ '@media': { print: { display: 'none' } } });

/* Printing a receipt prints the receipt only: the site chrome steps aside (scoped with :has to receipt pages). */
globalStyle('body:has([data-printable-receipt]) :is(header, footer, nav, aside, [data-print-hidden])', {
  '@media': { print: { display: 'none' } },
});
globalStyle('body:has([data-printable-receipt])', {
  '@media': { print: { background: 'white', color: 'black' } },
});

/** /cart's notice of what the price check changed (on top of `panel`): information, not an error. */
export const notice = style({
  marginBottom: vars.space[4],
  borderInlineStart: `4px solid ${vars.color.accent.solid}`,
});
