import { globalStyle, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

/**
 * The bar switches layout on its own width (a container query), not the viewport's: the header
 * works the same in a narrow column, and stories can show the desktop layout in any viewport.
 * The full desktop row (brand, six links with a dropdown, the call to action, cart and panel
 * buttons) needs about 1,100 px, so below 1200 px the bar keeps the mobile menu: at the `lg`
 * breakpoint (1024 px) it would not fit and the actions would be clipped.
 */
const NAVIGATION_DESKTOP_MIN_WIDTH = 1200;
const desktop = `(min-width: ${NAVIGATION_DESKTOP_MIN_WIDTH}px)`;
/** Phones narrower than 380 px (320–375): brand, cart, panel and menu buttons fit only with tighter spacing. */
const narrow = '(max-width: 379.98px)';
const MOTION_OK = '(prefers-reduced-motion: no-preference)';
const ALLOWED = 'html:not([data-reduced-motion="reduce"])';
const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.25rem)' },
  to: { opacity: 1, transform: 'none' },
});

const layered = (rule: StyleRule) => style({ '@layer': { [components]: rule } });

export const navigationHeader = recipe({
  base: {
    '@layer': {
      [components]: {
        top: 0,
        zIndex: vars.zIndex.sticky,
        containerType: 'inline-size',
        backgroundColor: vars.color.surface.default,
        color: vars.color.text.default,
        borderBottom: '1px solid transparent',
        selectors: {
          '&[data-scrolled="true"]': {
            borderBottomColor: vars.color.border.default,
            boxShadow: vars.shadow.sm,
          },
        },
        ...motionSafe({
          transition: `border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        }),
      },
    },
  },
  variants: {
    sticky: {
      true: { '@layer': { [components]: { position: 'sticky' } } },
      false: { '@layer': { [components]: { position: 'relative' } } },
    },
  },
  defaultVariants: { sticky: true },
});

export const navigationBar = layered({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  minHeight: '4.5rem',
  paddingInline: vars.space[4],
  '@container': {
    [narrow]: { gap: vars.space[2], paddingInline: vars.space[2] },
    [desktop]: { paddingInline: vars.space[6] },
  },
});

export const navigationBrand = layered({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineEnd: 'auto',
});

export const navigationDesktop = layered({
  display: 'none',
  '@container': { [desktop]: { display: 'block' } },
});

export const navigationList = layered({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navigationItem = layered({ position: 'relative' });

/**
 * Radix renders an `aria-hidden` focus proxy (tabindex 0) after an open trigger so Tab can reach a
 * dropdown rendered in a separate viewport. Our dropdown follows the trigger in the DOM, so the
 * proxy is not needed, and a focusable aria-hidden element is an accessibility error: remove it.
 */
globalStyle(`${navigationItem} > span[aria-hidden="true"][tabindex="0"]`, {
  '@layer': { [components]: { display: 'none' } },
});

export const navigationLink = layered({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.accent.text },
    '&[data-active], &[aria-current="page"], &[data-child-active="true"]': { color: vars.color.accent.text },
    // The current page's link, and the trigger of the section it is in, are underlined.
    '&[data-active]::after, &[aria-current="page"]::after, &[data-child-active="true"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space[3],
      bottom: vars.space[1],
      height: '2px',
      borderRadius: vars.radius.pill,
      backgroundColor: 'currentColor',
    },
  },
});

export const navigationLinkPositioned = layered({ position: 'relative' });

export const navigationChevron = layered({
  flexShrink: 0,
  ...motionSafe({ transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}` }),
  selectors: { '[data-state="open"] > &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const navigationDropdown = layered({
  position: 'absolute',
  top: '100%',
  // No inline offset: the static position is the item's start edge (left, or right right to left).
  zIndex: vars.zIndex.overlay,
  minWidth: '17rem',
  marginTop: vars.space[2],
  padding: vars.space[2],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.lg,
  '@media': {
    [MOTION_OK]: {
      selectors: {
        [`${ALLOWED} &[data-state="open"]`]: {
          animation: `${dropIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
        },
      },
    },
  },
});

export const navigationDropdownList = layered({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navigationDropdownLink = layered({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surface.sunken, color: vars.color.accent.text },
    '&[data-active], &[aria-current="page"]': {
      color: vars.color.accent.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const navigationCta = layered({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space[5],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.contrast,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.glow,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.hover },
    '&[data-active], &[aria-current="page"]': {
      outline: `2px solid ${vars.color.accent.text}`,
      outlineOffset: '2px',
    },
  },
});

export const navigationActions = layered({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  '@container': { [narrow]: { gap: vars.space[1] } },
});

export const navigationDesktopOnly = layered({
  display: 'none',
  '@container': { [desktop]: { display: 'inline-flex' } },
});

export const navigationIconButton = layered({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  textDecoration: 'none',
  cursor: 'pointer',
  // 40 px on the narrowest phones (still well above the 24 px minimum target size of WCAG 2.2 AA).
  '@container': { [narrow]: { width: '2.5rem', height: '2.5rem' } },
  selectors: {
    '&:hover': { borderColor: vars.color.accent.solid, color: vars.color.accent.text },
    '&[data-active], &[aria-current="page"]': {
      borderColor: vars.color.accent.solid,
      color: vars.color.accent.text,
    },
  },
});

export const navigationMobileToggle = layered({
  '@container': { [desktop]: { display: 'none' } },
});

export const navigationBadge = layered({
  position: 'absolute',
  top: '-0.375rem',
  insetInlineEnd: '-0.375rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.contrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const navigationMobilePanel = layered({
  borderTop: `1px solid ${vars.color.border.default}`,
  paddingInline: vars.space[4],
  paddingBlock: vars.space[3],
  maxHeight: 'calc(100dvh - 4.5rem)',
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
  '@container': { [desktop]: { display: 'none' } },
});

export const navigationMobileList = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navigationMobileLink = layered({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '3rem',
  paddingInline: vars.space[3],
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.raised },
    '&[data-active], &[aria-current="page"]': {
      color: vars.color.accent.text,
      backgroundColor: vars.color.accent.soft,
    },
  },
});

export const navigationMobileSubList = layered({
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space[4],
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const navigationMobileCta = layered({ marginTop: vars.space[3], alignSelf: 'stretch' });

export const navigationContactList = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navigationContactItem = layered({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  alignItems: 'start',
});

export const navigationContactIcon = layered({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
});

export const navigationContactLabel = layered({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const navigationContactValue = layered({
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: { 'a&:hover': { color: vars.color.accent.text, textDecoration: 'underline' } },
});
