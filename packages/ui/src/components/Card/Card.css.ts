import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const cardVariants = ['raised', 'outline', 'sunken'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;

export const card = recipe({
  base: layered({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.default}`,
    color: vars.color.text.default,
    overflow: 'hidden',
    textDecoration: 'none',
  }),
  variants: {
    variant: {
      raised: layered({ backgroundColor: vars.color.surface.raised, boxShadow: vars.shadow.sm }),
      outline: layered({ backgroundColor: 'transparent' }),
      sunken: layered({ backgroundColor: vars.color.surface.sunken }),
    },
    padding: {
      none: layered({ padding: 0 }),
      sm: layered({ padding: vars.space[4] }),
      md: layered({ padding: vars.space[5] }),
      lg: layered({ padding: vars.space[6] }),
    },
    interactive: {
      true: layered({
        cursor: 'pointer',
        ...motionSafe({
          transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        }),
        selectors: {
          '&:hover, &:focus-within': { borderColor: vars.color.accent.solid, boxShadow: vars.shadow.glow },
          '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
        },
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            selectors: { 'html:not([data-reduced-motion="reduce"]) &:hover': { transform: 'translateY(-4px)' } },
          },
        },
      }),
      false: {},
    },
  },
  defaultVariants: { variant: 'raised', padding: 'md', interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
