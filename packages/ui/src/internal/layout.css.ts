import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../styles/layers.css';
import { media } from '../styles/media';
import type { Breakpoint } from './responsive';

/**
 * Static classes for Stack, Inline and Grid. They do not use Box's sprinkles: its runtime carries a map of every
 * utility class (about 3 KB gzipped), which a page that only stacks and lines things up should not download.
 */
const queries: Record<Breakpoint, string | undefined> = { mobile: undefined, ...media };

/** One class per value and breakpoint, the larger breakpoints later in the CSS so they win. */
function perBreakpoint<K extends string | number, V>(
  name: string,
  values: Record<K, V>,
  rule: (value: V) => StyleRule,
) {
  const variants = (breakpoint: Breakpoint) => {
    const query = queries[breakpoint];
    return styleVariants(
      values,
      (value) => layered(query ? { '@media': { [query]: rule(value) } } : rule(value)),
      `${name}_${breakpoint}`,
    );
  };
  return { mobile: variants('mobile'), tablet: variants('tablet'), desktop: variants('desktop') };
}

export type SpaceStep = keyof typeof vars.space;
export const gap = perBreakpoint('gap', vars.space, (space) => ({ gap: space }));

export const columnCounts = { 1: 1, 2: 2, 3: 3, 4: 4, 6: 6 } as const;
export type ColumnCount = keyof typeof columnCounts;
export const columns = perBreakpoint('columns', columnCounts, (count) => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
}));

export const stack = style(layered({ display: 'flex', flexDirection: 'column' }));
export const inline = style(layered({ display: 'flex', flexDirection: 'row' }));
export const grid = style(layered({ display: 'grid' }));
export const nowrap = style(layered({ flexWrap: 'nowrap' }));
export const wrap = style(layered({ flexWrap: 'wrap' }));

export const alignItems = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline', stretch: 'stretch' },
  (value) => layered({ alignItems: value }),
);
export type Alignment = keyof typeof alignItems;
export const justifyContent = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' },
  (value) => layered({ justifyContent: value }),
);
export type Justification = keyof typeof justifyContent;
