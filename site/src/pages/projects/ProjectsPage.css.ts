import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const count = style({ color: vars.color.text.muted, marginBottom: vars.space[4] });
/** A project's card: the image runs edge to edge, the text below is inset (`inset`). */
export const card = style({ paddingBottom: vars.space[5] });
export const image = style({ aspectRatio: '16 / 10', objectFit: 'cover' });
export const logo = style({
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  aspectRatio: '1',
  objectFit: 'contain',
  flexShrink: 0,
  background: vars.color.surface.sunken,
});
export const category = style({
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
/** The card's text, inset from its edges (the image above runs edge to edge). */
export const inset = style({ paddingInline: vars.space[5] });
