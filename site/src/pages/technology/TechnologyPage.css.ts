import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const intro = style({ marginBottom: vars.space[5] });
export const card = style({
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space[4],
});
export const monogram = style({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.lg,
});
