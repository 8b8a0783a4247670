import { globalLayer } from '@vanilla-extract/css';

/**
 * The cascade layer that holds every theme's variables (the built-in classes here and the themes
 * `createTheme` in @company/ui generates). A layered declaration loses to any unlayered one, so a
 * site's own `--acme-*` overrides win over the theme on the same element whatever order the
 * stylesheets load in. The name is global (not hashed) so generated stylesheets can use it.
 */
export const themeLayer = globalLayer('acme-theme');
