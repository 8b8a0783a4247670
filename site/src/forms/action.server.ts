/**
 * Helpers for the forms' route actions (server only). A page posted without script, or before it
 * hydrated, arrives here as a plain form POST: the action validates with the same zod schema as the
 * API (@company/contracts), calls the API and answers field errors, a confirmation or a redirect.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AppLoadContext } from 'react-router';
import { IDEMPOTENCY_HEADER, isApiError } from '@company/api-client';
import { serverApi } from '../loader-api';
import { issuesToFieldErrors } from './field-errors';
import type { FormResult } from './result';

/** The text fields of a posted form (files and repeated values left out), trimmed of nothing. */
export function textValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** A posted file field; an empty file input posts a nameless, empty file, which the schemas reject. */
export function fileValue(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  return typeof value === 'object' && value !== null ? value : undefined;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Validates with a contracts schema: the parsed data, or one message per field in the schema's order. */
export function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    errors: issuesToFieldErrors<Record<string, unknown>>(result.error.issues) as Record<string, string>,
  };
}

/** The answer of an API call made by an action. */
export interface ApiAnswer {
  /** HTTP status; 0 when no answer came (network, timeout). */
  status: number;
  body: Record<string, unknown> | null;
  /** The API's Set-Cookie headers (the refresh cookie after a login), to pass on to the browser. */
  setCookies: string[];
}

/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): the `Idempotency-Key` of a form posted without script. A page cannot hold a key of its own (it
 * may be prerendered, the same for everyone), so the key is the submission itself: the path and every field
 * and file, hashed. A form sent again as it was (a double press, the browser's "resend", a retry after a
 * timeout) is stored once, and the server answers the copy with the first answer; a form that differs in
 * anything is a new submission. The server scopes keys to the caller, so two visitors never share one.
 */
export async function formIdempotencyKey(
  path: string,
  body: FormData | Record<string, unknown>,
): Promise<string> {
  const parts: string[] = [path];
  const entries: [string, unknown][] =
    body instanceof FormData
      ? [...body.entries()]
      : Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [name, value] of entries) {
    if (value instanceof Blob) {
      const digest = createHash('sha256')
        .update(Buffer.from(await value.arrayBuffer()))
        .digest('hex');
      parts.push(`${name}=file:${value instanceof File ? value.name : ''}:${digest}`);
    } else {
      parts.push(`${name}=${JSON.stringify(value)}`);
    }
  }
  return `form-${createHash('sha256').update(parts.join('\n')).digest('base64url')}`;
}

/**
 * Calls `POST {apiBaseUrl}/{path}` for an action with the shared API client (`serverApi`): in-process as the
 * visitor when the API server handed an `apiFetch` (see packages/api-server site module), else with plain
 * fetch (`react-router dev`). `body` is sent as multipart when it is FormData (files), else as JSON. With
 * `idempotent` (the public writes that take an `Idempotency-Key`: contact and applications) it carries a key
 * made from the submission ({@link formIdempotencyKey}; never for forms with a password, whose hash the key
 * would hold), and the client sends it again after no answer, a 503 or a 409 (issue 26). Never throws.
 */
export async function postToApi(
  context: AppLoadContext | unknown,
  path: string,
  body: FormData | Record<string, unknown>,
  { idempotent = false }: { idempotent?: boolean } = {},
): Promise<ApiAnswer> {
  const fromContext =
    context && typeof context === 'object' ? (context as { apiFetch?: unknown }).apiFetch : undefined;
  const api = serverApi(context, {
    fetch: typeof fromContext === 'function' ? (fromContext as typeof fetch) : undefined,
  });
  const headers = idempotent ? { [IDEMPOTENCY_HEADER]: await formIdempotencyKey(path, body) } : undefined;
  const asRecord = (data: unknown) =>
    data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  try {
    const answer = await api.http.post(path, body, { headers });
    return { status: answer.status, body: asRecord(answer.data), setCookies: answer.headers.getSetCookie() };
  } catch (error) {
    if (!isApiError(error) || error.isNetworkError) return { status: 0, body: null, setCookies: [] };
    return {
      status: error.status,
      body: asRecord(error.data),
      setCookies: error.headers?.getSetCookie() ?? [],
    };
  }
}

export const isSuccess = (answer: ApiAnswer) => answer.status >= 200 && answer.status < 300;

/**
 * The failure an action shows for an API answer: the API's field messages and message on a 4xx, the
 * form's own fallback on a 5xx (never the server's internals) and 'Network Error' when no answer came.
 * With `requestFailure` (a screen's text for a request that failed: issue 31,
 * docs/requirements/issues/31-unbreakable-at-the-edges.md), that text for both of those.
 */
export function apiFailure(
  answer: ApiAnswer,
  fallback: string,
  requestFailure?: string,
): { errors: Record<string, string>; message: string } {
  if (requestFailure && (answer.status === 0 || answer.status >= 500))
    return { errors: {}, message: requestFailure };
  if (answer.status === 0) return { errors: {}, message: 'Network Error' };
  if (answer.status >= 500 || !answer.body) return { errors: {}, message: fallback };
  const errors: Record<string, string> = {};
  const raw = answer.body.errors;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') errors[key] = value;
  }
  const message =
    typeof answer.body.message === 'string' && answer.body.message ? answer.body.message : fallback;
  return { errors, message };
}

/** A failed result that keeps the typed values. */
export function failed(
  values: Record<string, string>,
  errors: Record<string, string>,
  extra: { message?: string; intent?: string } = {},
): FormResult {
  return { ok: false, errors, values, ...extra };
}

/**
 * A one-shot notice for the page a redirect leads to (a short-lived cookie the client reads once, see
 * `takeFlash`): "Login Successful" after a login posted before the page had its script. It names the
 * page that posted (`postedFrom`, a path): that page may still hydrate while the browser follows the
 * redirect, and must leave the notice to the next one, wherever further redirects (/user → /user/myprofile)
 * lead.
 */
export const FLASH_COOKIE = 'acme_flash';
export function flashCookie(kind: 'login' | 'registered', postedFrom: string): string {
  return `${FLASH_COOKIE}=${kind}~${encodeURIComponent(postedFrom)}; Path=/; Max-Age=120; SameSite=Lax`;
}

/** A 303 redirect to `location` with a one-shot notice (`flashCookie`) for the page it leads to, and other cookies. */
export function seeOtherWithFlash(
  location: string,
  kind: 'login' | 'registered',
  request: Request,
  cookies: readonly string[] = [],
): Response {
  return seeOther(location, [...cookies, flashCookie(kind, new URL(request.url).pathname)]);
}

/** A 303 redirect that carries the given Set-Cookie headers. */
export function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
