import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';

export const alertDialogBody = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space[3],
      textAlign: 'center',
    },
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
