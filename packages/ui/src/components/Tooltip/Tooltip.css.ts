import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } });

/** The bubble: inverse colours (dark on light, light on dark) so it stands apart from the page. */
export const tooltipContent = style(
  layered({
    zIndex: vars.zIndex.toast,
    maxWidth: '20rem',
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.text.default,
    color: vars.color.text.inverse,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
    transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
    ...motionSafe({ animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` }),
  }),
);

export const tooltipArrow = style(layered({ fill: vars.color.text.default }));
