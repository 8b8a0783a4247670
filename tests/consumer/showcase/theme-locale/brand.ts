/**
 * A third theme, as another company would make it: its own accent and font over the light theme,
 * from plain TypeScript with `createTheme` (no vanilla-extract plugin in the app).
 */
import { createTheme } from '@company/ui';
import { BRAND } from './brand-values';

export { BRAND };

export const brandTheme = createTheme(
  {
    color: {
      accent: {
        solid: BRAND.accentHex,
        hover: '#115e59',
        text: BRAND.accentHex,
        contrast: '#ffffff',
        soft: '#ccfbf1',
      },
    },
    font: {
      body: `"${BRAND.fontFamily}", Georgia, serif`,
      heading: `"${BRAND.fontFamily}", Georgia, serif`,
    },
  },
  { name: 'northwind' },
);
