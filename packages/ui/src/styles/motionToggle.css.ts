import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from './layers.css';
import { motionSafe } from './motion.css';

/**
 * The round pause/play toggle of things that move by themselves (Marquee, TextRotator): it exists only
 * while something can move, so under reduced motion it is not there at all.
 */
export const motionToggle = style({
  '@layer': {
    [components]: {
      display: 'none',
      flexShrink: 0,
      alignItems: 'center',
      justifyContent: 'center',
      width: '2.75rem',
      height: '2.75rem',
      padding: 0,
      borderRadius: vars.radius.pill,
      border: `1px solid ${vars.color.border.strong}`,
      backgroundColor: vars.color.surface.raised,
      color: vars.color.text.default,
      cursor: 'pointer',
      selectors: { '&:hover': { borderColor: vars.color.accent.solid, color: vars.color.accent.text } },
      ...motionSafe({ display: 'inline-flex' }),
    },
  },
});
