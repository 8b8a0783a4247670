import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/**
 * Look of the site's filter pills. They wrap onto more rows on a phone, like the technology tabs: scrolling
 * sideways hid the last filter behind the column's edge with nothing to say there was more.
 */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginBottom: vars.space[6],
});

export const tab = style({
  flexShrink: 0,
  minHeight: '2.75rem',
  paddingInline: vars.space[5],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  background: 'transparent',
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.accent.solid },
    '&[data-state="active"]': {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
      color: vars.color.accent.contrast,
    },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});
