import { darkTheme as darkThemeClass, lightTheme as lightThemeClass } from '@company/tokens';
import type { ColorSchemePreference } from './ThemeRoot';

export interface ThemeScriptProps {
  /** The localStorage key holding the visitor's choice (`light`, `dark` or `system`). Default `acme-color-scheme`. */
  storageKey?: string;
  /** The choice to apply when nothing (or something unknown) is stored. Default `system`. */
  defaultColorScheme?: ColorSchemePreference;
  /** The CSP nonce of the response, for a `script-src 'nonce-…'` policy. Default none. */
  nonce?: string;
}

/** The inline script's source (exported for tests and for heads not rendered by React). */
export function themeScriptSource({
  storageKey = 'acme-color-scheme',
  defaultColorScheme = 'system',
}: ThemeScriptProps = {}) {
  const args = [storageKey, defaultColorScheme, { light: lightThemeClass, dark: darkThemeClass }].map(
    (value) => JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  // Hand-minified; see the comments in ThemeScript below for what it does.
  return (
    `(function(k,d,c){try{var s=null;try{s=localStorage.getItem(k)}catch(e){}` +
    `if(s!=='light'&&s!=='dark'&&s!=='system')s=d;` +
    `var h=document.documentElement,m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)');` +
    `var a=function(){var r=s==='system'?(m&&m.matches?'dark':'light'):s;` +
    `if(s==='system')h.removeAttribute('data-acme-color-scheme');else h.setAttribute('data-acme-color-scheme',s);` +
    `if(h.classList.contains(c.light)||h.classList.contains(c.dark)){h.classList.remove(c[r==='light'?'dark':'light']);h.classList.add(c[r]);h.setAttribute('data-theme',r)}};` +
    `a();if(s==='system'&&m&&m.addEventListener)m.addEventListener('change',a)}catch(e){}})(${args.join(',')});`
  );
}

/**
 * An inline script for `<head>` that applies the visitor's colour scheme before the first paint, so a
 * server-rendered page never flashes the other scheme. It reads the choice stored under `storageKey`
 * (else `defaultColorScheme`; `system` follows `prefers-color-scheme`) and:
 * - sets `data-acme-color-scheme="light" | "dark"` on `<html>` (removed for `system`), which every
 *   `ThemeRoot colorScheme="system"` follows;
 * - on a `<html>` that carries a built-in theme class (`themeClassNames`), swaps it for the chosen
 *   scheme's class and sets `data-theme`, following the system setting live when the choice is `system`.
 *
 * Give `<html>` `suppressHydrationWarning`, since the script changes its attributes before React hydrates.
 * To change the choice later, store it under the same key and update the attribute (see the Theming docs).
 */
export function ThemeScript({ nonce, ...options }: ThemeScriptProps) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: themeScriptSource(options) }}
    />
  );
}
