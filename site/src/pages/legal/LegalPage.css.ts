import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const layout = style({ maxWidth: '48rem' });
export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
export const number = style({ color: vars.color.accent.text });
export const paragraph = style({ color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });
