import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';

export const themeRoot = style({
  '@layer': {
    [components]: {
      backgroundColor: vars.color.surface.default,
      color: vars.color.text.default,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      WebkitFontSmoothing: 'antialiased',
      colorScheme: 'dark',
    },
  },
});

export const lightScheme = style({ '@layer': { [components]: { colorScheme: 'light' } } });

/**
 * `colorScheme="system"`: native controls and scrollbars follow the visitor's choice that ThemeScript
 * puts on <html>, else the operating system's setting (live).
 */
export const systemScheme = style({
  '@layer': {
    [components]: {
      colorScheme: 'light',
      '@media': { '(prefers-color-scheme: dark)': { colorScheme: 'dark' } },
      selectors: {
        ':root[data-acme-color-scheme="light"] &, &:root[data-acme-color-scheme="light"]': { colorScheme: 'light' },
        ':root[data-acme-color-scheme="dark"] &, &:root[data-acme-color-scheme="dark"]': { colorScheme: 'dark' },
      },
    },
  },
});
