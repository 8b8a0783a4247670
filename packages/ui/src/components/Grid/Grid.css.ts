import { createVar, style } from '@vanilla-extract/css';
import { layered } from '../../styles/layers.css';

/** Set by the component when `minItemWidth` is given. */
export const minItemWidthVar = createVar();

/** As many columns as fit, each at least `minItemWidth` wide (never wider than the grid). */
export const autoFit = style(
  layered({ gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidthVar}, 100%), 1fr))` }),
);
