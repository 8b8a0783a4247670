/** The message every offline or timed-out call rejects with (docs/requirements/SPEC.md §8 "Network failure"). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/**
 * Every rejection of the client is an `ApiError`, so callers need one `catch` shape.
 * - `status` is the HTTP status, or 0 when no answer arrived (offline, timeout).
 * - `data` is the response body as the server sent it (for a 400 on a multipart post this is the
 *   server's `{ message, errors }`, which forms show field by field).
 */
export class ApiError<TData = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: TData | undefined;
  /** Field messages from a `{ message, errors: { field: message } }` answer, else empty. */
  readonly errors: Readonly<Record<string, string>>;
  /** The answer's headers (`Retry-After`, `Set-Cookie` on the server), when an answer came. */
  readonly headers: Headers | undefined;

  constructor(
    message: string,
    status: number,
    data?: TData,
    options?: { cause?: unknown; headers?: Headers },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.data = data;
    this.errors = readFieldErrors(data);
    this.headers = options?.headers;
  }

  /** True when the call never got an answer (offline, DNS, timeout). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function readFieldErrors(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object' || !('errors' in data)) return {};
  const errors = (data as { errors: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The server's own message, if its body carries one. */
export function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}
