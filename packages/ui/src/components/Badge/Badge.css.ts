import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';

export const badgeTones = ['neutral', 'accent', 'success', 'critical'] as const;
export const badgeVariants = ['solid', 'soft', 'outline'] as const;
export const badgeSizes = ['sm', 'md'] as const;

type Tone = (typeof badgeTones)[number];
const colors: Record<Tone, { solid: string; onSolid: string; soft: string; text: string }> = {
  neutral: { solid: vars.color.text.default, onSolid: vars.color.text.inverse, soft: vars.color.surface.raised, text: vars.color.text.default },
  accent: { solid: vars.color.accent.solid, onSolid: vars.color.accent.contrast, soft: vars.color.accent.soft, text: vars.color.accent.text },
  success: { solid: vars.color.success.solid, onSolid: vars.color.text.onAccent, soft: vars.color.success.soft, text: vars.color.success.text },
  critical: { solid: vars.color.danger.solid, onSolid: vars.color.text.onAccent, soft: vars.color.danger.soft, text: vars.color.danger.text },
};

export const badge = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
  variants: {
    tone: { neutral: {}, accent: {}, success: {}, critical: {} },
    variant: { solid: {}, soft: {}, outline: {} },
    size: {
      sm: layered({ fontSize: vars.fontSize.xs, paddingBlock: '0.125rem', paddingInline: vars.space[2] }),
      md: layered({ fontSize: vars.fontSize.sm, paddingBlock: vars.space[1], paddingInline: vars.space[3] }),
    },
  },
  compoundVariants: badgeTones.flatMap((tone) => [
    { variants: { tone, variant: 'solid' as const }, style: layered({ backgroundColor: colors[tone].solid, color: colors[tone].onSolid }) },
    { variants: { tone, variant: 'soft' as const }, style: layered({ backgroundColor: colors[tone].soft, color: colors[tone].text }) },
    { variants: { tone, variant: 'outline' as const }, style: layered({ borderColor: 'currentColor', color: colors[tone].text }) },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
