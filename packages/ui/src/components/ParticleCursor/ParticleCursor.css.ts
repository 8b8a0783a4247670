import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';

/** Full-viewport layer that never takes pointer events and never changes the system cursor. */
export const particleCursorLayer = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.cursor,
      pointerEvents: 'none',
      overflow: 'hidden',
      contain: 'strict',
    },
  },
});

const dot = {
  position: 'absolute',
  top: 0,
  left: 0,
  borderRadius: vars.radius.round,
  pointerEvents: 'none',
  willChange: 'transform, opacity',
  opacity: 0,
} as const;

export const particleCursorFollower = style({
  '@layer': {
    [components]: {
      ...dot,
      width: '2rem',
      height: '2rem',
      marginTop: '-1rem',
      marginLeft: '-1rem',
      border: `2px solid ${vars.color.accent.solid}`,
    },
  },
});

export const particleCursorParticle = style({
  '@layer': {
    [components]: {
      ...dot,
      width: '0.5rem',
      height: '0.5rem',
      marginTop: '-0.25rem',
      marginLeft: '-0.25rem',
      backgroundColor: vars.color.accent.solid,
    },
  },
});
