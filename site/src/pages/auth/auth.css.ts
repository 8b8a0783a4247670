import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const shell = style({
  width: '100%',
  maxWidth: '520px',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: `${vars.space[8]} ${vars.space[9]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border.default },
  },
});

export const switchLine = style({ margin: 0, textAlign: 'center', color: vars.color.text.muted });
