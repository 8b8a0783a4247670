import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { media as queries } from '../../styles/media';
import { components } from '../../styles/layers.css';

export const heightVar = createVar('hover-accordion-height');
export const ratioVar = createVar('hover-accordion-ratio');

const MOTION = '(prefers-reduced-motion: no-preference)';
const ALLOWED = 'html:not([data-reduced-motion="reduce"])';
const WIDE = queries.tablet;

export const root = style({
  '@layer': {
    [components]: {
      vars: { [heightVar]: '28rem', [ratioVar]: '4' },
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space[3],
      margin: 0,
      padding: 0,
      listStyle: 'none',
      '@media': { [WIDE]: { flexDirection: 'row', height: heightVar } },
    },
  },
});

export const item = style({
  '@layer': {
    [components]: {
      position: 'relative',
      overflow: 'hidden',
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface.sunken,
      // Small screens: panels stack; the open one is taller.
      minHeight: '5rem',
      selectors: {
        '&[data-state="open"]': { minHeight: '20rem' },
        '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      },
      '@media': {
        [WIDE]: {
          minHeight: 0,
          flex: '1 1 0',
          minWidth: 0,
          selectors: { '&[data-state="open"]': { minHeight: 0, flexGrow: ratioVar } },
        },
        [MOTION]: {
          selectors: {
            [`${ALLOWED} &`]: {
              transition: `flex-grow ${vars.motion.duration.slow} ${vars.motion.easing.standard}, min-height ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
            },
          },
        },
      },
    },
  },
});

export const media = style({
  '@layer': { [components]: { position: 'absolute', inset: 0 } },
});
globalStyle(`${media} > img, ${media} > picture > img, ${media} > video`, {
  '@layer': { [components]: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } },
});

/** Dark overlay and text, visible on the open panel only; the text is always in the HTML. */
export const body = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inset: 0,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      gap: vars.space[2],
      padding: vars.space[5],
      color: vars.color.text.onAccent,
      backgroundImage: `linear-gradient(to top, ${vars.color.surface.overlay}, ${vars.color.surface.overlay})`,
      backgroundColor: vars.color.surface.overlay,
      opacity: 0,
      selectors: { [`${item}[data-state="open"] &`]: { opacity: 1 } },
      '@media': {
        [MOTION]: {
          selectors: { [`${ALLOWED} &`]: { transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}` } },
        },
      },
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.xl,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.snug,
    },
  },
});

export const trigger = style({
  '@layer': {
    [components]: {
      all: 'unset',
      cursor: 'pointer',
      overflowWrap: 'anywhere',
      // The button covers the whole panel, so a tap anywhere on it counts.
      '::after': { content: '""', position: 'absolute', inset: 0 },
    },
  },
});

export const description = style({
  '@layer': {
    [components]: { margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' },
  },
});
