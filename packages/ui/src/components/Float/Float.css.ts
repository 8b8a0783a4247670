import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { motionSafe } from '../../styles/motion.css';
import { components } from '../../styles/layers.css';

export const durationVar = createVar('float-duration');
export const distanceVar = createVar('float-distance');

const bob = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: `translateY(calc(${distanceVar} * -1))` },
});

/** Rises and settles back, forever; still under reduced motion (see `motionSafe`). */
export const float = style({
  '@layer': {
    [components]: {
      vars: { [durationVar]: '4000ms', [distanceVar]: '12px' },
      ...motionSafe({ animation: `${bob} ${durationVar} ${vars.motion.easing.standard} infinite` }),
    },
  },
});
