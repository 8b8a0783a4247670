// @company/ui public API: every export is listed by name.
export { vars } from '@company/tokens';
export { ThemeRoot, themeClassNames } from './components/ThemeRoot';
export type { ThemeRootProps, ThemeName } from './components/ThemeRoot';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
