import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui';

const desktop = 'screen and (min-width: 1024px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface.default,
  borderBottom: '1px solid transparent',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-scrolled]': { borderBottomColor: vars.color.border.strong } },
});

export const bar = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  minHeight: '4.5rem',
  paddingInline: vars.space[4],
  position: 'relative',
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space[6] } },
});

export const brand = style({ textDecoration: 'none', flexShrink: 0 });

export const nav = style({ flex: 1, display: 'flex', justifyContent: 'center', '@media': { [desktop]: { position: 'static' } } });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space[4],
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  flexDirection: 'column',
  gap: vars.space[1],
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.strong}`,
  maxHeight: 'calc(100vh - 4.5rem)',
  overflowY: 'auto',
  selectors: { '&[data-open]': { display: 'flex' } },
  '@media': {
    [desktop]: {
      display: 'flex',
      position: 'static',
      flexDirection: 'row',
      alignItems: 'center',
      padding: 0,
      background: 'transparent',
      border: 0,
      maxHeight: 'none',
      overflow: 'visible',
    },
  },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  border: 0,
  background: 'transparent',
  color: vars.color.text.muted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text.default },
    '&.active, &[data-active]': { color: vars.color.accent.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const chevron = style({ transition: `transform ${vars.motion.duration.fast}`, selectors: { '&[data-open]': { transform: 'rotate(180deg)' } } });

export const dropdownItem = style({ position: 'relative' });

export const dropdown = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space[2],
  display: 'grid',
  gap: '2px',
  minWidth: '16rem',
  background: vars.color.surface.raised,
  borderRadius: vars.radius.md,
  '@media': {
    [desktop]: {
      position: 'absolute',
      top: 'calc(100% + 0.5rem)',
      left: 0,
      border: `1px solid ${vars.color.border.strong}`,
      boxShadow: vars.shadow.lg,
    },
  },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const dropdownLink = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accent.soft },
    '&.active': { color: vars.color.accent.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const applyItem = style({ marginTop: vars.space[2], '@media': { [desktop]: { marginTop: 0, marginLeft: vars.space[2] } } });

export const apply = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space[5],
  borderRadius: vars.radius.pill,
  background: vars.color.accent.solid,
  color: vars.color.accent.contrast,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.accent.hover },
    '&.active': { outline: `2px solid ${vars.color.text.default}`, outlineOffset: '2px' },
  },
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space[1], marginLeft: 'auto' });

export const iconButton = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.round,
  border: 0,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface.raised } },
});

export const menuButton = style({ '@media': { [desktop]: { display: 'none' } } });

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent.solid,
  color: vars.color.accent.contrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  display: 'grid',
  placeItems: 'center',
  lineHeight: 1,
});

export const panel = style({
  margin: 0,
  marginLeft: 'auto',
  height: '100dvh',
  maxHeight: '100dvh',
  width: 'min(24rem, 100vw)',
  padding: vars.space[6],
  border: 0,
  borderLeft: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.6)' } },
});

export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space[4] });
export const panelTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const panelText = style({ color: vars.color.text.muted, lineHeight: vars.lineHeight.normal, marginBottom: vars.space[5] });
export const panelList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });
export const panelLink = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  color: vars.color.text.default,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:hover': { color: vars.color.accent.text } },
});
export const panelPin = style({ flexShrink: 0, marginTop: '0.2em' });
