import { palette } from '../scales';
import { sharedValues } from './shared';

/** Dark brand theme (default): brand red #cc2929 on black. */
export const darkThemeValues = {
  ...sharedValues,
  color: {
    text: { default: palette.ink50, muted: palette.ink400, inverse: palette.ink950, onAccent: palette.white },
    surface: { default: palette.black, raised: palette.ink900, sunken: palette.ink950, overlay: 'rgba(0, 0, 0, 0.72)' },
    border: { default: palette.ink800, strong: palette.ink700, control: palette.ink500 },
    accent: {
      solid: palette.red500,
      hover: palette.red600,
      text: palette.red300,
      contrast: palette.white,
      soft: 'rgba(204, 41, 41, 0.16)',
    },
    focusRing: palette.red400,
    success: { solid: palette.green700, text: palette.green400, soft: 'rgba(74, 222, 128, 0.14)' },
    danger: { solid: palette.red600, text: '#ff7070', soft: 'rgba(255, 112, 112, 0.14)' },
    warning: { text: palette.amber400 },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.6)',
    md: '0 8px 24px rgba(0, 0, 0, 0.55)',
    lg: '0 24px 64px rgba(0, 0, 0, 0.7)',
    glow: '0 0 0 1px rgba(204, 41, 41, 0.4), 0 12px 40px rgba(204, 41, 41, 0.25)',
  },
};

/** Light theme: proves the contract; same roles, paper background, deeper red for text. */
export const lightThemeValues = {
  ...sharedValues,
  color: {
    text: { default: palette.ink950, muted: '#52525b', inverse: palette.white, onAccent: palette.white },
    surface: { default: palette.white, raised: palette.ink50, sunken: palette.ink100, overlay: 'rgba(10, 10, 11, 0.55)' },
    border: { default: '#d9d9de', strong: '#a1a1aa', control: '#7a7a84' },
    accent: {
      solid: palette.red500,
      hover: palette.red600,
      text: palette.red600,
      contrast: palette.white,
      soft: palette.red100,
    },
    focusRing: palette.red600,
    success: { solid: palette.green700, text: palette.green800, soft: '#dcfce7' },
    danger: { solid: palette.red600, text: '#b91c1c', soft: '#fee2e2' },
    warning: { text: palette.amber800 },
  },
  shadow: {
    sm: '0 1px 2px rgba(10, 10, 11, 0.08)',
    md: '0 8px 24px rgba(10, 10, 11, 0.1)',
    lg: '0 24px 64px rgba(10, 10, 11, 0.16)',
    glow: '0 0 0 1px rgba(204, 41, 41, 0.3), 0 12px 40px rgba(204, 41, 41, 0.18)',
  },
};
