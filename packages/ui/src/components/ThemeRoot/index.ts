export { ThemeRoot, themeClassNames } from './ThemeRoot';
export type { ThemeRootProps, ThemeName, ColorSchemePreference } from './ThemeRoot';
export { ThemeScript } from './ThemeScript';
export type { ThemeScriptProps } from './ThemeScript';
export { createTheme, darkTheme, lightTheme } from './createTheme';
export type { Theme, ThemeValues, ThemeOverrides, CreateThemeOptions, ColorScheme } from './createTheme';
