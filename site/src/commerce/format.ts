// Built on first use, not when the module loads: the first Intl formatter of a page loads the locale's
// data (about 50 ms of a phone's main thread), and most pages that import this (every page has the cart
// badge) never show a price.
let rupees: Intl.NumberFormat | undefined;
let grouping: Intl.NumberFormat | undefined;

/** Whole rupees in Indian grouping with the rupee sign: 149999 → "₹1,49,999". */
export function formatInr(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return rupees.format(amount);
}

/** A number in Indian grouping without a sign: 149999 → "1,49,999". */
export function formatIndianNumber(value: number): string {
  grouping ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  return grouping.format(value);
}

/** Paise (what the gateway and the receipt carry) as rupees: 14999900 → "₹1,49,999". */
export function formatPaise(paise: number): string {
  return formatInr(Math.round(paise / 100));
}

/**
 * A price as a number of rupees: numbers pass through, strings lose the rupee sign, "Rs", commas and spaces
 * ("₹1,499" → 1499). Anything that is not a finite, non-negative amount gives NaN.
 */
export function normalisePrice(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const cleaned = value.replace(/₹|rs\.?|inr|,|\s/gi, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
