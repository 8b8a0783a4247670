import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { textLink } from '../../forms/page.css';
import { media } from '../shared/page.css';

export const layout = style({
  display: 'grid',
  gap: vars.space[7],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});
/** The "course not found" message: 4rem above and below. */
export const notFound = style({ paddingBlock: vars.space[8] });
/** The two detail cards under the course: 6rem to the footer. */
export const details = style({ paddingBottom: vars.space[9] });
export const mediaColumn = style({ display: 'grid', alignContent: 'start', justifyItems: 'start' });
export const image = style({
  borderRadius: vars.radius.xl,
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  marginTop: vars.space[4],
});
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.text.muted,
});
/** The other detail pages' back link (blog, job: `textLink`), with a 44 px target. */
export const back = style([textLink, { display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem' }]);
export const video = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space[3],
  alignItems: 'start',
  paddingBlock: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
});
export const minutes = style({
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
/**
 * Add to Cart and Buy Now, or Go to course once owned: one row either way, so the swap after the owned
 * courses arrive moves nothing below it. While a signed-in visitor's answer is on its way the row keeps
 * its space but shows nothing (no Buy Now flashing before Go to course).
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  selectors: { '&[data-pending]': { visibility: 'hidden' } },
});
export const ownedNote = style({ margin: 0, color: vars.color.text.muted });
