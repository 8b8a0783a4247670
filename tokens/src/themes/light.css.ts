import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { lightThemeValues } from './values';

/** Light theme: proves the contract; same roles, paper background, deeper red for text. */
export const lightTheme = createTheme(vars, lightThemeValues);
