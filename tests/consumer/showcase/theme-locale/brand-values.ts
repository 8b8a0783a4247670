/**
 * The third theme's values as the browser reports them; brand.ts builds the theme from them and
 * apps.spec.ts reads them back. No @company/ui import here, so the spec loads without the theme API.
 */
export const BRAND = {
  /** Teal instead of Acme's red (#0f766e: 5.5:1 on white). */
  accentHex: '#0f766e',
  accent: 'rgb(15, 118, 110)',
  /** A serif every Debian machine has, so the check does not depend on web fonts. */
  fontFamily: 'DejaVu Serif',
} as const;
