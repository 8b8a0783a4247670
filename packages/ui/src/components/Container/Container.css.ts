import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { breakpoints } from '@company/tokens/scales';
import { layered } from '../../styles/layers.css';
import { media } from '../../styles/media';

export const containerSizes = ['sm', 'md', 'lg', 'xl'] as const;

export const container = recipe({
  base: layered({
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space[4],
    '@media': {
      [media.tablet]: { paddingInline: vars.space[6] },
      [`screen and (min-width: ${breakpoints.xl}px)`]: { paddingInline: vars.space[7] },
    },
  }),
  variants: {
    size: {
      sm: layered({ maxWidth: vars.size.container.sm }),
      md: layered({ maxWidth: vars.size.container.md }),
      lg: layered({ maxWidth: vars.size.container.lg }),
      xl: layered({ maxWidth: vars.size.container.xl }),
    },
  },
  defaultVariants: { size: 'xl' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
