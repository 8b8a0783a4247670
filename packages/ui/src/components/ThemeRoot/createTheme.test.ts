import { contrastPairs, darkThemeValues, lightThemeValues, pairRatio } from '@company/tokens';
import { harbourTheme } from '../../../../../.storybook/harbourTheme';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTheme, darkTheme, lightTheme, type Theme, type ThemeOverrides } from './createTheme';

describe('createTheme', () => {
  it('merges partial overrides over the light theme, for both schemes, and keeps every other token', () => {
    const theme = createTheme(
      { color: { accent: { solid: '#0f766e' } }, font: { heading: 'Georgia, serif' } },
      { name: 'Harbour' },
    );
    expect(theme.name).toBe('Harbour');
    expect(theme.colorScheme).toBe('light');
    for (const scheme of ['light', 'dark'] as const) {
      expect(theme.values[scheme].color.accent.solid).toBe('#0f766e');
      expect(theme.cssVars[scheme]['--acme-color-accent-solid']).toBe('#0f766e');
      expect(theme.cssVars[scheme]['--acme-font-heading']).toBe('Georgia, serif');
    }
    expect(theme.values.light.color.accent.hover).toBe(lightThemeValues.color.accent.hover);
    expect(theme.values.dark.color.surface.default).toBe(darkThemeValues.color.surface.default);
    expect(theme.cssVars.light['--acme-space-4']).toBe('1rem');
    // Every contract variable has a value in each scheme.
    expect(Object.keys(theme.cssVars.dark)).toEqual(Object.keys(lightTheme.cssVars.light));
  });

  it('applies per-scheme overrides after the shared ones and takes the base theme and default scheme', () => {
    const theme = createTheme(
      { color: { accent: { text: '#0f766e' } } },
      { base: darkTheme, dark: { color: { accent: { text: '#5eead4' } } } },
    );
    expect(theme.colorScheme).toBe('dark');
    expect(theme.values.light.color.accent.text).toBe('#0f766e');
    expect(theme.values.dark.color.accent.text).toBe('#5eead4');
    expect(createTheme({}, { base: darkTheme, colorScheme: 'light' }).colorScheme).toBe('light');
    // The base is not changed.
    expect(darkTheme.values.dark.color.accent.text).toBe(darkThemeValues.color.accent.text);
  });

  it('writes a layered stylesheet for its class, with each scheme and the system scheme', () => {
    const theme = createTheme({ color: { accent: { solid: '#0f766e' } } }, { name: 'Harbour Learning' });
    expect(theme.className).toMatch(/^acme-theme-harbour-learning-[a-z0-9]+$/);
    expect(theme.css.startsWith('@layer acme-theme{')).toBe(true);
    expect(theme.css).toContain(`.${theme.className}[data-color-scheme="dark"]{`);
    expect(theme.css).toContain('@media (prefers-color-scheme: dark)');
    expect(theme.css).toContain(
      `:root[data-acme-color-scheme="dark"] .${theme.className}[data-color-scheme="system"]`,
    );
    expect(theme.css).toContain('--acme-color-accent-solid:#0f766e');
    // Same input, same class; different values, another class.
    expect(
      createTheme({ color: { accent: { solid: '#0f766e' } } }, { name: 'Harbour Learning' }).className,
    ).toBe(theme.className);
    expect(
      createTheme({ color: { accent: { solid: '#115e59' } } }, { name: 'Harbour Learning' }).className,
    ).not.toBe(theme.className);
  });

  it('rejects keys and values the contract does not have, in types and at runtime', () => {
    // @ts-expect-error: not a token of the contract
    expect(() => createTheme({ color: { accent: { solidd: '#000' } } })).toThrow(
      '"color.accent.solidd" is not a token',
    );
    // @ts-expect-error: not a group of the contract
    expect(() => createTheme({ colour: {} })).toThrow('"colour" is not a token');
    // @ts-expect-error: a group needs an object
    expect(() => createTheme({ color: { accent: '#000' } })).toThrow('"color.accent" is a group of tokens');
    // @ts-expect-error: values are CSS strings
    expect(() => createTheme({ radius: { md: 8 } })).toThrow('"radius.md" needs a CSS value');
    expect(() => createTheme({}, { dark: { font: { serif: 'x' } } as ThemeOverrides })).toThrow(
      '"font.serif" is not a token',
    );
  });

  it('types the built-in themes as Theme values', () => {
    expectTypeOf(lightTheme).toEqualTypeOf<Theme>();
    expectTypeOf(darkTheme.values.dark.color.accent.solid).toEqualTypeOf<string>();
    expect(lightTheme.name).toBe('light');
    expect(darkTheme.colorScheme).toBe('dark');
  });
});

describe.each(['light', 'dark'] as const)(
  'the Harbour theme of Storybook and the screenshots, %s scheme',
  (scheme) => {
    it.each(
      contrastPairs.map(
        (pair) =>
          [`${pair.foreground} on ${pair.background}${pair.over ? ` over ${pair.over}` : ''}`, pair] as const,
      ),
    )('%s meets WCAG AA', (_label, pair) => {
      const ratio = pairRatio(harbourTheme.values[scheme].color, pair);
      expect(ratio, `ratio ${ratio.toFixed(2)} < ${pair.minimum}`).toBeGreaterThanOrEqual(pair.minimum);
    });
  },
);
