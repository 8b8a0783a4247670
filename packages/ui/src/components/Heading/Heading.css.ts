import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';

export const headingSizes = ['md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const;
export const headingTones = ['default', 'muted', 'accent'] as const;

const size = (fontSize: string, tracking: string) => layered({ fontSize, letterSpacing: tracking });

export const heading = recipe({
  base: layered({
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textWrap: 'balance',
    overflowWrap: 'break-word',
  }),
  variants: {
    size: {
      md: size(vars.fontSize.md, '0'),
      lg: size(vars.fontSize.lg, '-0.005em'),
      xl: size(vars.fontSize.xl, '-0.01em'),
      '2xl': size(vars.fontSize['2xl'], '-0.015em'),
      '3xl': size(vars.fontSize['3xl'], '-0.02em'),
      '4xl': size(vars.fontSize['4xl'], '-0.025em'),
      '5xl': size(vars.fontSize['5xl'], '-0.03em'),
    },
    tone: {
      default: layered({ color: vars.color.text.default }),
      muted: layered({ color: vars.color.text.muted }),
      accent: layered({ color: vars.color.accent.text }),
    },
    align: {
      start: layered({ textAlign: 'start' }),
      center: layered({ textAlign: 'center' }),
      end: layered({ textAlign: 'end' }),
    },
  },
  defaultVariants: { tone: 'default', align: 'start' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
