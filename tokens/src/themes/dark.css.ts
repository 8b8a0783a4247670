import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { darkThemeValues } from './values';

/** Dark brand theme (default): brand red #cc2929 on black. */
export const darkTheme = createTheme(vars, darkThemeValues);
