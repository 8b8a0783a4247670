import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const facts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { color: vars.color.text.muted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

export const detail = style({
  display: 'grid',
  gap: vars.space[7],
  gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});

export const aside = style({
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  position: 'sticky',
  top: '96px',
});
// The summary column is narrow (about 250 px beside the description at 1024 px): the terms take only their own
// width, so "B.E./B.Tech or MCA" and "Jabalpur (on-site)" keep one line.
globalStyle(`${aside} dl`, {
  '@media': {
    'screen and (min-width: 481px)': { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space[4] },
  },
});

export const skills = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const skill = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent.soft,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
});

/** 'Job not found.' is the page's heading, shown like the other states. */
export const notFound = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
