/**
 * Helpers for the forms' route actions (server only). A page posted without script, or before it
 * hydrated, arrives here as a plain form POST: the action validates with the same zod schema as the
 * API (@company/contracts), calls the API and answers field errors, a confirmation or a redirect.
 */
import type { z } from 'zod';
import type { AppLoadContext } from 'react-router';
import { apiBaseUrlFrom } from '../loader-api';
import { issuesToFieldErrors } from './field-errors';
import type { FormResult } from './result';

/** Server-side API calls give up after this long, like the browser client (DECISIONS: 15 s). */
const ACTION_TIMEOUT_MS = 15_000;

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
 * Calls `POST {apiBaseUrl}/{path}` for an action: in-process as the visitor when the API server handed
 * an `apiFetch` (see packages/api-server site module), else with plain fetch (`react-router dev`).
 * `body` is sent as multipart when it is FormData (files), else as JSON. Never throws.
 */
export async function postToApi(
  context: AppLoadContext | unknown,
  path: string,
  body: FormData | Record<string, unknown>,
): Promise<ApiAnswer> {
  const fromContext =
    context && typeof context === 'object' ? (context as { apiFetch?: unknown }).apiFetch : undefined;
  const send = typeof fromContext === 'function' ? (fromContext as typeof fetch) : fetch;
  const multipart = body instanceof FormData;
  let response: Response;
  try {
    response = await send(`${apiBaseUrlFrom(context)}/${path}`, {
      method: 'POST',
      headers: multipart
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
      body: multipart ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(ACTION_TIMEOUT_MS),
    });
  } catch {
    return { status: 0, body: null, setCookies: [] };
  }
  const parsed: unknown = await response.json().catch(() => null);
  return {
    status: response.status,
    body: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null,
    setCookies: response.headers.getSetCookie(),
  };
}

export const isSuccess = (answer: ApiAnswer) => answer.status >= 200 && answer.status < 300;

/**
 * The failure an action shows for an API answer: the API's field messages and message on a 4xx, the
 * form's own fallback on a 5xx (never the server's internals) and 'Network Error' when no answer came.
 */
export function apiFailure(
  answer: ApiAnswer,
  fallback: string,
): { errors: Record<string, string>; message: string } {
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
