import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { media } from '../shared/page.css';

export const product = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  paddingBlock: vars.space[8],
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-of-type': { borderBottom: 0 } },
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space[8] } },
});

export const image = style({
  borderRadius: vars.radius.xl,
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  boxShadow: vars.shadow.lg,
  '@media': { [media.desktop]: { selectors: { [`${product}[data-side="right"] &`]: { order: 2 } } } },
});

export const subtitle = style({
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});
export const featuresTitle = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});
