import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const lessonList = style(
  layered({ display: 'grid', gap: vars.space[4], minInlineSize: 0, fontFamily: vars.font.body }),
);

export const lessonListSection = style(layered({ display: 'grid', gap: vars.space[2] }));

export const lessonListSectionHeader = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space[3],
    margin: 0,
    paddingInline: vars.space[2],
  }),
);

export const lessonListHeading = style(
  layered({
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text.default,
  }),
);

export const lessonListCount = style(
  layered({
    fontSize: vars.fontSize.xs,
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
);

export const lessonListItems = style(
  layered({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[1] }),
);

export const lessonListItem = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    columnGap: vars.space[3],
    inlineSize: '100%',
    // Touch targets of at least 44 px (WCAG 2.5.8 asks 24).
    minBlockSize: vars.size.control.md,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[2],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'none',
    color: vars.color.text.default,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'start',
    textDecoration: 'none',
    selectors: {
      'a&, button&': { cursor: 'pointer' },
      'a&:hover, button&:hover': { backgroundColor: vars.color.surface.raised },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-current]': {
        backgroundColor: vars.color.accent.soft,
        borderColor: vars.color.accent.solid,
        color: vars.color.text.default,
      },
      '&[data-status="locked"]': { color: vars.color.text.muted },
    },
    ...motionSafe({
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    }),
  }),
);

export const lessonListIcon = style(
  layered({
    display: 'inline-flex',
    color: vars.color.text.muted,
    selectors: {
      [`${lessonListItem}[data-status="done"] &`]: { color: vars.color.success.text },
      [`${lessonListItem}[data-current] &`]: { color: vars.color.accent.text },
    },
  }),
);

export const lessonListText = style(
  layered({ display: 'grid', gap: '0.125rem', minInlineSize: 0, overflowWrap: 'anywhere' }),
);

export const lessonListTitle = style(
  layered({
    fontWeight: vars.fontWeight.medium,
    selectors: { [`${lessonListItem}[data-current] &`]: { fontWeight: vars.fontWeight.bold } },
  }),
);

export const lessonListNote = style(layered({ fontSize: vars.fontSize.xs, color: vars.color.text.muted }));

export const lessonListDuration = style(
  layered({
    fontSize: vars.fontSize.xs,
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
);
