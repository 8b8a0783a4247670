import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const buttonTones = ['accent', 'neutral', 'critical'] as const;
export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

type Tone = (typeof buttonTones)[number];
type Variant = (typeof buttonVariants)[number];

/** Colours per tone: filled background, its text, the hover fill, the soft fill and the tone's text colour. */
const toneColors: Record<Tone, { solid: string; onSolid: string; hover: string; soft: string; text: string }> = {
  accent: {
    solid: vars.color.accent.solid,
    onSolid: vars.color.accent.contrast,
    hover: vars.color.accent.hover,
    soft: vars.color.accent.soft,
    text: vars.color.accent.text,
  },
  neutral: {
    solid: vars.color.text.default,
    onSolid: vars.color.text.inverse,
    hover: vars.color.text.muted,
    soft: vars.color.surface.raised,
    text: vars.color.text.default,
  },
  critical: {
    solid: vars.color.danger.solid,
    onSolid: vars.color.text.onAccent,
    hover: vars.color.accent.hover,
    soft: vars.color.danger.soft,
    text: vars.color.danger.text,
  },
};

const hover = '&:hover:not([aria-disabled="true"]):not(:disabled)';

const variantStyle = (tone: Tone, variant: Variant) => {
  const c = toneColors[tone];
  switch (variant) {
    case 'solid':
      return layered({ backgroundColor: c.solid, color: c.onSolid, selectors: { [hover]: { backgroundColor: c.hover } } });
    case 'soft':
      return layered({ backgroundColor: c.soft, color: c.text, selectors: { [hover]: { borderColor: c.text } } });
    case 'outline':
      return layered({
        backgroundColor: 'transparent',
        color: c.text,
        borderColor: tone === 'neutral' ? vars.color.border.control : c.text,
        selectors: { [hover]: { backgroundColor: c.soft } },
      });
    case 'ghost':
      return layered({ backgroundColor: 'transparent', color: c.text, selectors: { [hover]: { backgroundColor: c.soft } } });
  }
};

export const button = recipe({
  base: layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    ...motionSafe({
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    }),
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
      '&:active:not([aria-disabled="true"]):not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading]': { cursor: 'progress', opacity: 1 },
    },
  }),
  variants: {
    tone: { accent: {}, neutral: {}, critical: {} },
    variant: { solid: {}, soft: {}, outline: {}, ghost: {} },
    size: {
      sm: layered({ minHeight: vars.size.control.sm, paddingInline: vars.space[3], fontSize: vars.fontSize.sm }),
      md: layered({ minHeight: vars.size.control.md, paddingInline: vars.space[5], fontSize: vars.fontSize.md }),
      lg: layered({ minHeight: vars.size.control.lg, paddingInline: vars.space[6], fontSize: vars.fontSize.lg }),
    },
    fullWidth: { true: layered({ width: '100%' }), false: {} },
  },
  compoundVariants: buttonTones.flatMap((tone) =>
    buttonVariants.map((variant) => ({ variants: { tone, variant }, style: variantStyle(tone, variant) })),
  ),
  defaultVariants: { tone: 'accent', variant: 'solid', size: 'md', fullWidth: false },
});

/** While loading the label stays in the accessibility tree (it names the button) but is not seen. */
export const buttonLabel = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    selectors: { '[data-loading] > &': { opacity: 0 } },
  }),
);

export const buttonSpinner = style(
  layered({ position: 'absolute', inset: 0, margin: 'auto' }),
);

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
