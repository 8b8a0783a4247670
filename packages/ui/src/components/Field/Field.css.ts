import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';

export const field = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0, border: 0, margin: 0, padding: 0 }));

export const fieldLabel = style(
  layered({
    display: 'inline-flex',
    gap: vars.space[1],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.default,
    padding: 0,
  }),
);

export const requiredMark = style(layered({ color: vars.color.danger.text }));

export const fieldDescription = style(layered({ fontSize: vars.fontSize.sm, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal }));

export const fieldError = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.danger.text,
    lineHeight: vars.lineHeight.normal,
  }),
);
