import { globalStyle, layer, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/** Base image styles sit in a layer so any class a page passes (unlayered) wins over them. */
const base = layer('site-media-base');

export const image = style({
  '@layer': { [base]: { display: 'block', width: '100%', height: 'auto', objectFit: 'cover' } },
});

export const artwork = style({
  '@layer': {
    [base]: {
      display: 'block',
      width: '100%',
      aspectRatio: '4 / 3',
      background: `radial-gradient(circle at 30% 30%, ${vars.color.accent.soft}, transparent 60%), linear-gradient(135deg, ${vars.color.surface.raised}, ${vars.color.surface.sunken})`,
    },
  },
});

/** The picture element does not take part in layout: the img inside is the box callers style. */
export const picture = style({ display: 'contents' });
// With the picture out of layout its <source> children would be boxes of their own (the user-agent sheet
// does not hide them): an empty grid or flex item beside the image, which pushed the image into the next
// cell of the services accordion and the product rows, and put a gap's worth of band above card images.
globalStyle(`${picture} > source`, { display: 'none' });
