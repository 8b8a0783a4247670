import { describe, expect, it } from 'vitest';

import { formatIstDate, formatIstDateTime } from './dates';

// dates.ts replaces Intl's en-IN formats in India Standard Time, so Intl is the oracle.
const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' });
const medium = intl({ dateStyle: 'medium' });
const long = intl({ dateStyle: 'long' });
const dateTime = intl({ dateStyle: 'long', timeStyle: 'short' });

// Every month; both sides of midnight and noon in IST (18:30 and 06:30 UTC); leap days; a year edge.
const instants = [
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 10, 12, 10))),
  new Date('2026-09-10T18:29:59Z'),
  new Date('2026-09-10T18:30:00Z'),
  new Date('2026-09-10T06:29:00Z'),
  new Date('2026-09-10T06:30:00Z'),
  new Date('2026-09-10T07:30:00Z'),
  new Date('2024-02-29T20:00:00Z'),
  new Date('2025-12-31T18:45:00Z'),
  new Date('1999-01-01T00:00:00Z'),
];

describe('IST dates without Intl', () => {
  it('matches Intl en-IN medium and long dates and the long date with time', () => {
    for (const instant of instants) {
      const label = instant.toISOString();
      expect(formatIstDate(instant, 'medium'), label).toBe(medium.format(instant));
      expect(formatIstDate(instant, 'long'), label).toBe(long.format(instant));
      expect(formatIstDateTime(instant), label).toBe(dateTime.format(instant));
    }
  });

  it('writes the day of India Standard Time, not of UTC', () => {
    expect(formatIstDate(new Date('2026-09-10T19:00:00Z'), 'medium')).toBe('11 Sept 2026');
    expect(formatIstDateTime(new Date('2026-01-01T00:10:00Z'))).toBe('1 January 2026 at 5:40 am');
  });

  it('gives null for an invalid date', () => {
    expect(formatIstDate(new Date('not a date'), 'long')).toBeNull();
    expect(formatIstDateTime(new Date(Number.NaN))).toBeNull();
  });
});
