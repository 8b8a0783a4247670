import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  minHeight: 'min(70vh, 560px)',
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space[9],
  background: vars.color.surface.sunken,
});

export const heroMedia = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const heroScrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(90deg, ${vars.color.surface.default} 0%, color-mix(in srgb, ${vars.color.surface.default} 70%, transparent) 60%, transparent 100%)`,
});

/** On the hero's page column (a `PageContainer` that is a `Stack`, gap 4): the text keeps a readable width. */
export const heroText = style({});

/** The hero's buttons: 0.5rem more space above them than between the lines of text. */
export const heroActions = style({ marginTop: vars.space[2] });

globalStyle(`${heroText} > *`, { maxWidth: '640px' });
