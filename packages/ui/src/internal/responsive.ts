/** The layout primitives' breakpoints, smallest first: mobile (all widths), tablet (768px up), desktop (1024px up). */
export const breakpointNames = ['mobile', 'tablet', 'desktop'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

/**
 * One value for every width, or one per breakpoint: `{ mobile: 1, desktop: 3 }` or `[1, 2, 3]` (mobile, tablet,
 * desktop). A breakpoint without a value keeps the one below it.
 */
export type Responsive<T> =
  T | Partial<Record<Breakpoint, T>> | readonly [T | null | undefined, (T | null)?, (T | null)?];

/** The class of each breakpoint's value; `classes[breakpoint][value]` applies `value` from that breakpoint up. */
export function responsiveClasses<T extends string | number>(
  value: Responsive<T> | undefined,
  classes: Record<Breakpoint, Record<T, string>>,
): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object') return [classes.mobile[value]];
  const steps: readonly (T | null | undefined)[] = Array.isArray(value)
    ? value
    : breakpointNames.map((name) => (value as Partial<Record<Breakpoint, T>>)[name]);
  return breakpointNames.flatMap((name, index) => {
    const step = steps[index];
    return step === undefined || step === null ? [] : [classes[name][step]];
  });
}
