import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

const desktop = 'screen and (min-width: 1024px)';
const tablet = 'screen and (min-width: 640px)';

export const footer = style({
  background: vars.color.surface.sunken,
  borderTop: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
});

export const inner = style({
  maxWidth: '76rem',
  marginInline: 'auto',
  padding: `${vars.space[8]} ${vars.space[4]} ${vars.space[6]}`,
  display: 'grid',
  gap: vars.space[7],
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', paddingInline: vars.space[6] },
    [desktop]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.3fr' },
  },
});

export const brand = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });
export const logoLink = style({ textDecoration: 'none', justifySelf: 'start' });
export const tagline = style({
  color: vars.color.text.muted,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '22rem',
});

export const columnTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/** The footer's lists, laid out by a Stack or an Inline. */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  color: vars.color.text.muted,
  textDecoration: 'none',
  display: 'inline-block',
  paddingBlock: vars.space[1],
  selectors: { '&:hover': { color: vars.color.accent.text, textDecoration: 'underline' } },
});

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  color: vars.color.text.muted,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.normal,
  paddingBlock: vars.space[1],
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accent.text } },
});

/** A 16 px contact icon centred on the first line of its text (the link's line height is `normal`). */
export const contactIcon = style({
  flexShrink: 0,
  marginTop: `calc((1em * ${vars.lineHeight.normal} - 16px) / 2)`,
});

export const social = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.default,
  selectors: {
    '&:hover': {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
      color: vars.color.accent.contrast,
    },
  },
});

/**
 * Below 1360px the social bar docks at the bottom-left (SiteShell.css.ts) and stays on screen at the end of
 * the page: the last row keeps clear of it. (The floating scroll-to-top button hides while this row is in
 * view, since the row has its own.)
 */
export const bottom = style({
  position: 'relative',
  maxWidth: '76rem',
  marginInline: 'auto',
  padding: `${vars.space[4]} ${vars.space[4]}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  alignItems: 'center',
  justifyContent: 'space-between',
  // The divider spans the content, like the columns above it, not the row's padding.
  '::before': {
    content: '""',
    position: 'absolute',
    top: 0,
    insetInline: vars.space[4],
    height: '1px',
    background: vars.color.border.default,
  },
  '@media': {
    [tablet]: { paddingInline: vars.space[6], selectors: { '&::before': { insetInline: vars.space[6] } } },
  },
});

/** The theme switch and Back to top stay together at the row's end. */
export const bottomActions = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const copyright = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });
