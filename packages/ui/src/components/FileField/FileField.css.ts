import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/**
 * With script the page shows the styled picker below (a second label of the input) and the input
 * stays in the page (focusable, labelled) but is not seen. Without script nothing can write the chosen
 * file's name into the picker, so the browser's own file input is shown instead (it displays the name
 * itself), styled like the picker, and the picker is hidden. `scripting: none` is also what a browser
 * with JavaScript turned off reports; a browser without this media feature keeps the picker (the file
 * is still submitted, only its name is not shown).
 */
const noScript = '(scripting: none)';

export const fileInput = style([
  visuallyHidden,
  layered({
    '@media': {
      [noScript]: {
        // `[type]` outranks the visually-hidden rule whatever order the two load in.
        selectors: {
          '&[type="file"]': {
            position: 'static',
            boxSizing: 'border-box',
            width: '100%',
            height: 'auto',
            minHeight: vars.size.control.md,
            margin: 0,
            padding: vars.space[1],
            paddingInlineEnd: vars.space[3],
            overflow: 'hidden',
            clip: 'auto',
            clipPath: 'none',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            borderRadius: vars.radius.md,
            border: `1px dashed ${vars.color.border.control}`,
            backgroundColor: vars.color.surface.sunken,
            fontFamily: 'inherit',
            fontSize: vars.fontSize.sm,
            color: vars.color.text.default,
            cursor: 'pointer',
          },
          '&[type="file"]:hover': { borderColor: vars.color.text.muted },
          '&[type="file"]:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
          '&[type="file"][aria-invalid="true"]': { borderColor: vars.color.danger.text, borderStyle: 'solid' },
          '&[type="file"]:disabled': { cursor: 'not-allowed', opacity: 0.55 },
          '&[type="file"]::file-selector-button': {
            minHeight: vars.size.control.sm,
            marginInlineEnd: vars.space[3],
            paddingInline: vars.space[3],
            borderRadius: vars.radius.sm,
            backgroundColor: vars.color.surface.raised,
            border: `1px solid ${vars.color.border.strong}`,
            fontFamily: 'inherit',
            fontSize: vars.fontSize.sm,
            fontWeight: vars.fontWeight.semibold,
            color: vars.color.text.default,
            cursor: 'inherit',
          },
        },
      },
    },
  }),
]);

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
    '@media': { [noScript]: { display: 'none' } },
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
