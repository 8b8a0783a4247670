import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { breakpoints } from '@company/tokens/scales';
import { components } from '../../styles/layers.css';
import { motionSafe } from '../../styles/motion.css';

/** Breakpoint keys a responsive prop accepts; `base` is below the first breakpoint. */
export const carouselBreakpoints = ['base', 'sm', 'md', 'lg', 'xl'] as const;
export type CarouselBreakpoint = (typeof carouselBreakpoints)[number];

/**
 * Per-breakpoint inputs set inline by Root (`--acme-carousel-spv-md: 2`). The media queries below
 * pick the value of the widest matching breakpoint, falling back to the next narrower one, so the
 * server HTML already has the right slide widths before any JavaScript runs.
 */
export const perViewInput = {
  base: createVar('spv-base'),
  sm: createVar('spv-sm'),
  md: createVar('spv-md'),
  lg: createVar('spv-lg'),
  xl: createVar('spv-xl'),
} satisfies Record<CarouselBreakpoint, string>;
export const gapInput = {
  base: createVar('gap-base'),
  sm: createVar('gap-sm'),
  md: createVar('gap-md'),
  lg: createVar('gap-lg'),
  xl: createVar('gap-xl'),
} satisfies Record<CarouselBreakpoint, string>;

const perView = createVar('spv');
/** `-1` right to left (set inline by Root), else unset: the pre-start centring shift goes the other way. */
export const directionSign = createVar('dir');
const gap = createVar('gap');

/** Coverflow transform of a slide, written by the scroll tween on every frame. */
export const coverflowDepth = createVar('coverflow-z');
export const coverflowRotate = createVar('coverflow-rotate');

/** `var(--md, var(--sm, var(--base, last)))`: the widest breakpoint set so far wins. */
function cascade(inputs: Record<CarouselBreakpoint, string>, upTo: CarouselBreakpoint, last: string): string {
  const order = carouselBreakpoints.slice(0, carouselBreakpoints.indexOf(upTo) + 1).reverse();
  const [first = last, ...others] = [...order.map((key) => inputs[key]), last];
  return fallbackVar(first, ...others);
}

const mq = (px: number) => `screen and (min-width: ${px}px)`;

export const root = style({
  '@layer': {
    [components]: {
      vars: {
        [perView]: cascade(perViewInput, 'base', '1'),
        [gap]: cascade(gapInput, 'base', '0px'),
      },
      '@media': {
        [mq(breakpoints.sm)]: {
          vars: { [perView]: cascade(perViewInput, 'sm', '1'), [gap]: cascade(gapInput, 'sm', '0px') },
        },
        [mq(breakpoints.md)]: {
          vars: { [perView]: cascade(perViewInput, 'md', '1'), [gap]: cascade(gapInput, 'md', '0px') },
        },
        [mq(breakpoints.lg)]: {
          vars: { [perView]: cascade(perViewInput, 'lg', '1'), [gap]: cascade(gapInput, 'lg', '0px') },
        },
        [mq(breakpoints.xl)]: {
          vars: { [perView]: cascade(perViewInput, 'xl', '1'), [gap]: cascade(gapInput, 'xl', '0px') },
        },
      },
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space[4],
      outline: 'none',
      selectors: { '&[data-orientation="vertical"]': { height: '100%' } },
    },
  },
});

export const viewport = style({
  '@layer': {
    [components]: {
      overflow: 'hidden',
      selectors: {
        [`${root}[data-orientation="vertical"] &`]: { flex: '1 1 auto', minHeight: 0 },
      },
      // Without JavaScript the slides are a plain scrollable row. With it, a carousel that has not
      // started yet (not hydrated, or off screen) keeps its first slides in place: its controls take
      // presses, which are replayed once it has hydrated.
      '@media': {
        '(scripting: none)': {
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
        },
      },
    },
  },
});

export const container = style({
  '@layer': {
    [components]: {
      display: 'flex',
      touchAction: 'pan-y pinch-zoom',
      // Gaps are slide padding (half on each side), plus a negative margin so the first slide's card is flush
      // with the viewport: embla measures them, also across the loop seam. A centred carousel has no margin:
      // embla centres a slide in the viewport measured from the container's start, so a margin would put the
      // selected card that far off-centre (it was cut by the viewport's edge on a phone).
      marginInline: `calc(${gap} / -2)`,
      selectors: {
        [`${root}[data-align="center"] &`]: { marginInline: 0 },
        [`${root}[data-orientation="vertical"] &`]: {
          flexDirection: 'column',
          touchAction: 'pan-x pinch-zoom',
          marginInline: 0,
          marginBlockStart: `calc(${gap} * -1)`,
          height: '100%',
        },
        // Centred carousels: place the first slide in the middle already in the server HTML.
        [`${root}[data-align="center"]:not([data-ready]) &`]: {
          // Right to left the row starts at the right edge: the first slide moves left to the middle.
          transform: `translateX(calc((100% - 100% / ${perView}) / 2 * ${fallbackVar(directionSign, '1')}))`,
        },
      },
    },
  },
});

export const slide = style({
  '@layer': {
    [components]: {
      flex: `0 0 calc(100% / ${perView})`,
      minWidth: 0,
      paddingInline: `calc(${gap} / 2)`,
      scrollSnapAlign: 'start',
      selectors: {
        [`${root}[data-orientation="vertical"] &`]: { paddingInline: 0, paddingBlockStart: gap },
        [`${root}[data-align="center"] &`]: { scrollSnapAlign: 'center' },
        [`${root}[data-effect="coverflow"] &`]: { perspective: '1200px' },
        [`${root}[data-effect="coverflow"] &[data-selected]`]: { zIndex: 1, position: 'relative' },
      },
    },
  },
});

export const slideInner = style({
  '@layer': {
    [components]: {
      height: '100%',
      vars: { [coverflowDepth]: '0px', [coverflowRotate]: '0deg' },
      // The 3D transform exists only for the coverflow effect and only when motion is welcome.
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          selectors: {
            [`html:not([data-reduced-motion="reduce"]) ${root}[data-effect="coverflow"] &`]: {
              transform: `translateZ(${coverflowDepth}) rotateY(${coverflowRotate})`,
            },
          },
        },
      },
    },
  },
});

const controlBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
} as const;

export const control = style([
  {
    '@layer': {
      [components]: {
        ...controlBase,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.color.accent.solid, color: vars.color.accent.text },
          '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
        },
      },
    },
  },
  {
    '@layer': {
      [components]: motionSafe({
        transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      }),
    },
  },
]);

export const controls = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexWrap: 'wrap',
      gap: vars.space[3],
      containerType: 'inline-size',
    },
  },
});

/**
 * Below this width the buttons and five dots no longer fit one row (three 44 px buttons and five 44 px dots
 * are about 25 rem): the dots take a row of their own under the buttons, instead of the row wrapping
 * wherever it runs out and leaving Previous and Next on different lines.
 */
const narrowControls = '(max-width: 26rem)';

export const dots = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      gap: vars.space[1],
      // The dots appear once the slide count is known; the row keeps its height meanwhile.
      minHeight: '2.75rem',
    },
  },
  '@container': { [narrowControls]: { '@layer': { [components]: { order: 1, flexBasis: '100%' } } } },
});

export const dot = style({
  '@layer': {
    [components]: {
      position: 'relative',
      width: '2.75rem',
      height: '2.75rem',
      padding: 0,
      border: 0,
      background: 'transparent',
      cursor: 'pointer',
      borderRadius: vars.radius.pill,
      '::before': {
        content: '""',
        // Centred by auto margins (not a translate from the left), so it is centred in either direction.
        position: 'absolute',
        inset: 0,
        margin: 'auto',
        width: vars.space[3],
        height: vars.space[3],
        borderRadius: vars.radius.pill,
        backgroundColor: vars.color.text.muted,
      },
      selectors: {
        '&[aria-current="true"]::before': { backgroundColor: vars.color.accent.solid, width: vars.space[5] },
        '&:hover::before': { backgroundColor: vars.color.text.default },
        '&[aria-current="true"]:hover::before': { backgroundColor: vars.color.accent.hover },
      },
    },
  },
});

/**
 * The play/pause control before hydration shows both of its states; the motion preference picks the
 * one the carousel will be in once it runs (see `playingUndecided` in Carousel.tsx).
 */
export const whenMotionWelcome = style({
  '@layer': { [components]: { display: 'none', ...motionSafe({ display: 'contents' }) } },
});
export const whenMotionReduced = style({
  '@layer': { [components]: { display: 'contents', ...motionSafe({ display: 'none' }) } },
});
