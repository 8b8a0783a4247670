'use client';

import '../../styles/fonts.css';
import '../../styles/global.css';
import type { ThemeName } from './themeClassNames';
import { Slot } from '@radix-ui/react-slot';
import { createContext, forwardRef, useContext, useMemo, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { builtInClassName, darkTheme, lightTheme, type ColorScheme, type Theme } from './createTheme';
import { lightScheme, themeRoot } from './ThemeRoot.css';

export type { ThemeName } from './themeClassNames';
/** A colour scheme, or `system`: the visitor's choice stored by ThemeScript, else `prefers-color-scheme`. */
export type ColorSchemePreference = ColorScheme | 'system';

interface ThemeContextValue {
  theme: Theme;
  colorScheme: ColorSchemePreference;
}
const ThemeContext = /* @__PURE__ */ createContext<ThemeContextValue | undefined>(undefined);

export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The theme below this element: `dark` (the brand theme), `light`, or one from `createTheme`.
   * Default: the enclosing ThemeRoot's theme (a nested ThemeRoot without `theme` and `colorScheme`
   * sets no token of its own, so variables set between the two are kept), else `dark`.
   */
  theme?: Theme | ThemeName;
  /**
   * `light`, `dark`, or `system` (follows the visitor's stored choice, see ThemeScript, else the
   * operating system, live). Default: the theme's own scheme (the enclosing ThemeRoot's when nested
   * without `theme`).
   */
  colorScheme?: ColorSchemePreference;
  /** Render the child element (for example `<body>`) instead of a `div`. Default `false`. */
  asChild?: boolean;
}

const resolve = (theme: Theme | ThemeName) =>
  theme === 'light' ? lightTheme : theme === 'dark' ? darkTheme : theme;

/**
 * Applies a theme (the `--acme-*` token variables, in the `acme-theme` cascade layer) and the base text
 * styles to its subtree. A created theme, or any theme with `colorScheme="system"`, brings its own
 * stylesheet (React hoists it into <head>, also when rendered on the server).
 */
// Pure (no `ThemeRoot.displayName = …` statement), so a bundle that imports only `themeClassNames` or
// `ThemeScript` from the package (the company site) drops ThemeRoot and createTheme's theme values.
export const ThemeRoot = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */
  forwardRef<HTMLDivElement, ThemeRootProps>(function ThemeRoot(
    { theme: themeProp, colorScheme: schemeProp, asChild = false, className, ...rest },
    ref,
  ) {
    const parent = useContext(ThemeContext);
    const theme = themeProp === undefined ? (parent?.theme ?? darkTheme) : resolve(themeProp);
    const colorScheme =
      schemeProp ?? (themeProp === undefined && parent ? parent.colorScheme : theme.colorScheme);
    // Nested with nothing of its own: inherit every variable, including a brand set in between.
    const inherits = parent !== undefined && themeProp === undefined && schemeProp === undefined;
    const staticClass = colorScheme === 'system' ? undefined : builtInClassName(theme, colorScheme);
    const generated = !inherits && staticClass === undefined;
    const context = useMemo(() => ({ theme, colorScheme }), [theme, colorScheme]);

    const Component = asChild ? Slot : 'div';
    return (
      <ThemeContext.Provider value={context}>
        {generated && (
          // React 19 hoists and de-duplicates this by `href`, on the server as in the browser.
          <style href={theme.className} precedence="acme-theme">
            {theme.css}
          </style>
        )}
        <Component
          ref={ref}
          data-theme={theme.name}
          data-color-scheme={colorScheme}
          className={cx(
            !inherits && (staticClass ?? theme.className),
            themeRoot,
            colorScheme === 'light' && lightScheme,
            className,
          )}
          {...rest}
        />
      </ThemeContext.Provider>
    );
  }),
  { displayName: 'ThemeRoot' },
);

