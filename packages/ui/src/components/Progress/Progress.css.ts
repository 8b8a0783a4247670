import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const progressTones = ['accent', 'success'] as const;
export const progressSizes = ['sm', 'md'] as const;

export const progressLabel = style(
  layered({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold }),
);

export const progressValue = style(
  layered({ fontSize: vars.fontSize.sm, color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' }),
);

export const progressTrack = recipe({
  base: layered({
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    background: vars.color.surface.sunken,
    // The empty part stays visible in both themes and in forced colours.
    border: `1px solid ${vars.color.border.control}`,
  }),
  variants: {
    size: { sm: layered({ blockSize: vars.space[2] }), md: layered({ blockSize: vars.space[3] }) },
  },
  defaultVariants: { size: 'md' },
});

export const progressIndicator = recipe({
  base: layered({
    blockSize: '100%',
    '@media': {
      '(forced-colors: active)': { background: 'Highlight' },
      ...motionSafe({ transition: `inline-size ${vars.motion.duration.normal}` })['@media'],
    },
  }),
  variants: {
    tone: {
      accent: layered({ background: vars.color.accent.solid }),
      success: layered({ background: vars.color.success.solid }),
    },
  },
  defaultVariants: { tone: 'accent' },
});

export type ProgressTrackVariants = NonNullable<RecipeVariants<typeof progressTrack>>;
export type ProgressIndicatorVariants = NonNullable<RecipeVariants<typeof progressIndicator>>;
