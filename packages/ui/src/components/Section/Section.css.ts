import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { media } from '../../styles/media';

export const sectionSpacings = ['sm', 'md', 'lg'] as const;
export const sectionTones = ['default', 'raised', 'sunken'] as const;

const { desktop } = media;

export const section = recipe({
  base: layered({ position: 'relative' }),
  variants: {
    spacing: {
      sm: layered({ paddingBlock: vars.space[6], '@media': { [desktop]: { paddingBlock: vars.space[7] } } }),
      md: layered({ paddingBlock: vars.space[7], '@media': { [desktop]: { paddingBlock: vars.space[9] } } }),
      lg: layered({ paddingBlock: vars.space[8], '@media': { [desktop]: { paddingBlock: vars.space[10] } } }),
    },
    tone: {
      default: layered({ backgroundColor: vars.color.surface.default }),
      raised: layered({ backgroundColor: vars.color.surface.raised }),
      sunken: layered({ backgroundColor: vars.color.surface.sunken }),
    },
  },
  defaultVariants: { spacing: 'md', tone: 'default' },
});

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;
