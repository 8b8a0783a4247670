import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text.default,
  whiteSpace: 'nowrap',
});
export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.accent.solid,
  color: vars.color.accent.contrast,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.02em',
});
export const logoText = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
});
