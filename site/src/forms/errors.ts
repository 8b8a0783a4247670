/**
 * Reads the message a failed API call carries, whatever shape the rejection has: the API client's
 * `ApiError` (the response body `{ message, errors }` in `data`), an error with a JSON `response.data`,
 * or a plain Error ('Network Error' for timeouts, offline, or the client's code not loading).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (error && typeof error === 'object') {
    const record = error as { message?: unknown; response?: { data?: unknown }; data?: unknown };
    const body = record.response?.data ?? record.data;
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message.trim()
    ) {
      return body.message;
    }
    if (
      typeof record.message === 'string' &&
      record.message.trim() &&
      !/^Request failed with status code/.test(record.message)
    ) {
      return record.message;
    }
  }
  return fallback;
}

/** Field messages from the server's `{ message, errors: { field: message } }` answer, if any. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object') return {};
  const record = error as { errors?: unknown; response?: { data?: unknown }; data?: unknown };
  const body = (record.response?.data ?? record.data ?? record) as { errors?: unknown };
  if (!body.errors || typeof body.errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.errors as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * Whether a call failed without the server deciding on it: no answer (offline, a timeout, the client's code
 * not loading) or a 5xx, as opposed to a refusal (4xx) that carries its own message. Such a failure shows
 * the screen's own text from docs/requirements/SPEC.md §8 (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md).
 */
export function requestFailed(error: unknown): boolean {
  const status = statusOf(error);
  return status === 0 || status >= 500;
}

/** The HTTP status a failed API call carries (the API client's `ApiError.status`); 0 when no answer came. */
export function statusOf(error: unknown): number {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 0;
}
