import { useCallback, useState } from 'react';
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

/** The first failing check's message, for forms that report one error at a time (job application). */
export function firstIssueMessage(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export interface ValidatedForm<Values extends Record<string, unknown>, Output> {
  values: Values;
  errors: FieldErrors<Values>;
  /** Sets a field and clears that field's error (SPEC §4: "Editing a field clears that field's error message"). */
  setValue: <K extends keyof Values & string>(name: K, value: Values[K]) => void;
  /** Checks every field with the schema; returns the parsed data, or null after showing the errors. */
  validate: () => Output | null;
  setErrors: (errors: FieldErrors<Values>) => void;
  reset: () => void;
}

/**
 * Form state validated on submit with the same zod schema the API server uses (@company/contracts),
 * so the browser and the server can never disagree on a message.
 */
export function useValidatedForm<S extends z.ZodType, Values extends Record<string, unknown>>(
  schema: S,
  initialValues: Values,
): ValidatedForm<Values, z.output<S>> {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const setValue = useCallback(<K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesToFieldErrors<Values>(result.error.issues));
    return null;
  }, [schema, values]);

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  return { values, errors, setValue, validate, setErrors, reset };
}
