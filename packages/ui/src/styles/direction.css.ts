import { createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';
import { reset } from './layers.css';

const sign = createVar('inline-sign');
globalStyle('[dir="rtl"]', { '@layer': { [reset]: { vars: { [sign]: '-1' } } } });
globalStyle('[dir="ltr"]', { '@layer': { [reset]: { vars: { [sign]: '1' } } } });

/**
 * `1` left to right, `-1` right to left (from the nearest `dir` attribute): multiply a horizontal movement by
 * it, `translateX(calc(3rem * ${inlineSign}))`, so one keyframes rule moves towards the inline end either way.
 * Keyframes cannot test the direction, and one rule per direction would double every animation rule.
 */
export const inlineSign = fallbackVar(sign, '1');
