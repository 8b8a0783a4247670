import type { StyleRule } from '@vanilla-extract/css';
import { layer } from '@vanilla-extract/css';

/** Cascade layers: reset < components < utilities, whatever order files load in. */
export const reset = layer('acme-reset');
export const components = layer('acme-components');
export const utilities = layer('acme-utilities');

/** Wraps a style rule in a cascade layer (components by default): `style(layered({ ... }))`. */
export const layered = (rule: StyleRule, name: string = components): StyleRule => ({ '@layer': { [name]: rule } });
