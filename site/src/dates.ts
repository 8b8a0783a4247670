// Dates in India Standard Time, in the words of Intl's en-IN formats, without Intl: the first Intl
// formatter a page creates loads the locale's data, 100–200 ms of a phone's main thread while the page
// hydrates (see commerce/format.ts). IST is UTC+05:30 all year (no daylight saving), so the calendar
// fields are those of the UTC date shifted by five and a half hours, on the server and the browser
// alike; dates.test.ts checks the output against Intl's.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
// en-IN's abbreviations (CLDR): four letters for September.
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));

/** The date and time fields of an instant in IST, or null for an invalid date. */
function istFields(date: Date) {
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const ist = new Date(time + IST_OFFSET_MS);
  return {
    day: ist.getUTCDate(),
    month: ist.getUTCMonth(),
    year: ist.getUTCFullYear(),
    hours: ist.getUTCHours(),
    minutes: ist.getUTCMinutes(),
  };
}

const day = (fields: NonNullable<ReturnType<typeof istFields>>, months: readonly string[]) =>
  `${fields.day} ${months[fields.month]} ${fields.year}`;

/**
 * A day in IST as en-IN writes it: "10 Sept 2026" (`medium`) or "10 September 2026" (`long`).
 * An invalid date gives null.
 */
export function formatIstDate(date: Date, style: 'medium' | 'long'): string | null {
  const fields = istFields(date);
  return fields && day(fields, style === 'long' ? MONTHS : SHORT_MONTHS);
}

/** A day and time in IST as en-IN writes it: "10 September 2026 at 5:40 pm". An invalid date gives null. */
export function formatIstDateTime(date: Date): string | null {
  const fields = istFields(date);
  if (!fields) return null;
  const hours = fields.hours % 12 || 12;
  const minutes = String(fields.minutes).padStart(2, '0');
  return `${day(fields, MONTHS)} at ${hours}:${minutes} ${fields.hours < 12 ? 'am' : 'pm'}`;
}
