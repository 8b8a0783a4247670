import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { centredColumns } from '../shared/centredColumns';

export const members = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
});
// Six people: 2 or 3 a row, so rows are full (4 a row left two alone); a short last row is centred.
centredColumns(members, [
  [560, 2],
  [1024, 3],
]);

export const member = style({
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
});

export const portrait = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});

export const role = style({
  margin: 0,
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const socials = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  marginTop: 'auto',
});

export const quote = style({
  margin: 0,
  padding: vars.space[7],
  borderRadius: vars.radius.xl,
  background: vars.color.surface.raised,
  borderLeft: `4px solid ${vars.color.accent.solid}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const quoteCaption = style({ fontSize: vars.fontSize.md, color: vars.color.text.muted });

globalStyle(`${quote} blockquote, ${quote} p`, { margin: 0 });
