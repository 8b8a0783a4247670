import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';

const open = keyframes({ from: { height: 0, opacity: 0 }, to: { height: 'var(--radix-accordion-content-height)', opacity: 1 } });

const MOTION = '(prefers-reduced-motion: no-preference)';
const ALLOWED = 'html:not([data-reduced-motion="reduce"])';

export const accordionRoot = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border.default}`,
      backgroundColor: vars.color.surface.raised,
      overflow: 'hidden',
    },
  },
});

export const accordionItem = style({
  '@layer': {
    [components]: {
      selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.default}` } },
    },
  },
});

export const accordionHeader = style({ '@layer': { [components]: { all: 'unset', display: 'flex' } } });

export const accordionTrigger = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      flex: 1,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space[4],
      minHeight: '3rem',
      padding: `${vars.space[4]} ${vars.space[5]}`,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.snug,
      color: vars.color.text.default,
      cursor: 'pointer',
      overflowWrap: 'anywhere',
      selectors: {
        '&:hover': { color: vars.color.accent.text },
        '&[data-state="open"]': { color: vars.color.accent.text },
        '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
        '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
      },
    },
  },
});

export const accordionChevron = style({
  '@layer': {
    [components]: {
      flexShrink: 0,
      selectors: { [`${accordionTrigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
      '@media': {
        [MOTION]: {
          selectors: { [`${ALLOWED} &`]: { transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}` } },
        },
      },
    },
  },
});

/** No padding here: a closed panel is `hidden="until-found"`, which keeps its box but not its content. */
export const accordionContent = style({
  '@layer': {
    [components]: {
      overflow: 'hidden',
      color: vars.color.text.muted,
      '@media': {
        [MOTION]: {
          selectors: {
            // Only once the visitor (or the parent) changed the open items: see useChangedSinceMount.
            [`${ALLOWED} ${accordionRoot}[data-animate] &[data-state="open"]`]: { animation: `${open} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
          },
        },
      },
    },
  },
});

export const accordionContentInner = style({
  '@layer': { [components]: { padding: `0 ${vars.space[5]} ${vars.space[5]}`, overflowWrap: 'anywhere' } },
});
