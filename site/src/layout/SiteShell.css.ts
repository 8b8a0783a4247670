import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.default,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  overflowX: 'clip',
});

export const main = style({ flex: '1 0 auto', outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space[4],
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.accent.solid,
  color: vars.color.accent.contrast,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space[4] } },
});

/**
 * On phones the vertical bar at mid-height would cover the headline: it docks at the bottom-left
 * as a horizontal pill instead (the scroll-to-top button sits bottom-right).
 */
export const socialBar = style({
  '@media': {
    'screen and (max-width: 767px)': { top: 'auto', bottom: vars.space[3], transform: 'none' },
  },
});
globalStyle(`${socialBar} ul`, {
  '@media': { 'screen and (max-width: 767px)': { flexDirection: 'row', padding: vars.space[1] } },
});
