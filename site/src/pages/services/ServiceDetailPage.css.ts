import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { textLink } from '../../forms/page.css';
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
/** The other detail pages' back link (blog, job: `textLink`), with a 44 px target. */
export const back = style([
  textLink,
  { display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem', justifySelf: 'start' },
]);
/** A related service's card fills its grid cell, so the cards of a row are one height. */
export const relatedCard = style({ height: '100%' });
export const overview = style({
  display: 'grid',
  gap: vars.space[7],
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});
export const toolsTitle = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  marginTop: vars.space[2],
});
