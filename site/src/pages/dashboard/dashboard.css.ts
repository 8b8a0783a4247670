import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 240px) minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 760px)': { gridTemplateColumns: '1fr' } },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
});

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  '@media': { 'screen and (max-width: 760px)': { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&[aria-current="page"]': { background: vars.color.accent.solid, color: vars.color.accent.contrast },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const panel = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  '@media': { 'screen and (max-width: 640px)': { padding: vars.space[4] } },
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.color.text.muted, fontWeight: vars.fontWeight.semibold });

export const courseList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});

export const courseCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const courseImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space[2],
  color: vars.color.text.muted,
});
