import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/**
 * Still (reduced motion), the strip is a grid across the page column like the site's other card grids, instead
 * of the library's centred, wrapped row of 260 px cards, which stood inset from the heading above it. (Only the
 * list itself: the moving copy, aria-hidden, stays hidden.)
 */
export const strip = style({});
const still = ['(prefers-reduced-motion: reduce)', 'html[data-reduced-motion="reduce"]'] as const;
const stillGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  flex: '1 1 auto',
} as const;
globalStyle(`${strip} ul:not([aria-hidden])`, { '@media': { [still[0]]: stillGrid } });
globalStyle(`${still[1]} ${strip} ul:not([aria-hidden])`, stillGrid);

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: '260px',
  height: '100%',
  '@media': { [still[0]]: { width: 'auto' } },
  selectors: { [`${still[1]} &`]: { width: 'auto' } },
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
});

export const itemTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const itemText = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
