import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';

const layered = (rule: StyleRule) => style({ '@layer': { [components]: rule } });

export const checkoutForm = layered({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const checkoutSummary = layered({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
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
