import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { media } from './shared/page.css';

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: 'auto 1fr', gap: vars.space[9] } },
});
export const code = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: 'clamp(6rem, 4rem + 10vw, 14rem)',
  lineHeight: 1,
  color: vars.color.accent.text,
  letterSpacing: '-0.05em',
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent.solid, color: vars.color.accent.text } },
});
