// The library's global styles (the reset) and bundled fonts come with the theme classes, as they come with
// ThemeRoot: a site that themes `<html>` itself imports only these names.
import '../../styles/fonts.css';
import '../../styles/global.css';
import { darkTheme as darkThemeClass, lightTheme as lightThemeClass } from '@company/tokens';

/** The built-in themes' names. */
export type ThemeName = 'dark' | 'light';

/**
 * The theme class names, for a site that sets the theme on `<html>` itself. In a module without
 * 'use client' (ThemeRoot's own is a client module), so a Server Component gets the strings themselves.
 */
export const themeClassNames: Record<ThemeName, string> = { dark: darkThemeClass, light: lightThemeClass };
