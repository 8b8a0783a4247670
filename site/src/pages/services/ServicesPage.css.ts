import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { media } from '../shared/page.css';

export const layout = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});
/** The accordion's column may shrink below its content's width (long titles wrap instead). */
export const accordionColumn = style({ minWidth: 0 });
export const accordion = style({ display: 'grid', gap: vars.space[3] });
export const content = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: '12rem 1fr' } },
});
export const image = style({ borderRadius: vars.radius.md, aspectRatio: '4 / 3', objectFit: 'cover' });
export const categoryLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: vars.color.text.default,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:hover': { color: vars.color.accent.text } },
});
