import type { z } from 'zod';

/**
 * Turns zod issues into the `errors` map of an error body: one message per field (the first one, which is the
 * first failed check in the spec's order), keyed by the dotted path (`items.0.id`), `_` for the whole value.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
