import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract. Keys name roles, not looks. Variable names are global and stable
 * (`--acme-color-text-default`), so a theme built in another package or site fills the same
 * variables that @company/ui reads.
 */
const shape = {
  color: {
    text: { default: null, muted: null, inverse: null, onAccent: null },
    surface: { default: null, raised: null, sunken: null, overlay: null },
    border: { default: null, strong: null, control: null },
    accent: { solid: null, hover: null, text: null, contrast: null, soft: null },
    focusRing: null,
    success: { solid: null, text: null, soft: null },
    danger: { solid: null, text: null, soft: null },
    warning: { text: null },
  },
  space: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: null, 9: null, 10: null },
  font: { body: null, heading: null, mono: null },
  size: { control: { sm: null, md: null, lg: null }, container: { sm: null, md: null, lg: null, xl: null } },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null, '4xl': null, '5xl': null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null, heavy: null },
  lineHeight: { tight: null, snug: null, normal: null },
  radius: { none: null, sm: null, md: null, lg: null, xl: null, pill: null, round: null },
  shadow: { sm: null, md: null, lg: null, glow: null },
  zIndex: { base: null, raised: null, sticky: null, overlay: null, modal: null, toast: null, cursor: null },
  motion: {
    duration: { instant: null, fast: null, normal: null, slow: null, slower: null },
    easing: { standard: null, enter: null, exit: null, linear: null },
  },
} as const;

export const vars = createGlobalThemeContract(shape, (_value, path) => `acme-${path.join('-')}`);

export type ThemeVars = typeof vars;
