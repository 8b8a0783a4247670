/**
 * What a failed dashboard call says, read straight from the API client's `ApiError` (its `message`: the
 * server's words, or 'Network Error'; its `errors`: one message per field). The forms' `apiErrorMessage`
 * does the same for any error shape; the dashboard's own reader keeps the public form pages' shared chunk
 * (`forms/errors` with `forms/result`) out of these signed-in pages, so neither gets split into more files.
 */
export function failureOf(
  failure: unknown,
  fallback: string,
): { message: string; errors: Record<string, string> } {
  const { errors, message } = (failure ?? {}) as { errors?: unknown; message?: unknown };
  const fields: Record<string, string> = {};
  if (errors && typeof errors === 'object') {
    for (const [key, value] of Object.entries(errors)) if (typeof value === 'string') fields[key] = value;
  }
  return {
    message: typeof message === 'string' && message.trim() ? message : fallback,
    errors: fields,
  };
}
