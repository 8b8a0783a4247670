import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { inlineSign } from '../../styles/direction.css';

/** Motion runs only without a reduced-motion preference and without the forced `data-reduced-motion`. */
const MOTION_OK = '(prefers-reduced-motion: no-preference)';
const ALLOWED = 'html:not([data-reduced-motion="reduce"])';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(calc(-50% + 0.75rem)) scale(0.97)' },
  to: { opacity: 1, transform: 'translateY(-50%) scale(1)' },
});
/** A sheet slides in from its own edge: `right` is the inline end, the left edge in right to left. */
const fromEnd = keyframes({ from: { transform: `translateX(calc(100% * ${inlineSign}))` }, to: { transform: 'translateX(0)' } });
const fromStart = keyframes({ from: { transform: `translateX(calc(-100% * ${inlineSign}))` }, to: { transform: 'translateX(0)' } });
const slideIn = (from: string) => ({
  [`${ALLOWED} &[data-state="open"]`]: { animation: `${from} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
});


export const dialogOverlay = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      backgroundColor: vars.color.surface.overlay,
      zIndex: vars.zIndex.modal,
      '@media': {
        [MOTION_OK]: {
          selectors: {
            [`${ALLOWED} &[data-state="open"]`]: {
              animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
            },
          },
        },
      },
    },
  },
});

export const dialogSides = ['center', 'right', 'left'] as const;
export const dialogSizes = ['sm', 'md', 'lg'] as const;

export const dialogContent = recipe({
  base: {
    '@layer': {
      [components]: {
        position: 'fixed',
        zIndex: vars.zIndex.modal,
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space[4],
        padding: vars.space[6],
        backgroundColor: vars.color.surface.raised,
        color: vars.color.text.default,
        border: `1px solid ${vars.color.border.default}`,
        boxShadow: vars.shadow.lg,
        overflowY: 'auto',
        outline: 'none',
      },
    },
  },
  variants: {
    side: {
      center: {
        '@layer': {
          [components]: {
            top: '50%',
            // Centred across by auto margins (the same in either direction), down by a shift.
            insetInline: 0,
            marginInline: 'auto',
            transform: 'translateY(-50%)',
            width: 'calc(100vw - 2rem)',
            maxHeight: 'calc(100dvh - 2rem)',
            borderRadius: vars.radius.lg,
            '@media': {
              [MOTION_OK]: {
                selectors: {
                  [`${ALLOWED} &[data-state="open"]`]: {
                    animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
                  },
                },
              },
            },
          },
        },
      },
      right: {
        '@layer': {
          [components]: {
            top: 0,
            insetInlineEnd: 0,
            bottom: 0,
            width: 'min(24rem, 100vw)',
            borderTopWidth: 0,
            borderInlineEndWidth: 0,
            borderBottomWidth: 0,
            '@media': { [MOTION_OK]: { selectors: slideIn(fromEnd) } },
          },
        },
      },
      left: {
        '@layer': {
          [components]: {
            top: 0,
            insetInlineStart: 0,
            bottom: 0,
            width: 'min(24rem, 100vw)',
            borderTopWidth: 0,
            borderInlineStartWidth: 0,
            borderBottomWidth: 0,
            '@media': { [MOTION_OK]: { selectors: slideIn(fromStart) } },
          },
        },
      },
    },
    size: {
      sm: { '@layer': { [components]: { maxWidth: '24rem' } } },
      md: { '@layer': { [components]: { maxWidth: '32rem' } } },
      lg: { '@layer': { [components]: { maxWidth: '48rem' } } },
    },
  },
  defaultVariants: { side: 'center', size: 'md' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof dialogContent>>;

export const dialogHeader = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space[2],
      paddingInlineEnd: vars.space[6],
    },
  },
});

export const dialogTitle = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.xl,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.snug,
      color: vars.color.text.default,
    },
  },
});

export const dialogDescription = style({
  '@layer': { [components]: { margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.md } },
});

export const dialogFooter = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: vars.space[3],
      marginTop: vars.space[2],
    },
  },
});

export const dialogClose = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      top: vars.space[3],
      insetInlineEnd: vars.space[3],
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2.5rem',
      height: '2.5rem',
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.pill,
      backgroundColor: 'transparent',
      color: vars.color.text.muted,
      cursor: 'pointer',
      selectors: {
        '&:hover': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.default },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      },
    },
  },
});
