import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/** The preview's 16:9 stage (the learning page has its own: no stylesheet is shared with it). */
export const stage = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: '#000',
  color: '#fff',
});

export const player = style({ inlineSize: '100%', blockSize: '100%' });

export const message = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  margin: 0,
  padding: vars.space[4],
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
