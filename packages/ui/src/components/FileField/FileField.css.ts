import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/** The real input stays in the page (focusable, labelled) but is not seen. */
export const fileInput = visuallyHidden;

export const filePicker = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minHeight: vars.size.control.md,
    padding: vars.space[1],
    paddingInlineEnd: vars.space[3],
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.border.control}`,
    backgroundColor: vars.color.surface.sunken,
    cursor: 'pointer',
    selectors: {
      [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      [`${fileInput}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger.text, borderStyle: 'solid' },
      [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.55 },
      '&:hover': { borderColor: vars.color.text.muted },
    },
  }),
);

export const fileButton = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    flexShrink: 0,
    minHeight: vars.size.control.sm,
    paddingInline: vars.space[3],
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.strong}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.default,
  }),
);

export const fileName = style(
  layered({
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.fontSize.sm,
    color: vars.color.text.default,
    selectors: { '&[data-empty]': { color: vars.color.text.muted } },
  }),
);
