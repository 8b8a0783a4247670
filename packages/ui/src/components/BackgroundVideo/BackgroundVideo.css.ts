import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

/** The intrinsic aspect ratio (width / height), set inline from the `width` and `height` props. */
export const aspectRatioVar = createVar();

export const backgroundVideo = recipe({
  base: {
    '@layer': {
      [components]: {
        position: 'relative',
        overflow: 'hidden',
        width: '100%',
        aspectRatio: aspectRatioVar,
        backgroundColor: vars.color.surface.sunken,
        isolation: 'isolate',
      },
    },
  },
  variants: {
    shape: {
      rect: {},
      circle: { '@layer': { [components]: { borderRadius: vars.radius.round, aspectRatio: '1 / 1' } } },
    },
  },
  defaultVariants: { shape: 'rect' },
});

const media = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

/** The `<picture>` around the poster when it has sources: it fills the frame, and the image fills it. */
export const backgroundVideoPicture = style({
  '@layer': { [components]: { position: 'absolute', inset: 0, zIndex: 0 } },
});
// The user-agent sheet does not hide <source>: keep it out of layout.
globalStyle(`${backgroundVideoPicture} > source`, { '@layer': { [components]: { display: 'none' } } });

export const backgroundVideoPoster = style({ '@layer': { [components]: { ...media, zIndex: 0 } } });

export const backgroundVideoMedia = style({
  '@layer': {
    [components]: {
      ...media,
      zIndex: 1,
      opacity: 0,
      selectors: { '&[data-playing="true"]': { opacity: 1 } },
      ...motionSafe({ transition: `opacity ${vars.motion.duration.slow} ${vars.motion.easing.standard}` }),
    },
  },
});

export const backgroundVideoContent = style({
  '@layer': { [components]: { position: 'relative', zIndex: 2, height: '100%' } },
});

export const backgroundVideoControl = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInlineEnd: vars.space[3],
      bottom: vars.space[3],
      zIndex: 3,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2.75rem',
      height: '2.75rem',
      padding: 0,
      border: `1px solid ${vars.color.border.strong}`,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.surface.overlay,
      color: vars.color.text.default,
      cursor: 'pointer',
      selectors: { '&:hover': { borderColor: vars.color.accent.solid } },
    },
  },
});

export const backgroundVideoControlCircle = style({
  // Centred by auto margins, not by a half-width shift, so that it stays centred in either direction.
  '@layer': { [components]: { insetInline: 0, marginInline: 'auto', bottom: vars.space[4] } },
});
