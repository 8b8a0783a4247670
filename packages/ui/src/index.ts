// @company/ui public API: every export is listed by name.
export { vars } from '@company/tokens';
export { ThemeRoot, themeClassNames } from './components/ThemeRoot';
export type { ThemeRootProps, ThemeName } from './components/ThemeRoot';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Button } from './components/Button';
export type { ButtonProps } from './components/Button';
