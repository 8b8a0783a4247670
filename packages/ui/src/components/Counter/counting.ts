/** Pure timing rules of Counter, shared by the component and its unit tests. */
import { numberFormat } from '../LocaleProvider/format';

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

/**
 * The number as `locale` writes it (`Intl.NumberFormat`, one cached formatter per locale and
 * precision, not one per frame): "1,00,000" in en-IN, "100,000" in en-US, "100 000" in en-ZA.
 */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits }).format(value);
}
