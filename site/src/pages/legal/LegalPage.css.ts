import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const layout = style({ display: 'grid', gap: vars.space[6], maxWidth: '48rem' });
export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[6],
});
export const section = style({ display: 'grid', gap: vars.space[3] });
export const heading = style({
  display: 'flex',
  gap: vars.space[2],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
export const number = style({ color: vars.color.accent.text });
export const paragraph = style({ color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });
