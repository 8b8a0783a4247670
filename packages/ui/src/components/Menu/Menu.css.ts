import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-0.25rem)' }, to: { opacity: 1, transform: 'translateY(0)' } });

export const menuContent = style(
  layered({
    zIndex: vars.zIndex.overlay,
    minWidth: '12rem',
    maxWidth: 'min(22rem, calc(100vw - 1rem))',
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space[1],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    outline: 'none',
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    ...motionSafe({ animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` }),
  }),
);

export const menuItemTones = ['neutral', 'critical'] as const;

/** One item; highlighted (pointer or arrow keys) from Radix's `data-highlighted`. */
export const menuItem = recipe({
  base: layered({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    width: '100%',
    minHeight: '2.25rem',
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    borderRadius: vars.radius.sm,
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    userSelect: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.surface.sunken, outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
    },
  }),
  variants: {
    tone: {
      neutral: layered({ color: vars.color.text.default }),
      // Destructive actions (delete, revoke): danger text, a danger tint when highlighted.
      critical: layered({
        color: vars.color.danger.text,
        selectors: { '&[data-highlighted]': { backgroundColor: vars.color.danger.soft } },
      }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type MenuItemVariants = NonNullable<RecipeVariants<typeof menuItem>>;

export const menuLabel = style(
  layered({
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.muted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  }),
);

export const menuSeparator = style(layered({ height: '1px', marginBlock: vars.space[1], marginInline: `calc(${vars.space[1]} * -1)`, backgroundColor: vars.color.border.default }));

