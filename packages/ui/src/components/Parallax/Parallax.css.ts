import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { motionSafe } from '../../styles/motion.css';
import { components } from '../../styles/layers.css';

export const strengthVar = createVar('parallax-strength');

export const root = style({
  '@layer': {
    [components]: {
      vars: { [strengthVar]: '400px' },
      position: 'relative',
      overflow: 'clip',
      isolation: 'isolate',
    },
  },
});

const drift = keyframes({
  from: { transform: `translateY(calc(${strengthVar} / -2))` },
  to: { transform: `translateY(calc(${strengthVar} / 2))` },
});

/**
 * The background layer is taller than the section by the strength (half above, half below), so it
 * covers the section wherever it has drifted to. It drifts with the section's passage through the
 * viewport (a scroll-driven animation: no script, no scroll listener); where those are not supported,
 * and under reduced motion, it simply stays centred.
 */
export const layer = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: 0,
      insetBlock: `calc(${strengthVar} / -2)`,
      zIndex: -1,
      pointerEvents: 'none',
      '@supports': {
        '(animation-timeline: view())': motionSafe({
          animationName: drift,
          animationDuration: '1ms',
          animationTimingFunction: vars.motion.easing.linear,
          animationFillMode: 'both',
          animationTimeline: 'view()',
        }),
      },
    },
  },
});

export const content = style({ '@layer': { [components]: { position: 'relative' } } });
