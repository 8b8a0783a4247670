import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

const layered = (rule: StyleRule) => style({ '@layer': { [components]: rule } });

export const checkoutForm = layered({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const checkoutSummary = layered({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
});

export const checkoutField = layered({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const checkoutLabel = layered({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const checkoutRequired = layered({ color: vars.color.danger.text, marginLeft: vars.space[1] });

export const checkoutInput = layered({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.default,
  fontSize: vars.fontSize.md,
  ...motionSafe({ transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}` }),
  selectors: {
    '&:hover': { borderColor: vars.color.text.muted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const checkoutError = layered({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const checkoutFormError = layered({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.text}`,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});
