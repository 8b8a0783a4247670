import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../styles/layers.css';
import { motionSafe } from '../styles/motion.css';

/** The shared look of text inputs, text areas and selects. Invalid state comes from aria-invalid. */
export const control = recipe({
  base: layered({
    display: 'block',
    width: '100%',
    minWidth: 0,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.control}`,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.default,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    ...motionSafe({ transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}` }),
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text.muted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px', borderColor: vars.color.focusRing },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
  variants: {
    size: {
      sm: layered({ minHeight: vars.size.control.sm, paddingInline: vars.space[3], fontSize: vars.fontSize.sm }),
      md: layered({ minHeight: vars.size.control.md, paddingInline: vars.space[3] }),
      lg: layered({ minHeight: vars.size.control.lg, paddingInline: vars.space[4], fontSize: vars.fontSize.lg }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const controlSizes = ['sm', 'md', 'lg'] as const;
export type ControlSize = (typeof controlSizes)[number];

export const multiline = style(layered({ paddingBlock: vars.space[3], resize: 'vertical', minHeight: '6rem' }));
