import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';
import { RTL } from '../../styles/rtl';

/** Label and description beside the switch; the switch first (at the inline start). */
export const switchRow = style(layered({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] }));

/** The track: Radix Switch's `<button role="switch">`, state from `data-state` and `data-disabled`. */
export const switchRoot = style(
  layered({
    all: 'unset',
    boxSizing: 'border-box',
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    width: '2.75rem',
    height: '1.5rem',
    marginTop: '0.0625rem',
    padding: '0.125rem',
    borderRadius: vars.radius.pill,
    border: `1.5px solid ${vars.color.border.control}`,
    backgroundColor: vars.color.surface.sunken,
    cursor: 'pointer',
    ...motionSafe({
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    }),
    selectors: {
      '&[data-state="checked"]': { backgroundColor: vars.color.accent.solid, borderColor: vars.color.accent.solid },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

/** The thumb slides toward the inline end when on: right in left-to-right text, left in right-to-left. */
export const switchThumb = style(
  layered({
    display: 'block',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: vars.radius.round,
    backgroundColor: vars.color.text.muted,
    boxShadow: vars.shadow.sm,
    pointerEvents: 'none',
    ...motionSafe({ transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}` }),
    selectors: {
      '&[data-state="checked"]': { backgroundColor: vars.color.accent.contrast, transform: 'translateX(1.125rem)' },
      [`${RTL} &[data-state="checked"]`]: { transform: 'translateX(-1.125rem)' },
    },
  }),
);

export const switchText = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 }));

export const switchLabel = style(
  layered({
    fontSize: vars.fontSize.md,
    color: vars.color.text.default,
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
  }),
);
