import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = ['default', 'muted', 'accent', 'success', 'danger', 'warning'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;

export const text = recipe({
  base: layered({ fontFamily: vars.font.body, margin: 0 }),
  variants: {
    size: {
      xs: layered({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal }),
      sm: layered({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }),
      md: layered({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal }),
      lg: layered({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal }),
      xl: layered({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug }),
    },
    tone: {
      default: layered({ color: vars.color.text.default }),
      muted: layered({ color: vars.color.text.muted }),
      accent: layered({ color: vars.color.accent.text }),
      success: layered({ color: vars.color.success.text }),
      danger: layered({ color: vars.color.danger.text }),
      warning: layered({ color: vars.color.warning.text }),
    },
    weight: {
      regular: layered({ fontWeight: vars.fontWeight.regular }),
      medium: layered({ fontWeight: vars.fontWeight.medium }),
      semibold: layered({ fontWeight: vars.fontWeight.semibold }),
      bold: layered({ fontWeight: vars.fontWeight.bold }),
    },
    align: {
      start: layered({ textAlign: 'start' }),
      center: layered({ textAlign: 'center' }),
      end: layered({ textAlign: 'end' }),
    },
    /** A comfortable line length for running text. */
    prose: { true: layered({ maxWidth: '65ch' }), false: {} },
    /** One line, cut with an ellipsis. */
    truncate: {
      true: layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
      false: layered({ overflowWrap: 'break-word' }),
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', prose: false, truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
