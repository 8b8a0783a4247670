import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

// Native form controls and scrollbars follow the chosen theme: the theme class on <html> sets `color-scheme`.

export const themeSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.raised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
