import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { media } from '../shared/page.css';

export const hero = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr' } },
});
export const heroImage = style({
  borderRadius: vars.radius.xl,
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  boxShadow: vars.shadow.lg,
});
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  color: vars.color.text.default,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  justifySelf: 'start',
  selectors: { '&:hover': { color: vars.color.accent.text } },
});
export const overview = style({
  display: 'grid',
  gap: vars.space[7],
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});
export const outcomes = style({ gap: vars.space[4] });
export const toolsTitle = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  marginTop: vars.space[2],
});
