import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const progressTones = ['accent', 'success'] as const;
export const progressSizes = ['sm', 'md'] as const;

/** The filled share, 0–100 (set inline by the component). */
export const progressPercent = createVar();

export const progress = style(
  layered({
    display: 'grid',
    gap: vars.space[2],
    minInlineSize: 0,
    fontFamily: vars.font.body,
  }),
);

export const progressHeader = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    columnGap: vars.space[3],
    rowGap: vars.space[1],
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const progressLabel = style(layered({ color: vars.color.text.default, fontWeight: vars.fontWeight.semibold }));

export const progressValue = style(
  layered({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' }),
);

export const progressTrack = recipe({
  base: layered({
    position: 'relative',
    overflow: 'hidden',
    inlineSize: '100%',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surface.sunken,
    // The empty part of the bar stays visible against the page in forced colours and both themes.
    border: `1px solid ${vars.color.border.control}`,
  }),
  variants: {
    size: {
      sm: layered({ blockSize: vars.space[2] }),
      md: layered({ blockSize: vars.space[3] }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const progressIndicator = recipe({
  base: layered({
    blockSize: '100%',
    // Logical size: the bar fills from the start edge, left to right or right to left.
    inlineSize: `calc(${progressPercent} * 1%)`,
    borderRadius: 'inherit',
    '@media': {
      '(forced-colors: active)': { backgroundColor: 'Highlight' },
      ...motionSafe({ transition: `inline-size ${vars.motion.duration.normal} ${vars.motion.easing.standard}` })['@media'],
    },
  }),
  variants: {
    tone: {
      accent: layered({ backgroundColor: vars.color.accent.solid }),
      success: layered({ backgroundColor: vars.color.success.solid }),
    },
  },
  defaultVariants: { tone: 'accent' },
});

export type ProgressTrackVariants = NonNullable<RecipeVariants<typeof progressTrack>>;
export type ProgressIndicatorVariants = NonNullable<RecipeVariants<typeof progressIndicator>>;
