import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';

export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const iconTones = ['current', 'muted', 'accent', 'success', 'danger'] as const;

export const icon = recipe({
  base: layered({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' }),
  variants: {
    size: {
      sm: layered({ width: vars.space[4], height: vars.space[4] }),
      md: layered({ width: '1.25rem', height: '1.25rem' }),
      lg: layered({ width: vars.space[5], height: vars.space[5] }),
      xl: layered({ width: vars.space[6], height: vars.space[6] }),
    },
    tone: {
      current: layered({ color: 'currentColor' }),
      muted: layered({ color: vars.color.text.muted }),
      accent: layered({ color: vars.color.accent.text }),
      success: layered({ color: vars.color.success.text }),
      danger: layered({ color: vars.color.danger.text }),
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
