export { vars } from './contract.css';
export { darkTheme } from './themes/dark.css';
export { lightTheme } from './themes/light.css';
export { breakpoints } from './scales';
export const themes = ['dark', 'light'] as const;
export type ThemeName = (typeof themes)[number];
export { darkThemeValues, lightThemeValues } from './themes/values';
export { contrastPairs, contrastRatio, pairRatio, parseColor, composite, relativeLuminance } from './contrast';
export type { ContrastPair } from './contrast';
