import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An expected failure with its HTTP status and the `{ message, errors }` body the client shows. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string>;
  /** Extra response headers (e.g. `retry-after` of a 429). */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    errors: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

const internalMessage = 'Something went wrong on our side. Please try again.';
const invalidCharacters = 'Contains characters that are not allowed';

/** `/name` → `name`, `/items/0/id` → `items.0.id`, `/` → `_`. */
function fieldKey(instancePath: string): string {
  const key = instancePath.replace(/^\//, '').split('/').join('.');
  return key === '' ? '_' : key;
}

const unavailableMessage = 'The service is briefly unavailable. Please try again in a few seconds.';
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection to the database that went away or never came. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's own: connection exceptions (class 08), the server shutting down or starting (57P01–57P03),
 * too many connections (53300).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
/**
 * node-postgres says these in words only (no code); and a database closed to connections for maintenance
 * answers a generic code (55000) with its own words.
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|is not currently accepting connections/i;

/** Whether an error (or its cause, as drizzle wraps it) says the database cannot be reached right now. */
export function databaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    current = current.cause as typeof current, depth += 1
  ) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/**
 * Every error leaves as JSON `{ message, errors }`: validation failures as 400 with one message per field,
 * expected failures with their own status, a database that cannot be reached as 503 with Retry-After,
 * anything unexpected as a plain 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldKey(issue.instancePath);
        if (!(key in errors)) errors[key] = issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0];
      return reply.status(400).send({ message: first ?? 'Please correct the highlighted fields.', errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, errors: error.errors });
    }
    // Issue 23 (docs/requirements/issues/23-safe-in-production.md): a value PostgreSQL cannot store as text (a NUL
    // byte that slipped past a schema) is bad input.
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '22021' || code === '22P05') {
      return reply.status(400).send({ message: invalidCharacters, errors: { _: invalidCharacters } });
    }
    if (databaseUnavailable(error)) {
      // A database restarting or failing over: the client may try again shortly (docs/requirements/issues/26-past-one-machine.md).
      request.log.warn({ err: safeError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: unavailableMessage, errors: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error, status), errors: {} });
    }
    request.log.error({ err: safeError(error) }, 'request failed');
    return reply.status(500).send({ message: internalMessage, errors: {} });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, errors: {} });
  });
}

/**
 * What of an unexpected error may be logged: its type, database error code and the message up to any
 * query parameters (drizzle appends them, and they can hold personal data). No stack: it repeats the message.
 */
export function safeError(error: unknown): { type: string; code?: string; message: string } {
  const err = error as { name?: string; message?: string; code?: string; cause?: { code?: string } };
  const message = String(err.message ?? '')
    .split(/\nparams:/)[0]!
    .slice(0, 300);
  return { type: err.name ?? 'Error', code: err.code ?? err.cause?.code, message };
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type. Send JSON or multipart form data.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    default:
      if (status === 429) return 'Too many requests. Please wait a little and try again.';
      if (status === 413) return 'The request is too large.';
      return error.message && error.message.length < 200 ? error.message : 'Bad request.';
  }
}
