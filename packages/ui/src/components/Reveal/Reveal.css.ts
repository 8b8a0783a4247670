import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';

export const distanceVar = createVar('reveal-distance');
export const durationVar = createVar('reveal-duration');
export const delayVar = createVar('reveal-delay');
/** `1` left to right, `-1` right to left: set by the component from its direction (see Reveal.tsx). */
export const inlineSignVar = createVar('reveal-inline-sign');

const MOTION = '(prefers-reduced-motion: no-preference)';
const ALLOWED = 'html:not([data-reduced-motion="reduce"])';

/**
 * Content is visible by default (server HTML, no JavaScript, reduced motion). Only a mounted Reveal
 * that has seen its element off screen sets `data-state="hidden"`, and only with motion allowed does
 * that state hide anything.
 */
export const reveal = style({
  '@layer': {
    [components]: {
      vars: { [distanceVar]: '50px', [durationVar]: '800ms', [delayVar]: '0ms', [inlineSignVar]: '1' },
      '@media': {
        [MOTION]: {
          selectors: {
            [`${ALLOWED} &[data-state="hidden"]`]: { opacity: 0 },
            [`${ALLOWED} &[data-state="hidden"][data-from="bottom"]`]: { transform: `translateY(${distanceVar})` },
            // From the inline start: shifted towards it (left, or right in right-to-left), then slides to the end.
            [`${ALLOWED} &[data-state="hidden"][data-from="start"]`]: { transform: `translateX(calc(${distanceVar} * -1 * ${inlineSignVar}))` },
            [`${ALLOWED} &[data-state="hidden"][data-from="end"]`]: { transform: `translateX(calc(${distanceVar} * ${inlineSignVar}))` },
            [`${ALLOWED} &[data-state="shown"]`]: {
              transition: `opacity ${durationVar} ${vars.motion.easing.enter} ${delayVar}, transform ${durationVar} ${vars.motion.easing.enter} ${delayVar}`,
            },
          },
        },
      },
    },
  },
});
