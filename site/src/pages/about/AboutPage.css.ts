import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { media, sectionHeader } from '../shared/page.css';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const card = style({ height: '100%' });
export const controls = style({ marginTop: vars.space[5] });

export const statsBand = style({
  paddingBlock: vars.space[7],
  background: vars.color.surface.raised,
  borderBlock: `1px solid ${vars.color.border.default}`,
});

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

export const faqLayout = style({
  display: 'grid',
  gap: vars.space[6],
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 3fr' } },
});
/** The FAQ's heading and lead: a grid, so beside the taller accordion its two rows share the height. */
export const faqHeader = style([sectionHeader, { display: 'grid', gap: vars.space[3] }]);
export const faq = style({ display: 'grid', gap: vars.space[3] });
export const faqAnswer = style({ color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const cta = style({
  textAlign: 'center',
  padding: vars.space[7],
  borderRadius: vars.radius.xl,
  background: `linear-gradient(120deg, ${vars.color.accent.soft}, ${vars.color.surface.raised})`,
  border: `1px solid ${vars.color.border.default}`,
});
