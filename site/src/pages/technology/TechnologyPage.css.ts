import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const intro = style({ marginBottom: vars.space[5] });
/** A technology's card: its mark on the left beside the name and the text. */
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space[4],
});
/** The tinted square behind each mark. */
export const tile = style({
  gridRow: 'span 2',
  alignSelf: 'start',
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.accent.soft,
});

/**
 * The technology's mark (public/media/technology, from simple-icons and Lucide; the page sets the mask image)
 * filled with the accent colour: one colour in either theme, whatever the brand's own, and no script for the icons.
 */
export const mark = style({
  width: '1.75rem',
  height: '1.75rem',
  backgroundColor: vars.color.accent.text,
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
  WebkitMaskRepeat: 'no-repeat',
  WebkitMaskPosition: 'center',
  WebkitMaskSize: 'contain',
});
