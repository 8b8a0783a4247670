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
