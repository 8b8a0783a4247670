import { safeText, limits } from './primitives.js';

/**
 * Indian mobile numbers as people write them (issue 32 (docs/requirements/issues/32-courses-you-can-take.md),
 * "The buyer's path"): `98260 12345`, `+91 98260 12345`, `+91-98260-12345`, `098260 12345`, `9826012345`,
 * also `0091…` and `(+91) …`. One form is stored: the 10 digits, as the accounts and payments already hold them.
 */

/** Spaces, hyphens, dots and brackets people put between the digit groups. */
const separators = /[\s\-.()]/g;

/**
 * The 10 digits of a mobile number written in a usual Indian form, or null when it is not one: a trunk `0`,
 * a `+91` / `0091` / `91` country code and separators are dropped; anything else (letters, a foreign code,
 * too few or too many digits) is refused. The first digit is not checked here (checkout accepts any 10 digits).
 */
export function normaliseMobile(input: string): string | null {
  let value = input.trim().replace(separators, '');
  if (value.startsWith('+')) {
    if (!value.startsWith('+91')) return null;
    value = value.slice(3);
  } else if (value.startsWith('0091')) value = value.slice(4);
  else if (value.length === 12 && value.startsWith('91')) value = value.slice(2);
  else if (value.length === 11 && value.startsWith('0')) value = value.slice(1);
  return /^\d{10}$/.test(value) ? value : null;
}

/**
 * A mobile field that accepts the usual Indian forms and gives the 10 digits: blank answers `required`;
 * anything that does not normalise to 10 digits matching `pattern` answers `invalid`.
 */
export function mobileField(required: string, invalid: string, pattern: RegExp) {
  return safeText({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(limits.phone, { error: invalid, abort: true })
    .refine(
      (value) => {
        const digits = normaliseMobile(value);
        return digits !== null && pattern.test(digits);
      },
      { error: invalid, abort: true },
    )
    .transform((value) => normaliseMobile(value) ?? value);
}
