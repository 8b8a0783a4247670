import { dictionary } from '@zxcvbn-ts/language-common';

import { messages } from './messages.js';
import { limits, safeText } from './primitives.js';

/**
 * Passwords of staff and administrator accounts (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md):
 * at least 12 characters and not one of the ~49,000 most common leaked passwords. The list ships inside the
 * `@zxcvbn-ts/language-common` package (no network at run time). Customers keep the spec's 6-character rule.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const staffPasswordMessages = {
  required: 'Password is required.',
  tooShort: `A staff password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  breached:
    'This password is in lists of leaked passwords that attackers try first. Please choose another one.',
} as const;

let common: Set<string> | undefined;

/** True when the password (any letter case) is on the shipped list of common leaked passwords. */
export function isBreachedPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** The zod field for a staff password: the same rule on the site's forms and on the server. */
export const staffPasswordField = safeText({ error: staffPasswordMessages.required })
  .min(1, { error: staffPasswordMessages.required, abort: true })
  .min(STAFF_PASSWORD_MIN_LENGTH, { error: staffPasswordMessages.tooShort, abort: true })
  .max(limits.password, { error: messages.generic.tooLong(limits.password), abort: true })
  .refine((password) => !isBreachedPassword(password), { error: staffPasswordMessages.breached });

/** Why a staff password is refused (the field's first message), or undefined when it may be used. */
export function staffPasswordProblem(password: string): string | undefined {
  const result = staffPasswordField.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}
