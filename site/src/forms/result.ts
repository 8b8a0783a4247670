/**
 * What a form route's `action` answers when it does not redirect (the page renders it with
 * `useActionData`). Only pages that were posted without script (or before hydration) get one: once
 * hydrated, the forms call the API from the browser and show toasts and popups as before.
 */
export type FormResult =
  | {
      ok: true;
      /** Which submit button was pressed (`name="intent"`), when the form has more than one. */
      intent?: string;
      /** The API's own confirmation message. */
      message?: string;
    }
  | {
      ok: false;
      intent?: string;
      /** One message per field, the spec's words (the same zod schema as the API's). */
      errors: Record<string, string>;
      /** What the visitor typed (never a password or a file), put back into the fields. */
      values: Record<string, string>;
      /** A failure that belongs to no field: the API's message, or the form's fallback on 5xx / offline. */
      message?: string;
    };

/** The error of `name` in an action result, if any. */
export function resultError(result: FormResult | undefined, name: string): string | undefined {
  return result && !result.ok ? result.errors[name] : undefined;
}

/** The value the visitor typed into `name`, for `defaultValue`, after a failed post. */
export function resultValue(result: FormResult | undefined, name: string, fallback = ''): string {
  return result && !result.ok ? (result.values[name] ?? fallback) : fallback;
}
