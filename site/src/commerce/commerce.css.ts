import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui';

/* ---------- Sandbox checkout window ---------- */

export const testBadge = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.pill,
  border: `1px dashed ${vars.color.warning.text}`,
  color: vars.color.warning.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${summary} dt`, { color: vars.color.text.muted });
globalStyle(`${summary} dd`, { margin: 0, color: vars.color.text.default, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const amount = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  justifyContent: 'flex-end',
});

export const note = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});
