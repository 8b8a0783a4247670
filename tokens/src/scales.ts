/**
 * Raw values. Only the themes and the contract read these; components use the contract vars.
 */
export const palette = {
  black: '#000000',
  ink950: '#0a0a0b',
  ink900: '#111113',
  ink850: '#18181b',
  ink800: '#222226',
  ink700: '#34343a',
  ink500: '#6b6b74',
  ink400: '#a1a1aa',
  ink300: '#c4c4cc',
  ink100: '#ececef',
  ink50: '#f7f7f8',
  white: '#ffffff',
  red500: '#cc2929',
  red400: '#e04848',
  red300: '#f06a6a',
  green800: '#166534',
  amber800: '#92400e',
  red600: '#b02222',
  red700: '#9b1c1c',
  red100: '#fbe4e4',
  green400: '#4ade80',
  green700: '#15803d',
  amber400: '#fbbf24',
  amber700: '#b45309',
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
  10: '8rem',
} as const;

/** Fluid type scale: clamp(min, preferred, max) between 360 px and 1440 px viewports. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: 'clamp(1.125rem, 1.06rem + 0.28vw, 1.25rem)',
  xl: 'clamp(1.25rem, 1.13rem + 0.56vw, 1.5rem)',
  '2xl': 'clamp(1.5rem, 1.29rem + 0.93vw, 2rem)',
  '3xl': 'clamp(1.875rem, 1.53rem + 1.53vw, 2.75rem)',
  '4xl': 'clamp(2.25rem, 1.69rem + 2.5vw, 3.75rem)',
  '5xl': 'clamp(2.75rem, 1.9rem + 3.75vw, 5rem)',
} as const;

export const lineHeight = { tight: '1.1', snug: '1.3', normal: '1.6' } as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' } as const;

export const fontFamily = {
  body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  heading: "'Manrope Variable', 'Manrope', 'Inter Variable', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const radius = { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.875rem', xl: '1.5rem', pill: '999px', round: '50%' } as const;

export const zIndex = { base: '0', raised: '10', sticky: '100', overlay: '400', modal: '500', toast: '600', cursor: '700' } as const;

/** Heights of form controls and buttons; widths of page containers. */
export const size = {
  control: { sm: '2rem', md: '2.75rem', lg: '3.25rem' },
  container: { sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem' },
} as const;

/** Min-width breakpoints in px. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const duration = { instant: '0ms', fast: '150ms', normal: '300ms', slow: '500ms', slower: '800ms' } as const;
export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
  linear: 'linear',
} as const;
