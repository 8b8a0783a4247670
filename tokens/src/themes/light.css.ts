import { assignVars, style } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { themeLayer } from './layer.css';
import { lightThemeValues } from './values';

/** Light theme: proves the contract; same roles, paper background, deeper red for text. In the `acme-theme` layer. */
export const lightTheme = style({
  '@layer': { [themeLayer]: { colorScheme: 'light', vars: assignVars(vars, lightThemeValues) } },
});
