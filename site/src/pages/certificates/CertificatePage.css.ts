import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { media } from '../shared/page.css';

export const wrap = style({
  maxWidth: '44rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space[5],
});
export const card = style({
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderTop: `6px solid ${vars.color.success.solid}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  '@media': { [media.desktop]: { padding: vars.space[7] } },
});
export const cardRevoked = style([card, { borderTopColor: vars.color.danger.solid }]);
export const cardMissing = style([card, { borderTopColor: vars.color.border.strong }]);
export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.default,
});
export const stateIcon = style({ flexShrink: 0 });
export const validIcon = style([stateIcon, { color: vars.color.success.text }]);
export const revokedIcon = style([stateIcon, { color: vars.color.danger.text }]);
export const lead = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space[1]} ${vars.space[5]}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'max-content 1fr' } },
});
export const term = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });
export const value = style({
  margin: 0,
  marginBottom: vars.space[3],
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { marginBottom: 0 } },
});
export const name = style([
  value,
  { fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heavy, fontSize: vars.fontSize.xl },
]);
export const code = style([value, { fontFamily: vars.font.mono, letterSpacing: '0.08em' }]);
export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });
