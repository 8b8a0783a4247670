import { globalStyle } from '@vanilla-extract/css';

/**
 * Columns for a list of cards whose last row, when it is not full, is centred instead of leaving a lone card
 * at the left edge. Each column is two grid tracks and every item spans two, so the first item of a short
 * last row can start half a column in (one of three starts at track 3 of 6, two of three at track 2).
 * `steps` are `[min width in px, columns]`, ascending; below the first step the list is one column. Each
 * step is a range (up to the next), so the offsets of one step never reach into another.
 *
 * Call it from a `.css.ts` file, with the list's class.
 */
export function centredColumns(list: string, steps: ReadonlyArray<readonly [number, number]>) {
  steps.forEach(([min, columns], index) => {
    const next = steps[index + 1]?.[0];
    const query = `screen and (min-width: ${min}px)${next === undefined ? '' : ` and (max-width: ${next - 0.02}px)`}`;
    globalStyle(list, {
      '@media': { [query]: { gridTemplateColumns: `repeat(${columns * 2}, minmax(0, 1fr))` } },
    });
    globalStyle(`${list} > *`, { '@media': { [query]: { gridColumn: 'span 2' } } });
    for (let last = 1; last < columns; last += 1) {
      globalStyle(`${list} > :nth-last-child(${last}):nth-child(${columns}n + 1)`, {
        '@media': { [query]: { gridColumn: `${columns - last + 1} / span 2` } },
      });
    }
  });
}
