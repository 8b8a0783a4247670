import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { RTL } from '../../styles/rtl';

export const paginationList = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[1], listStyle: 'none', margin: 0, padding: 0 }),
);

/** A page number, Previous or Next: a link or a button, the current page filled with the accent. */
export const paginationItem = style(
  layered({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    minWidth: '2.75rem',
    minHeight: '2.75rem',
    paddingInline: vars.space[3],
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    color: vars.color.text.default,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.border.strong },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
        color: vars.color.accent.contrast,
      },
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', color: vars.color.text.muted, borderColor: 'transparent' },
    },
  }),
);

/** Previous and Next carry a border so they read as controls beside the bare numbers. */
export const paginationStep = style(layered({ borderColor: vars.color.border.default }));

export const paginationGap = style(
  layered({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '2rem', color: vars.color.text.muted }),
);

/** The chevrons point the way the page moves: mirrored in right-to-left text. */
export const paginationChevron = style(
  layered({ flexShrink: 0, width: '1rem', height: '1rem', selectors: { [`${RTL} &`]: { transform: 'scaleX(-1)' } } }),
);
