import { assignVars, style } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { themeLayer } from './layer.css';
import { darkThemeValues } from './values';

/** Dark brand theme (default): brand red #cc2929 on black. In the `acme-theme` layer (see layer.css.ts). */
export const darkTheme = style({
  '@layer': { [themeLayer]: { colorScheme: 'dark', vars: assignVars(vars, darkThemeValues) } },
});
