import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)',
  gap: vars.space[7],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});

export const detailCard = style({
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  fontStyle: 'normal',
});

export const detailTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const detailLink = style({
  color: vars.color.text.default,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.accent.text, textDecoration: 'underline' } },
});

export const detailText = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.lineHeight.normal,
});

export const map = style({
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const mapFrame = style({ display: 'block', width: '100%', height: '420px', border: 0 });

export const mapPlaceholder = style({
  minHeight: '240px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[4],
  padding: vars.space[6],
  textAlign: 'center',
});

export const mapCaption = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const mapAddress = style({ margin: 0, color: vars.color.text.muted, maxWidth: '48ch' });

export const mapLink = style({ color: vars.color.accent.text, fontWeight: vars.fontWeight.semibold });
