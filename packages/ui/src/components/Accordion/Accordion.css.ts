import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';

const reveal = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem)' }, to: { opacity: 1, transform: 'translateY(0)' } });

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

/** A `<details>`. Open and closed look come from its `open` attribute, which is right even before hydration. */
export const accordionItem = style({
  '@layer': {
    [components]: {
      selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.default}` } },
    },
  },
});

/** The `<summary>`: the browser's marker is replaced by the chevron. */
export const accordionTrigger = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
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
      listStyle: 'none',
      selectors: {
        '&::-webkit-details-marker': { display: 'none' },
        '&::marker': { content: '""' },
        '&:hover': { color: vars.color.accent.text },
        [`${accordionItem}[open] > &`]: { color: vars.color.accent.text },
        '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
        '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
      },
    },
  },
});

/** The heading inside the trigger (Accordion.Header) takes the trigger's type. */
export const accordionHeader = style({
  '@layer': { [components]: { all: 'unset', display: 'block', flex: 1, minWidth: 0 } },
});
export const accordionTriggerLabel = accordionHeader;

export const accordionChevron = style({
  '@layer': {
    [components]: {
      flexShrink: 0,
      selectors: { [`${accordionItem}[open] > ${accordionTrigger} > &`]: { transform: 'rotate(180deg)' } },
      '@media': {
        [MOTION]: {
          selectors: { [`${ALLOWED} &`]: { transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}` } },
        },
      },
    },
  },
});

export const accordionContent = style({
  '@layer': {
    [components]: {
      color: vars.color.text.muted,
      '@media': {
        [MOTION]: {
          selectors: {
            // Only once the visitor (or the parent) changed the open items: see useChangedSinceMount.
            [`${ALLOWED} ${accordionRoot}[data-animate] ${accordionItem}[open] > &`]: {
              animation: `${reveal} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
            },
          },
        },
      },
    },
  },
});

export const accordionContentInner = style({
  '@layer': { [components]: { padding: `0 ${vars.space[5]} ${vars.space[5]}`, overflowWrap: 'anywhere' } },
});
