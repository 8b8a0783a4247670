import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const members = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const member = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
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

export const memberText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

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
  display: 'flex',
  gap: vars.space[4],
  flexWrap: 'wrap',
});

export const quote = style({
  margin: 0,
  padding: vars.space[7],
  borderRadius: vars.radius.xl,
  background: vars.color.surface.raised,
  borderLeft: `4px solid ${vars.color.accent.solid}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const quoteCaption = style({ fontSize: vars.fontSize.md, color: vars.color.text.muted });

globalStyle(`${quote} blockquote, ${quote} p`, { margin: 0 });
