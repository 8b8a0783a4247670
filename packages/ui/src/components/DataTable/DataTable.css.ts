import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

/** The frame: scrolls sideways when the columns are wider than the page. */
export const dataTableRoot = style(
  layered({
    // Positioned, so visually hidden text inside scrolls with the table instead of widening the page.
    position: 'relative',
    overflowX: 'auto',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);

export const dataTable = style(
  layered({
    width: '100%',
    borderCollapse: 'collapse',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const dataTableCaption = style(
  layered({
    captionSide: 'top',
    textAlign: 'start',
    paddingBlock: vars.space[3],
    paddingInline: vars.space[4],
    color: vars.color.text.muted,
    fontSize: vars.fontSize.sm,
  }),
);

const cell = {
  textAlign: 'start',
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderTop: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'top',
} as const;

export const dataTableHeader = style(
  layered({
    ...cell,
    color: vars.color.text.muted,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    backgroundColor: vars.color.surface.sunken,
  }),
);

// `break-word`, not `anywhere`: a long word widens its column (the frame scrolls) instead of squeezing it.
export const dataTableCell = style(layered({ ...cell, overflowWrap: 'break-word' }));

/** Row headers (`rowHeader` columns) read like cells, a little bolder. */
export const dataTableRowHeader = style(layered({ ...cell, fontWeight: vars.fontWeight.semibold, overflowWrap: 'break-word' }));

/** Numbers line up at the inline end, on one line. */
export const dataTableEnd = style(layered({ textAlign: 'end', whiteSpace: 'nowrap' }));

/** Body rows take focus for row-by-row keyboard navigation. */
export const dataTableRow = style(
  layered({
    outline: 'none',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.sunken },
      // The ring is drawn inside the row so the scrolling frame does not clip it.
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      // Busy rows stay at full contrast (dimmed text would fail WCAG AA); the spinner below says it loads.
      [`${dataTable}[aria-busy="true"] &`]: { cursor: 'progress' },
    },
  }),
);

/** A sortable column's header button or link: the header text and the sort arrow. */
export const dataTableSort = style(
  layered({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { color: vars.color.text.default, textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const dataTableSortIcon = style(layered({ flexShrink: 0, width: '0.875rem', height: '0.875rem' }));

/** The icon of an unsorted sortable column: a hint, quieter than the arrow of the sorted one. */
export const dataTableSortIconIdle = style(layered({ opacity: 0.5 }));

export const dataTableEmpty = style(layered({ ...cell, padding: vars.space[7], textAlign: 'center', color: vars.color.text.muted }));

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** A placeholder bar in each cell of a loading row; it pulses unless motion is reduced. */
export const dataTableSkeleton = style(
  layered({
    display: 'block',
    height: '0.9em',
    width: '70%',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.border.default,
    ...motionSafe({ animation: `${pulse} calc(${vars.motion.duration.slower} * 2) ${vars.motion.easing.standard} infinite` }),
  }),
);

export const dataTableStatus = style(
  layered({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space[3], color: vars.color.text.muted }),
);
