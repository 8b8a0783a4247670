import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { type FormSchemas, loadSchemas } from './load-schemas';

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
  /**
   * Checks every field with the schema (loading it first if needed); resolves to the parsed data, or to
   * null after showing the errors. Rejects with 'Network Error' when the schema cannot be loaded.
   */
  validate: () => Promise<Output | null>;
  setErrors: (errors: FieldErrors<Values>) => void;
  reset: () => void;
}

/**
 * Form state validated on submit with the same zod schema the API server uses (@company/contracts),
 * so the browser and the server can never disagree on a message. `pick` chooses the schema from the
 * lazily loaded form schemas (`schemas => schemas.loginFormSchema`): zod is not part of the page's
 * initial JavaScript, it loads when the visitor first focuses a field (see `FormControls`) or submits.
 */
export function useValidatedForm<S extends z.ZodType, Values extends Record<string, unknown>>(
  pick: (schemas: FormSchemas) => S,
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

  const validate = useCallback(async (): Promise<z.output<S> | null> => {
    const result = pick(await loadSchemas()).safeParse(values);
    // After the await this is no longer inside the submit event: render the messages now, so a caller
    // that moves focus to the first invalid field finds them on screen.
    if (result.success) {
      flushSync(() => setErrors({}));
      return result.data;
    }
    flushSync(() => setErrors(issuesToFieldErrors<Values>(result.error.issues)));
    return null;
    // `pick` is a selector of a module constant; only the values matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  return { values, errors, setValue, validate, setErrors, reset };
}
