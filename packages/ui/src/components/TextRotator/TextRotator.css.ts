import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionToggle } from '../../styles/motionToggle.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.6em)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const root = style({ '@layer': { [components]: { display: 'inline-block', position: 'relative' } } });

/** Every phrase shares one grid cell, so the box is as big as the longest phrase: no layout shift. */
export const stack = style({
  '@layer': { [components]: { display: 'inline-grid', verticalAlign: 'bottom', overflow: 'hidden' } },
});

export const phrase = style({
  '@layer': {
    [components]: {
      gridArea: '1 / 1',
      visibility: 'hidden',
      selectors: { '&[data-state="visible"]': { visibility: 'visible' } },
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          selectors: {
            'html:not([data-reduced-motion="reduce"]) &[data-state="visible"]': {
              animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
            },
          },
        },
      },
    },
  },
});

/** The pause toggle, as the Marquee's (it exists only while something can move), with a focus ring. */
export const pauseButton = style([
  motionToggle,
  {
    '@layer': {
      [components]: {
        selectors: {
          '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
        },
      },
    },
  },
]);
