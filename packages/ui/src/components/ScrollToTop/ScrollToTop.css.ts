import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const scrollToTop = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '3rem',
        height: '3rem',
        padding: 0,
        border: `1px solid ${vars.color.accent.solid}`,
        borderRadius: vars.radius.pill,
        backgroundColor: vars.color.accent.solid,
        color: vars.color.accent.contrast,
        boxShadow: vars.shadow.md,
        cursor: 'pointer',
        selectors: { '&:hover': { backgroundColor: vars.color.accent.hover } },
        ...motionSafe({
          transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}, transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}, visibility ${vars.motion.duration.normal}`,
        }),
      },
    },
  },
  variants: {
    floating: {
      true: {
        '@layer': {
          [components]: {
            position: 'fixed',
            insetInlineEnd: vars.space[5],
            bottom: vars.space[5],
            zIndex: vars.zIndex.raised,
            selectors: {
              '&[data-visible="false"]': {
                opacity: 0,
                visibility: 'hidden',
                transform: 'translateY(0.75rem)',
                pointerEvents: 'none',
              },
            },
          },
        },
      },
      false: { '@layer': { [components]: { position: 'relative' } } },
    },
  },
  defaultVariants: { floating: true },
});

export const scrollToTopIcon = style({ '@layer': { [components]: { flexShrink: 0 } } });
