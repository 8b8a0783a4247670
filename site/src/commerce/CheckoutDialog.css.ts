import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/* The purchase details modal (CheckoutDialog.tsx): the form, the order summary above the fields, a failed submit. */

export const checkoutForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const checkoutSummary = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
});

export const checkoutFormError = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.text}`,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});
