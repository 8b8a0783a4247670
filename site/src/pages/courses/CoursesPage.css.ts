import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const card = style({
  padding: 0,
  overflow: 'hidden',
  height: '100%',
  gridTemplateRows: 'auto 1fr auto',
});
/** The card's text, inset like its footer (the image above runs edge to edge). */
export const body = style({ paddingInline: vars.space[5] });
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
