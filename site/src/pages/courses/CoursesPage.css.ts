import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/** A course's card fills its grid cell, so the cards of a row are one height. */
export const card = style({ height: '100%' });
/** The card's text, inset like its footer (the image above runs edge to edge); it takes the spare height, so the footers line up. */
export const body = style({ paddingInline: vars.space[5], flexGrow: 1 });
export const image = style({ aspectRatio: '16 / 9', objectFit: 'cover' });
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});
export const footer = style({
  padding: vars.space[5],
  borderTop: `1px solid ${vars.color.border.default}`,
});
