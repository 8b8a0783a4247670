import type { CSSProperties } from '@vanilla-extract/css';

/**
 * Motion (transitions, animations) applies only when the user has not asked for reduced motion,
 * and not when an ancestor `<html data-reduced-motion="reduce">` forces it off (Storybook's
 * toolbar toggle, the site's tests). A reduced-motion user gets the end state at once.
 *
 * Use it for plain declarations: `...motionSafe({ transition: ... })` inside a style's root.
 */
export const motionSafe = (declarations: CSSProperties) => ({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { 'html:not([data-reduced-motion="reduce"]) &': declarations },
    },
  },
});
