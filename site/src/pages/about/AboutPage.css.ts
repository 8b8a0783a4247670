import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui';
import { media } from '../shared/page.css';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const card = style({ height: '100%' });
export const slide = style({ height: '100%' });

export const statsBand = style({ paddingBlock: vars.space[7], background: vars.color.surface.raised, borderBlock: `1px solid ${vars.color.border.default}` });
export const stats = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  textAlign: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space[1] });
export const statLabel = style({ color: vars.color.text.muted });
export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.accent.text,
  fontVariantNumeric: 'tabular-nums',
});

export const process = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const processStep = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });
export const processNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.accent.solid}`,
  color: vars.color.accent.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.lg,
});

export const faqLayout = style({ display: 'grid', gap: vars.space[6], '@media': { [media.desktop]: { gridTemplateColumns: '2fr 3fr' } } });
export const faq = style({ display: 'grid', gap: vars.space[3] });
export const faqItem = style({ background: vars.color.surface.default, border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.lg, overflow: 'hidden' });
export const faqQuestion = style({
  cursor: 'pointer',
  padding: vars.space[5],
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const faqAnswer = style({ padding: `0 ${vars.space[5]} ${vars.space[5]}`, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const cta = style({
  display: 'grid',
  gap: vars.space[4],
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space[7],
  borderRadius: vars.radius.xl,
  background: `linear-gradient(120deg, ${vars.color.accent.soft}, ${vars.color.surface.raised})`,
  border: `1px solid ${vars.color.border.default}`,
});

globalStyle(`${faqQuestion}::after`, { content: '"+"', float: 'right', color: vars.color.accent.text, marginLeft: vars.space[3] });
globalStyle(`${faqItem}[open] ${faqQuestion}::after`, { content: '"−"' });
