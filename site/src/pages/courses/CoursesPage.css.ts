import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const card = style({
  padding: 0,
  overflow: 'hidden',
  height: '100%',
  gridTemplateRows: 'auto 1fr auto',
});
export const image = style({ aspectRatio: '16 / 9', objectFit: 'cover' });
export const body = style({
  display: 'grid',
  gap: vars.space[2],
  alignContent: 'start',
  paddingInline: vars.space[5],
});
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
  padding: vars.space[5],
  borderTop: `1px solid ${vars.color.border.default}`,
});

/** The category links above the cards, spaced as the tabs were. */
export const categories = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });
