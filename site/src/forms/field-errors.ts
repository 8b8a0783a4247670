import type { z } from 'zod';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * Turns zod issues into one message per field: the first issue of each field wins, in the order the
 * schema reports them, which is the order of its shape (and so the order of the form).
 */
export function issuesToFieldErrors<Values>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<Values>;
}
