import {
  darkTheme as darkThemeClass,
  darkThemeValues,
  lightTheme as lightThemeClass,
  lightThemeValues,
  themeLayer,
  vars,
} from '@company/tokens';

/** A colour scheme a theme can render in. */
export type ColorScheme = 'light' | 'dark';

/** Every token of the contract with its value: the shape of `vars`, with CSS values as leaves. */
type ThemeVars = typeof vars;
export type ThemeValues = { [K in keyof ThemeVars]: Leaves<ThemeVars[K]> };
type Leaves<T> = T extends string ? string : { [K in keyof T]: Leaves<T[K]> };

/**
 * Any part of the token contract, nested as in `vars` (`{ color: { accent: { solid: '#0f766e' } } }`).
 * A key the contract does not have is a type error, and `createTheme` throws on it at runtime too.
 */
export type ThemeOverrides = { [K in keyof ThemeVars]?: PartialLeaves<ThemeVars[K]> };
type PartialLeaves<T> = T extends string ? string : { [K in keyof T]?: PartialLeaves<T[K]> };

/**
 * A theme: token values for both colour schemes, usable by `ThemeRoot` without any build step.
 * Make one with `createTheme`; `lightTheme` and `darkTheme` are the built-in Acme themes.
 */
export interface Theme {
  /** Shown as `data-theme` on the ThemeRoot element; also part of `className`. */
  readonly name: string;
  /** The scheme ThemeRoot renders when it is not given a `colorScheme`. */
  readonly colorScheme: ColorScheme;
  /** The complete token values of each scheme. */
  readonly values: Readonly<Record<ColorScheme, ThemeValues>>;
  /** The CSS custom properties of each scheme (`{ '--acme-color-accent-solid': '#0f766e', … }`). */
  readonly cssVars: Readonly<Record<ColorScheme, Readonly<Record<string, string>>>>;
  /** The class `css` defines: stable for the same name and values. */
  readonly className: string;
  /**
   * A stylesheet for `className` in the `acme-theme` cascade layer: the shared tokens, each scheme under
   * `[data-color-scheme="light" | "dark"]`, and `[data-color-scheme="system"]` following
   * `prefers-color-scheme` or the visitor's choice that `ThemeScript` puts on `<html>`. ThemeRoot renders
   * it for you; a site that builds static CSS can write it to a file instead.
   */
  readonly css: string;
}

export interface CreateThemeOptions {
  /** Names the theme (`data-theme`, class name). Default `custom`. */
  name?: string;
  /** The theme whose values the overrides apply to. Default `lightTheme`. */
  base?: Theme;
  /** The scheme used when ThemeRoot is given no `colorScheme`. Default the base theme's. */
  colorScheme?: ColorScheme;
  /** Overrides for the light scheme only, applied after `overrides`. */
  light?: ThemeOverrides;
  /** Overrides for the dark scheme only, applied after `overrides`. */
  dark?: ThemeOverrides;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A copy of `base` with `overrides` merged in; throws on a key or value the contract does not allow. */
function merge(
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
  path: string[],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const at = [...path, key].join('.');
    if (!(key in base)) throw new Error(`createTheme: "${at}" is not a token of the theme contract.`);
    const current = base[key];
    if (isObject(current)) {
      if (!isObject(value)) throw new Error(`createTheme: "${at}" is a group of tokens; give an object.`);
      result[key] = merge(current, value, [...path, key]);
    } else {
      if (typeof value !== 'string' || value.trim() === '')
        throw new Error(`createTheme: "${at}" needs a CSS value (a non-empty string).`);
      result[key] = value;
    }
  }
  return result;
}

/** `{ '--acme-color-text-default': value, … }` from the contract vars and a set of values. */
function flatten(
  contract: unknown,
  values: unknown,
  out: Record<string, string> = {},
): Record<string, string> {
  if (typeof contract === 'string') {
    // Contract leaves are `var(--acme-…)`.
    out[contract.slice(4, -1)] = String(values);
    return out;
  }
  for (const [key, child] of Object.entries(contract as Record<string, unknown>))
    flatten(child, (values as Record<string, unknown>)[key], out);
  return out;
}

const declarations = (entries: [string, string][]) =>
  entries.map(([name, value]) => `${name}:${value}`).join(';');

/** FNV-1a, base 36: a short stable class suffix from the theme's CSS. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'custom';

function build(name: string, colorScheme: ColorScheme, values: Record<ColorScheme, ThemeValues>): Theme {
  const cssVars = { light: flatten(vars, values.light), dark: flatten(vars, values.dark) };
  const all = Object.entries(cssVars.light);
  const shared = all.filter(([key, value]) => cssVars.dark[key] === value);
  const only = (scheme: ColorScheme) =>
    Object.entries(cssVars[scheme]).filter(
      ([key, value]) => cssVars[scheme === 'light' ? 'dark' : 'light'][key] !== value,
    );
  const body = {
    shared: declarations(shared),
    light: declarations(only('light')),
    dark: declarations(only('dark')),
  };
  const className = `acme-theme-${slug(name)}-${hash(`${body.shared}|${body.light}|${body.dark}`)}`;
  const c = `.${className}`;
  const system = `${c}[data-color-scheme="system"]`;
  /** Selectors for the visitor's stored choice (ThemeScript) on <html>, for a ThemeRoot inside it or on it. */
  const chosen = (scheme: ColorScheme) =>
    `:root[data-acme-color-scheme="${scheme}"] ${system},${system}:root[data-acme-color-scheme="${scheme}"]`;
  const css =
    `@layer ${themeLayer}{` +
    `${c}{${body.shared}}` +
    `${c}[data-color-scheme="light"],${system}{${body.light}}` +
    `${c}[data-color-scheme="dark"]{${body.dark}}` +
    `@media (prefers-color-scheme: dark){${system}{${body.dark}}}` +
    `${chosen('light')}{${body.light}}` +
    `${chosen('dark')}{${body.dark}}` +
    `}` +
    // Unlayered, to win over ThemeRoot's own `color-scheme` (acme-components layer) in the system scheme.
    `${system}{color-scheme:light}` +
    `@media (prefers-color-scheme: dark){${system}{color-scheme:dark}}` +
    `${chosen('light')}{color-scheme:light}` +
    `${chosen('dark')}{color-scheme:dark}`;
  return Object.freeze({
    name,
    colorScheme,
    values: Object.freeze(values),
    cssVars: Object.freeze(cssVars),
    className,
    css,
  });
}

/** The Acme brand theme in its light scheme (dark available through `colorScheme`). */
export const lightTheme: Theme = /* @__PURE__ */ build('light', 'light', {
  light: lightThemeValues as ThemeValues,
  dark: darkThemeValues as ThemeValues,
});
/** The Acme brand theme in its dark scheme (the default: brand red on black). */
export const darkTheme: Theme = /* @__PURE__ */ build('dark', 'dark', {
  light: lightThemeValues as ThemeValues,
  dark: darkThemeValues as ThemeValues,
});

/**
 * The compiled class (in style.css) of a built-in theme in a fixed scheme: ThemeRoot uses it instead of
 * rendering a stylesheet. Undefined for a created theme.
 */
export const builtInClassName = (theme: Theme, scheme: ColorScheme): string | undefined =>
  theme === lightTheme || theme === darkTheme
    ? scheme === 'light'
      ? lightThemeClass
      : darkThemeClass
    : undefined;

/**
 * A theme from plain TypeScript: partial `overrides` of the token contract merged over `options.base`
 * (the light Acme theme by default), for both colour schemes, plus per-scheme `options.light` /
 * `options.dark`. No build plugin needed: pass the result to `ThemeRoot theme={…}`.
 *
 * ```ts
 * const harbour = createTheme(
 *   { color: { accent: { solid: '#0f766e', hover: '#115e59' } }, font: { heading: 'Georgia, serif' } },
 *   { name: 'harbour', dark: { color: { accent: { text: '#5eead4' } } } },
 * );
 * ```
 */
export function createTheme(overrides: ThemeOverrides, options: CreateThemeOptions = {}): Theme {
  const base = options.base ?? lightTheme;
  const schemeValues = (scheme: ColorScheme) => {
    const merged = merge(
      base.values[scheme] as unknown as Record<string, unknown>,
      overrides as Record<string, unknown>,
      [],
    );
    const own = options[scheme];
    return (own ? merge(merged, own as Record<string, unknown>, []) : merged) as unknown as ThemeValues;
  };
  return build(options.name ?? 'custom', options.colorScheme ?? base.colorScheme, {
    light: schemeValues('light'),
    dark: schemeValues('dark'),
  });
}
