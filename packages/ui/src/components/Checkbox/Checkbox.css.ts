import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const choiceRow = style(layered({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] }));

export const choiceBox = style(layered({ position: 'relative', display: 'inline-flex', flexShrink: 0, marginTop: '0.125rem' }));

/** Native checkbox / radio, restyled; it keeps its role, keyboard and form behaviour. */
export const choiceInput = style(
  layered({
    appearance: 'none',
    margin: 0,
    width: '1.25rem',
    height: '1.25rem',
    border: `1.5px solid ${vars.color.border.control}`,
    backgroundColor: vars.color.surface.sunken,
    cursor: 'pointer',
    ...motionSafe({ transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}` }),
    selectors: {
      '&:checked': { backgroundColor: vars.color.accent.solid, borderColor: vars.color.accent.solid },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const checkboxInput = style(layered({ borderRadius: vars.radius.sm }));
export const radioInput = style(layered({ borderRadius: vars.radius.round }));

/** The tick (checkbox) or dot (radio) drawn over the input when it is checked. */
export const choiceMark = style(
  layered({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '0.875rem',
    height: '0.875rem',
    color: vars.color.accent.contrast,
    pointerEvents: 'none',
    opacity: 0,
    selectors: { [`${choiceInput}:checked + &`]: { opacity: 1 } },
  }),
);

export const choiceText = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 }));

export const choiceLabel = style(layered({ fontSize: vars.fontSize.md, color: vars.color.text.default, cursor: 'pointer', lineHeight: vars.lineHeight.snug }));
