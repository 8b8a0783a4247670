import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { inlineSign } from '../../styles/direction.css';

const MOTION_OK = '(prefers-reduced-motion: no-preference)';
const ALLOWED = 'html:not([data-reduced-motion="reduce"])';

// Toasts enter from (and are swiped out towards) the inline end: the left in right to left.
const slideIn = keyframes({
  from: { transform: `translateX(calc((100% + 1rem) * ${inlineSign}))` },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc((100% + 1rem) * ${inlineSign}))` },
});

/** Positions are named for left-to-right pages; `right` is the inline end, so they mirror in right to left. */

export const toastPositions = ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const;

export const toastViewport = recipe({
  base: {
    '@layer': {
      [components]: {
        position: 'fixed',
        zIndex: vars.zIndex.toast,
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space[3],
        width: 'min(24rem, calc(100vw - 2rem))',
        maxHeight: '100dvh',
        margin: 0,
        padding: vars.space[4],
        listStyle: 'none',
        outline: 'none',
      },
    },
  },
  variants: {
    position: {
      'top-right': { '@layer': { [components]: { top: 0, insetInlineEnd: 0 } } },
      'top-left': { '@layer': { [components]: { top: 0, insetInlineStart: 0 } } },
      'bottom-right': {
        '@layer': { [components]: { bottom: 0, insetInlineEnd: 0, flexDirection: 'column-reverse' } },
      },
      'bottom-left': { '@layer': { [components]: { bottom: 0, insetInlineStart: 0, flexDirection: 'column-reverse' } } },
    },
  },
  defaultVariants: { position: 'top-right' },
});

export const toastTones = ['success', 'critical', 'neutral'] as const;

export const toast = recipe({
  base: {
    '@layer': {
      [components]: {
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        alignItems: 'start',
        columnGap: vars.space[3],
        padding: vars.space[4],
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.border.default}`,
        borderInlineStartWidth: '4px',
        backgroundColor: vars.color.surface.raised,
        color: vars.color.text.default,
        // Its own family: the region sits beside the app's content, where the app's font may not reach.
        fontFamily: vars.font.body,
        boxShadow: vars.shadow.md,
        selectors: {
          '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
          '&[data-swipe="cancel"]': { transform: 'translateX(0)' },
        },
        '@media': {
          [MOTION_OK]: {
            selectors: {
              [`${ALLOWED} &[data-state="open"]`]: {
                animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
              },
              [`${ALLOWED} &[data-state="closed"]`]: {
                animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
              },
              [`${ALLOWED} &[data-swipe="cancel"]`]: {
                transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
              },
              [`${ALLOWED} &[data-swipe="end"]`]: {
                animation: `${swipeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
              },
            },
          },
        },
      },
    },
  },
  variants: {
    tone: {
      success: { '@layer': { [components]: { borderInlineStartColor: vars.color.success.text } } },
      critical: { '@layer': { [components]: { borderInlineStartColor: vars.color.danger.text } } },
      neutral: { '@layer': { [components]: { borderInlineStartColor: vars.color.accent.solid } } },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const toastIcon = recipe({
  base: { '@layer': { [components]: { display: 'inline-flex', marginTop: '0.125rem' } } },
  variants: {
    tone: {
      success: { '@layer': { [components]: { color: vars.color.success.text } } },
      critical: { '@layer': { [components]: { color: vars.color.danger.text } } },
      neutral: { '@layer': { [components]: { color: vars.color.accent.text } } },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const toastText = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 } },
});

export const toastTitle = style({
  '@layer': {
    [components]: {
      fontWeight: vars.fontWeight.semibold,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.snug,
      overflowWrap: 'anywhere',
    },
  },
});

export const toastDescription = style({
  '@layer': {
    [components]: { color: vars.color.text.muted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' },
  },
});

export const toastAction = style({
  '@layer': {
    [components]: {
      gridColumn: '2 / 3',
      justifySelf: 'start',
      marginTop: vars.space[2],
      padding: `${vars.space[1]} ${vars.space[3]}`,
      borderRadius: vars.radius.sm,
      border: `1px solid ${vars.color.border.strong}`,
      backgroundColor: 'transparent',
      color: vars.color.text.default,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.semibold,
      cursor: 'pointer',
      selectors: { '&:hover': { backgroundColor: vars.color.surface.sunken } },
    },
  },
});

export const toastClose = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2rem',
      height: '2rem',
      margin: `calc(${vars.space[2]} * -1) calc(${vars.space[2]} * -1) 0 0`,
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.pill,
      backgroundColor: 'transparent',
      color: vars.color.text.muted,
      cursor: 'pointer',
      selectors: {
        '&:hover': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.default },
      },
    },
  },
});
