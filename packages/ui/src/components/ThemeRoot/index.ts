export { ThemeRoot, themeClassNames } from './ThemeRoot';
export type { ThemeRootProps, ThemeName } from './ThemeRoot';
