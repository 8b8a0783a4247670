import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.default,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  overflowX: 'clip',
});

/**
 * The theme's class is on <html>, so <body> gets the shell's text too: dialogs, toasts and the checkout window
 * are portalled to <body>, outside the shell, and would otherwise be set in the browser's default font.
 */
globalStyle('body', {
  background: vars.color.surface.default,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
});

export const main = style({ flex: '1 0 auto', outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space[4],
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.accent.solid,
  color: vars.color.accent.contrast,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space[4] } },
});

/**
 * The vertical bar at mid-height needs a free gutter beside the page column (76rem plus 2rem of
 * padding): from 1360px wide the column starts 104px in and the bar ends at 74px. Narrower, anything fixed
 * covers the column's text and controls somewhere (docked at the bottom-left it sat on "Add to Cart" of a
 * course page at 390px, issue 32 (docs/requirements/issues/32-courses-you-can-take.md)), so there the bar
 * is not fixed at all: it is a row of links at the end of the page, above the footer.
 */
/** Widths at which the social bar is a row in the page instead of a fixed column. */
export const narrow = 'screen and (max-width: 1359px)';
export const socialBar = style({
  '@media': {
    // A flex item of the shell's column: auto side margins centre it.
    [narrow]: { position: 'static', transform: 'none', margin: `${vars.space[5]} auto` },
  },
});
globalStyle(`${socialBar} ul`, {
  '@media': { [narrow]: { flexDirection: 'row', padding: vars.space[1] } },
});
// In the row, each link's name shows above its icon instead of beside it (where the next icon is).
globalStyle(`${socialBar} li > a + [aria-hidden]`, {
  '@media': {
    [narrow]: { top: 'auto', bottom: `calc(100% + ${vars.space[3]})`, left: 0, transform: 'none' },
  },
});
// The last two names open leftwards from their icon's right edge, so that none reaches past a 360px screen.
globalStyle(`${socialBar} li:nth-last-child(-n + 2) > a + [aria-hidden]`, {
  '@media': { [narrow]: { left: 'auto', right: 0 } },
});
/** The floating scroll-to-top button, likewise only where the gutter beside the column is free (the footer has its own). */
export const floatingScrollTop = style({ '@media': { [narrow]: { display: 'none' } } });

/**
 * Every section after a page's first is laid out and painted only when it comes near the viewport
 * (`content-visibility: auto`; it stays in the accessibility tree and in find-in-page). On the long pages this takes most of the first layout off a phone's main thread, so the hero paints sooner.
 * `auto` in the intrinsic size keeps each section's real height once it has been rendered.
 */
const offscreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' } as const;
// Not the footer: axe cannot see the page background behind skipped content and reports its links'
// contrast against white.
globalStyle(`${main} > main > section:not(:first-of-type)`, offscreen);
