import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionToggle } from '../../styles/motionToggle.css';

export const durationVar = createVar('marquee-duration');
export const gapVar = createVar('marquee-gap');

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

/** Motion is allowed: no reduced-motion preference and not forced off by `<html data-reduced-motion>`. */
const MOTION = '(prefers-reduced-motion: no-preference)';
const ALLOWED = 'html:not([data-reduced-motion="reduce"])';

export const root = style({
  '@layer': {
    [components]: {
      vars: { [durationVar]: '30s', [gapVar]: vars.space[6] },
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: vars.space[3],
    },
  },
});

export const viewport = style({
  '@layer': {
    [components]: {
      flex: '1 1 auto',
      minWidth: 0,
      // The groups measure themselves against the visible strip (100cqw), not against the moving track.
      containerType: 'inline-size',
      '@media': {
        [MOTION]: {
          selectors: {
            [`${ALLOWED} &`]: {
              overflow: 'hidden',
              maskImage: 'linear-gradient(to right, transparent, black 4%, black 96%, transparent)',
            },
          },
        },
      },
    },
  },
});

export const track = style({
  '@layer': {
    [components]: {
      display: 'flex',
      '@media': {
        [MOTION]: {
          selectors: {
            [`${ALLOWED} &`]: {
              width: 'max-content',
              animation: `${scroll} ${durationVar} linear infinite`,
            },
            [`${ALLOWED} ${root}[data-direction="right"] &`]: { animationDirection: 'reverse' },
            // Paused on hover, while anything inside has focus, and by the toggle.
            [`${ALLOWED} ${root}[data-pause-on-hover] &:hover, ${ALLOWED} ${root}[data-pause-on-hover][data-hovered] &, ${ALLOWED} ${root}:focus-within &, ${ALLOWED} ${root}[data-focus-within] &, ${ALLOWED} ${root}[data-paused] &`]:
              {
                animationPlayState: 'paused',
              },
          },
        },
      },
    },
  },
});

export const group = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      // Items of a row share its height, so cards of different text lengths line up (an item's child can
      // fill it with height: 100%); a logo keeps its own height at the top of its item.
      alignItems: 'stretch',
      justifyContent: 'center',
      gap: gapVar,
      margin: 0,
      padding: 0,
      listStyle: 'none',
      '@media': {
        [MOTION]: {
          selectors: {
            [`${ALLOWED} &`]: {
              flexWrap: 'nowrap',
              flexShrink: 0,
              // A short list still fills the strip, so the loop shows no empty stretch. (100% would be the
              // track's width, which is both copies: every group then doubled and the items drifted apart.)
              minWidth: '100cqw',
              justifyContent: 'space-around',
              paddingInlineEnd: gapVar,
            },
          },
        },
      },
    },
  },
});

/** The repeated copy exists only while moving; under reduced motion the list is shown once, wrapped. */
export const copy = style({
  '@layer': {
    [components]: {
      display: 'none',
      '@media': { [MOTION]: { selectors: { [`${ALLOWED} &`]: { display: 'flex' } } } },
    },
  },
});

export const item = style({ '@layer': { [components]: { flexShrink: 0 } } });

export const toggle = style([motionToggle]);

