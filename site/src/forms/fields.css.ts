import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
  padding: 0,
});

export const required = style({ color: vars.color.danger.text });

export const control = style({
  width: '100%',
  minHeight: vars.size.control.md,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const textarea = style({ resize: 'vertical', minHeight: '8rem', lineHeight: vars.lineHeight.normal });

export const select = style({ appearance: 'auto', cursor: 'pointer' });

export const file = style({
  paddingBlock: vars.space[2],
  cursor: 'pointer',
  selectors: {
    '&::file-selector-button': {
      marginRight: vars.space[3],
      padding: `${vars.space[1]} ${vars.space[3]}`,
      borderRadius: vars.radius.sm,
      border: `1px solid ${vars.color.border.strong}`,
      background: vars.color.surface.raised,
      color: vars.color.text.default,
      font: 'inherit',
      cursor: 'pointer',
    },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger.text,
  fontWeight: vars.fontWeight.medium,
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const radios = style({
  display: 'flex',
  gap: vars.space[5],
  flexWrap: 'wrap',
  minHeight: vars.size.control.md,
  alignItems: 'center',
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  cursor: 'pointer',
});

globalStyle(`${radio} input`, { width: '1.1rem', height: '1.1rem', accentColor: vars.color.accent.solid });

/** A borderless fieldset that only groups a form's controls so they can be disabled together. */
export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'contents' });
