import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { inlineSign } from '../../styles/direction.css';

const MOTION = '(prefers-reduced-motion: no-preference)';
const ALLOWED = 'html:not([data-reduced-motion="reduce"])';

// From the inline end / start: mirrored right to left.
const slideFromEnd = keyframes({ from: { opacity: 0, transform: `translateX(calc(3rem * ${inlineSign}))` }, to: { opacity: 1, transform: 'translateX(0)' } });
const slideFromStart = keyframes({ from: { opacity: 0, transform: `translateX(calc(-3rem * ${inlineSign}))` }, to: { opacity: 1, transform: 'translateX(0)' } });

export const tabsRoot = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space[5],
      selectors: {
        '&[data-orientation="vertical"]': { flexDirection: 'row' },
        // A panel sliding in must not widen the page.
        '&[data-variant="sliding"]': { overflowX: 'clip' },
      },
    },
  },
});

export const tabsList = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space[2],
      selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column', flexWrap: 'nowrap' } },
    },
  },
});

/** `Tabs.LinkList`'s `<ul>`: the list look without bullets. */
export const tabsLinkList = style({ '@layer': { [components]: { listStyle: 'none', margin: 0, padding: 0 } } });
export const tabsLinkItem = style({ '@layer': { [components]: { display: 'flex' } } });

export const tabsTrigger = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: '2.75rem',
      padding: `${vars.space[2]} ${vars.space[4]}`,
      borderRadius: vars.radius.pill,
      border: `1px solid ${vars.color.border.default}`,
      color: vars.color.text.default,
      fontWeight: vars.fontWeight.semibold,
      fontSize: vars.fontSize.sm,
      cursor: 'pointer',
      textAlign: 'center',
      overflowWrap: 'anywhere',
      selectors: {
        '&:hover': { borderColor: vars.color.accent.solid },
        '&[data-state="active"]': {
          backgroundColor: vars.color.accent.solid,
          borderColor: vars.color.accent.solid,
          color: vars.color.accent.contrast,
        },
        '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      },
      '@media': {
        [MOTION]: {
          selectors: {
            [`${ALLOWED} &`]: {
              transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
            },
          },
        },
      },
    },
  },
});

/** Inactive panels stay in the DOM with `hidden` (their text is in the HTML). */
export const tabsContent = style({
  '@layer': {
    [components]: {
      outline: 'none',
      borderRadius: vars.radius.md,
      selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
      '@media': {
        [MOTION]: {
          selectors: {
            [`${ALLOWED} [data-variant="sliding"][data-direction="forward"] &[data-state="active"]`]: {
              animation: `${slideFromEnd} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
            },
            [`${ALLOWED} [data-variant="sliding"][data-direction="backward"] &[data-state="active"]`]: {
              animation: `${slideFromStart} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
            },
          },
        },
      },
    },
  },
});
