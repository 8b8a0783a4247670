import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const article = style({
  maxWidth: '860px',
});

export const hero = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
  background: vars.color.surface.sunken,
});

/** 'Blog not found.' is the page's heading, shown like the other states. */
export const notFound = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
