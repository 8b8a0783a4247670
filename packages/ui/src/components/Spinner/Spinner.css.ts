import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['current', 'accent', 'muted'] as const;

export const spinner = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-block',
        flexShrink: 0,
        verticalAlign: 'middle',
      },
    },
  },
  variants: {
    size: {
      sm: { '@layer': { [components]: { width: vars.space[4], height: vars.space[4] } } },
      md: { '@layer': { [components]: { width: vars.space[5], height: vars.space[5] } } },
      lg: { '@layer': { [components]: { width: vars.space[6], height: vars.space[6] } } },
    },
    tone: {
      current: { '@layer': { [components]: { color: 'currentColor' } } },
      accent: { '@layer': { [components]: { color: vars.color.accent.text } } },
      muted: { '@layer': { [components]: { color: vars.color.text.muted } } },
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

/** The rotating svg. Under reduced motion the arc stays still: the label still says "loading". */
export const spinnerSvg = style({
  '@layer': {
    [components]: {
      display: 'block',
      width: '100%',
      height: '100%',
      ...motionSafe({ animation: `${spin} 0.8s ${vars.motion.easing.linear} infinite` }),
    },
  },
});

export const spinnerTrack = style({ '@layer': { [components]: { opacity: 0.25 } } });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
