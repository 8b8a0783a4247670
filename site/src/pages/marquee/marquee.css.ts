import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: '260px',
  height: '100%',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
});

export const itemTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const itemText = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
