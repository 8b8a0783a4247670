import '../../styles/fonts.css';
import '../../styles/global.css';
import { darkTheme, lightTheme } from '@company/tokens';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { lightScheme, themeRoot } from './ThemeRoot.css';

export type ThemeName = 'dark' | 'light';

export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /** Which theme fills the token contract below this element. Default `dark` (the brand theme). */
  theme?: ThemeName;
  /** Render the child element (for example `<body>`) instead of a `div`. Default `false`. */
  asChild?: boolean;
}

/** Applies a theme class (token values) and the base text styles to its subtree. */
export const ThemeRoot = forwardRef<HTMLDivElement, ThemeRootProps>(function ThemeRoot(
  { theme = 'dark', asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      ref={ref}
      data-theme={theme}
      className={cx(theme === 'light' ? lightTheme : darkTheme, themeRoot, theme === 'light' && lightScheme, className)}
      {...rest}
    />
  );
});
ThemeRoot.displayName = 'ThemeRoot';

/** The theme class names, for a site that sets the theme on `<html>` itself. */
export const themeClassNames: Record<ThemeName, string> = { dark: darkTheme, light: lightTheme };
