import { useEffect, useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { themeClassNames, type ThemeName } from '@company/ui';
import { themeSwitch } from './ThemeSwitch.css';

/**
 * The localStorage key of the visitor's theme choice; the site is dark (the brand theme) without one.
 * `<ThemeScript>` in root.tsx applies a stored light choice to <html> before the first paint, so a
 * light-theme visitor never sees a dark flash (<html> carries suppressHydrationWarning).
 */
export const themeStorageKey = 'acme-theme';

function applyTheme(theme: ThemeName) {
  const html = document.documentElement;
  html.classList.remove(themeClassNames[theme === 'light' ? 'dark' : 'light']);
  html.classList.add(themeClassNames[theme]);
  html.setAttribute('data-theme', theme);
  // What ThemeScript sets on the next page load: a ThemeRoot colorScheme="system" follows it.
  html.setAttribute('data-acme-color-scheme', theme);
}

/** A labelled toggle between the dark brand theme and the light theme, remembered in localStorage. */
export function ThemeSwitch() {
  // The server always renders the dark theme; the real value is read after hydration.
  const [theme, setTheme] = useState<ThemeName>('dark');
  useEffect(() => {
    setTheme(document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark');
  }, []);

  const toggle = () => {
    const next: ThemeName = theme === 'light' ? 'dark' : 'light';
    applyTheme(next);
    try {
      window.localStorage.setItem(themeStorageKey, next);
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); the theme still applies to this page view.
    }
    setTheme(next);
  };

  const light = theme === 'light';
  return (
    <button type="button" className={themeSwitch} aria-pressed={light} onClick={toggle}>
      {light ? <Sun aria-hidden="true" size={16} /> : <Moon aria-hidden="true" size={16} />}
      Light theme
    </button>
  );
}
