import { useCallback, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { issuesToFieldErrors } from './field-errors';
import { type FormSchemas, loadSchemas } from './load-schemas';
import type { FormResult } from './result';

export type { FieldErrors } from './field-errors';
export { issuesToFieldErrors } from './field-errors';

/** The first failing check's message, for forms that report one error at a time (job application). */
export function firstIssueMessage(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The values of a form as its route action reads them: text fields as strings, a file input as its
 * file (an empty input gives an empty file, which the schemas reject as missing).
 */
export function formValues(form: HTMLFormElement): Record<string, FormDataEntryValue> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of new FormData(form)) if (!(name in values)) values[name] = value;
  return values;
}

export interface ValidatedForm<Output> {
  /** The messages on screen, one per field. */
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  /**
   * Put on the `<form>`'s `onInput`: editing a field clears that field's error (docs/requirements/SPEC.md §4: "Editing a
   * field clears that field's error message"). `input` fires for text, selects, radios and files.
   */
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Checks the values with the schema (loading it first if needed); resolves to the parsed data, or to
   * null after showing the errors. Rejects with 'Network Error' when the schema cannot be loaded.
   */
  validate: (values: Record<string, unknown>) => Promise<Output | null>;
}

const errorsOf = (result: FormResult | undefined): Record<string, string> =>
  result && !result.ok ? result.errors : {};

/**
 * Error state of an uncontrolled form, validated on submit with the same zod schema the API server uses
 * (@company/contracts), so the browser and the server can never disagree on a message. `pick` chooses
 * the schema from the lazily loaded form schemas (`schemas => schemas.loginFormSchema`): zod is not part
 * of the page's initial JavaScript, it loads when the visitor first focuses a field (see `FormControls`)
 * or submits. `serverResult` is the route action's answer (`useActionData`) when the form was posted
 * without script: its field errors show first.
 */
export function useValidatedForm<S extends z.ZodType>(
  pick: (schemas: FormSchemas) => S,
  serverResult?: FormResult,
): ValidatedForm<z.output<S>> {
  const [errors, setErrors] = useState<Record<string, string>>(() => errorsOf(serverResult));
  const [shown, setShown] = useState(serverResult);
  if (shown !== serverResult) {
    // A new answer from the action (a post before hydration): its errors replace the ones on screen.
    setShown(serverResult);
    setErrors(errorsOf(serverResult));
  }

  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !name) return;
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const validate = useCallback(async (values: Record<string, unknown>): Promise<z.output<S> | null> => {
    const result = pick(await loadSchemas()).safeParse(values);
    // After the await this is no longer inside the submit event: render the messages now, so a caller
    // that moves focus to the first invalid field finds them on screen.
    if (result.success) {
      flushSync(() => setErrors({}));
      return result.data;
    }
    flushSync(() =>
      setErrors(issuesToFieldErrors<Record<string, string>>(result.error.issues) as Record<string, string>),
    );
    return null;
    // `pick` is a selector of a module constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { errors, setErrors, onInput, validate };
}
