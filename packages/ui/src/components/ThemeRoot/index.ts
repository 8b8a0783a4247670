export { ThemeRoot } from './ThemeRoot';
export { themeClassNames } from './themeClassNames';
export type { ThemeName } from './themeClassNames';
export type { ThemeRootProps, ColorSchemePreference } from './ThemeRoot';
export { ThemeScript } from './ThemeScript';
export type { ThemeScriptProps } from './ThemeScript';
export { createTheme, darkTheme, lightTheme } from './createTheme';
export type { Theme, ThemeValues, ThemeOverrides, CreateThemeOptions, ColorScheme } from './createTheme';
