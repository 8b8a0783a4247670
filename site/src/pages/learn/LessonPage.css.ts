import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

const desktop = 'screen and (min-width: 1024px)';
const phone = 'screen and (max-width: 1023.98px)';

export const page = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '1440px',
  marginInline: 'auto',
  paddingBlock: vars.space[5],
  paddingInline: vars.space[4],
  display: 'grid',
  gap: vars.space[4],
  '@media': { [desktop]: { paddingInline: vars.space[6], paddingBlock: vars.space[6] } },
});

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

globalStyle(`${crumbs} a`, { color: vars.color.accent.text });

globalStyle(`${crumbs} li + li::before`, {
  content: '"/"',
  marginInlineEnd: vars.space[2],
  color: vars.color.text.muted,
});

// Phones: the video, then the (folded) course content, then the lesson's text; desktop: the content beside both.
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"stage" "aside" "main"',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)',
      gridTemplateAreas: '"stage aside" "main aside"',
      gridTemplateRows: 'auto 1fr',
    },
  },
});

export const main = style({ gridArea: 'main', display: 'grid', gap: vars.space[4], minInlineSize: 0 });

export const stage = style({
  gridArea: 'stage',
  position: 'relative',
  aspectRatio: '16 / 9',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: '#000',
  color: '#fff',
});

export const player = style({ inlineSize: '100%', blockSize: '100%' });

export const stageMessage = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  gap: vars.space[2],
  padding: vars.space[4],
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const stagePoster = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const summary = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.lineHeight.normal,
  maxInlineSize: '70ch',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const panel = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  minInlineSize: 0,
});

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.default,
});

export const transcript = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
  maxBlockSize: '22rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const cue = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr',
  gap: vars.space[2],
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  padding: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="true"]': {
      backgroundColor: vars.color.accent.soft,
      borderColor: vars.color.accent.solid,
    },
  },
});

export const cueTime = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const aside = style({
  gridArea: 'aside',
  display: 'grid',
  gap: vars.space[3],
  minInlineSize: 0,
  '@media': { [desktop]: { position: 'sticky', insetBlockStart: vars.space[4] } },
});

export const outlineToggle = style({
  '@media': { [desktop]: { display: 'none !important' } },
});

export const outlineBody = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [phone]: { selectors: { '&[data-state="closed"]': { display: 'none' } } } },
});

export const outlineScroll = style({
  '@media': {
    [desktop]: { maxBlockSize: 'calc(100vh - 14rem)', overflowY: 'auto', paddingInlineEnd: vars.space[1] },
  },
});

export const notice = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'start',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
});

export const muted = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const liveRegion = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
