import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui';

export const image = style({ display: 'block', width: '100%', height: 'auto', objectFit: 'cover' });

export const artwork = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  background: `radial-gradient(circle at 30% 30%, ${vars.color.accent.soft}, transparent 60%), linear-gradient(135deg, ${vars.color.surface.raised}, ${vars.color.surface.sunken})`,
});
