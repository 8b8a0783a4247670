// No Intl here: the first Intl formatter a page creates loads the locale's data, which costs a phone
// 100–200 ms of main thread (measured in Chromium at Lighthouse's 4x CPU slowdown) in the middle of
// hydrating the page. Indian grouping is simple enough to write out; format.test.ts checks every
// function against Intl's en-IN output.

/**
 * A number rounded to a whole one (half away from zero, like Intl) in Indian grouping: the last three
 * digits together, the rest in pairs (-12345678 → "-1,23,45,678"). The sign comes before `prefix`,
 * and an amount that rounds to 0 has none.
 */
function indianGrouping(value: number, prefix = ''): string {
  const whole = Math.round(Math.abs(value));
  const sign = value < 0 && whole !== 0 ? '-' : '';
  const digits = String(whole);
  // Infinity, NaN and exponent forms stay as they are.
  if (!/^\d+$/.test(digits)) return `${sign}${prefix}${digits}`;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${prefix}${head ? `${head},${digits.slice(-3)}` : digits}`;
}

/** Whole rupees in Indian grouping with the rupee sign: 149999 → "₹1,49,999". */
export function formatInr(amount: number): string {
  return indianGrouping(amount, '₹');
}

/** A number in Indian grouping without a sign: 149999 → "1,49,999". */
export function formatIndianNumber(value: number): string {
  return indianGrouping(value);
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

/** Issue 24 (docs/requirements/issues/24-staff-console.md): what a course or product page says instead of its buy buttons once staff take it off sale. */
export const NOT_FOR_SALE = 'Not for sale at the moment. Contact us to hear when it is back.';
