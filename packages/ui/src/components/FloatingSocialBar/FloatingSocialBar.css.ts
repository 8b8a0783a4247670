import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

export const floatingSocialBar = recipe({
  base: {
    '@layer': {
      [components]: {
        position: 'fixed',
        top: '50%',
        zIndex: vars.zIndex.raised,
        transform: 'translateY(-50%)',
      },
    },
  },
  variants: {
    side: {
      start: { '@layer': { [components]: { insetInlineStart: vars.space[3] } } },
      end: { '@layer': { [components]: { insetInlineEnd: vars.space[3] } } },
    },
  },
  defaultVariants: { side: 'start' },
});

export const floatingSocialList = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space[2],
      margin: 0,
      padding: vars.space[2],
      listStyle: 'none',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.surface.raised,
      border: `1px solid ${vars.color.border.default}`,
      boxShadow: vars.shadow.md,
    },
  },
});

export const floatingSocialItem = style({ '@layer': { [components]: { position: 'relative' } } });

export const floatingSocialLink = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2.75rem',
      height: '2.75rem',
      borderRadius: vars.radius.pill,
      color: vars.color.text.default,
      textDecoration: 'none',
      selectors: {
        '&:hover, &:focus-visible': {
          backgroundColor: vars.color.accent.solid,
          color: vars.color.accent.contrast,
        },
      },
      ...motionSafe({
        transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      }),
    },
  },
});

/** A visible name that appears beside the icon on hover and keyboard focus. */
export const floatingSocialTip = recipe({
  base: {
    '@layer': {
      [components]: {
        position: 'absolute',
        top: '50%',
        padding: `${vars.space[1]} ${vars.space[3]}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface.raised,
        border: `1px solid ${vars.color.border.default}`,
        color: vars.color.text.default,
        fontSize: vars.fontSize.sm,
        whiteSpace: 'nowrap',
        pointerEvents: 'none',
        opacity: 0,
        transform: 'translateY(-50%)',
        selectors: {
          [`${floatingSocialItem}:hover &, ${floatingSocialItem}:focus-within &`]: { opacity: 1 },
        },
        ...motionSafe({ transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}` }),
      },
    },
  },
  variants: {
    side: {
      start: { '@layer': { [components]: { insetInlineStart: 'calc(100% + 0.75rem)' } } },
      end: { '@layer': { [components]: { insetInlineEnd: 'calc(100% + 0.75rem)' } } },
    },
  },
  defaultVariants: { side: 'start' },
});

export const floatingSocialIcon = style({
  '@layer': { [components]: { display: 'inline-flex', width: '1.25rem', height: '1.25rem' } },
});
