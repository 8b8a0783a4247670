import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/* Only the purchase confirmation (loaded after a purchase) uses these: kept out of the shell's stylesheet. */

export const successTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success.text,
});

/** The purchase confirmation's body: icon, title, message, thanks, next step, centred. */
export const bookedBody = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  textAlign: 'center',
});
export const bookedIcon = style({ color: vars.color.success.text, display: 'inline-flex' });
export const bookedThanks = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.success.soft,
  width: '100%',
  boxSizing: 'border-box',
});
