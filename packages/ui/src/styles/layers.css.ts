import { layer } from '@vanilla-extract/css';

/** Cascade layers: reset < components < utilities, whatever order files load in. */
export const reset = layer('acme-reset');
export const components = layer('acme-components');
export const utilities = layer('acme-utilities');
