import type { StyleRule } from '@vanilla-extract/css';
import { globalLayer } from '@vanilla-extract/css';

/**
 * Cascade layers: reset < components < utilities, whatever order files load in. The names are global
 * (`acme-reset`, `acme-components`, `acme-utilities`; themes are in `acme-theme`, see @company/tokens) so a
 * site can place its own layers between ours, and the library build can split the reset into reset.css.
 */
export const reset = globalLayer('acme-reset');
export const components = globalLayer('acme-components');
export const utilities = globalLayer('acme-utilities');

/** Wraps a style rule in a cascade layer (components by default): `style(layered({ ... }))`. */
export const layered = (rule: StyleRule, name: string = components): StyleRule => ({ '@layer': { [name]: rule } });
