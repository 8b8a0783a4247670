import { describe, expect, it } from 'vitest';

import { formatIndianNumber, formatInr, formatPaise } from './format';

// The formatters replace Intl's en-IN output (see format.ts), so Intl is the oracle.
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const intlGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

const amounts = [
  0,
  1,
  9,
  99,
  499,
  999,
  1000,
  1499,
  9999,
  12999,
  99999,
  100000,
  149999,
  999999,
  1000000,
  1234567,
  12345678,
  123456789,
  1234567890,
  98765432109876,
  Number.MAX_SAFE_INTEGER,
  // fractions round half away from zero, as Intl does
  0.4,
  0.5,
  2.5,
  999.5,
  1499.49,
  99999.5,
];

describe('Indian money formats without Intl', () => {
  it('matches Intl en-IN for whole and fractional amounts, positive and negative', () => {
    for (const amount of [...amounts, ...amounts.filter((a) => a >= 1).map((a) => -a)]) {
      expect(formatInr(amount), `${amount}`).toBe(intlRupees.format(amount));
      expect(formatIndianNumber(amount), `${amount}`).toBe(intlGrouping.format(amount));
    }
  });

  it('groups the last three digits and then pairs', () => {
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatInr(999)).toBe('₹999');
    expect(formatPaise(14999950)).toBe('₹1,50,000');
  });

  it('writes no minus sign for an amount that rounds to zero', () => {
    expect(formatInr(-0.4)).toBe('₹0');
    expect(formatIndianNumber(-0)).toBe('0');
  });
});
