import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const alertDialogBody = style({
  '@layer': {
    [components]: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[3], textAlign: 'center' },
  },
});

export const confirmationTones = ['success', 'critical', 'neutral'] as const;

export const confirmationIcon = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '3.5rem',
        height: '3.5rem',
        borderRadius: vars.radius.round,
        border: '2px solid currentColor',
      },
    },
  },
  variants: {
    tone: {
      success: { '@layer': { [components]: { color: vars.color.success.text } } },
      critical: { '@layer': { [components]: { color: vars.color.danger.text } } },
      neutral: { '@layer': { [components]: { color: vars.color.accent.text } } },
    },
  },
  defaultVariants: { tone: 'success' },
});

export type ConfirmationIconVariants = NonNullable<RecipeVariants<typeof confirmationIcon>>;

export const alertDialogFooterCentered = style({
  '@layer': { [components]: { justifyContent: 'center' } },
});

export const alertDialogActionVariants = ['solid', 'ghost'] as const;

/** The dialog's own action buttons (a dialog must not depend on the page's button styles being loaded). */
export const alertDialogAction = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: vars.space[2],
        minWidth: '6rem',
        minHeight: '2.75rem',
        paddingInline: vars.space[5],
        borderRadius: vars.radius.md,
        border: '1px solid transparent',
        fontFamily: vars.font.body,
        fontSize: vars.fontSize.md,
        fontWeight: vars.fontWeight.semibold,
        cursor: 'pointer',
        ...motionSafe({
          transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
        }),
      },
    },
  },
  variants: {
    variant: {
      solid: {
        '@layer': {
          [components]: {
            backgroundColor: vars.color.accent.solid,
            color: vars.color.accent.contrast,
            selectors: { '&:hover': { backgroundColor: vars.color.accent.hover } },
          },
        },
      },
      ghost: {
        '@layer': {
          [components]: {
            backgroundColor: 'transparent',
            color: vars.color.text.default,
            borderColor: vars.color.border.strong,
            selectors: { '&:hover': { backgroundColor: vars.color.surface.sunken } },
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'solid' },
});
