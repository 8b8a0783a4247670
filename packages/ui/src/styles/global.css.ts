import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { reset } from './layers.css';

/** A small modern reset, in the lowest layer so component styles always win. */
globalStyle('*, *::before, *::after', { '@layer': { [reset]: { boxSizing: 'border-box' } } });
globalStyle('html', {
  '@layer': { [reset]: { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' } },
});
globalStyle('body', { '@layer': { [reset]: { margin: 0 } } });
globalStyle('img, picture, video, canvas, svg', {
  '@layer': { [reset]: { display: 'block', maxWidth: '100%' } },
});
globalStyle('img, video', { '@layer': { [reset]: { height: 'auto' } } });
globalStyle('input, button, textarea, select', { '@layer': { [reset]: { font: 'inherit', color: 'inherit' } } });
globalStyle('h1, h2, h3, h4, h5, h6, p', { '@layer': { [reset]: { margin: 0, overflowWrap: 'break-word' } } });
globalStyle(':focus-visible', {
  '@layer': { [reset]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
