import type { StaffMember } from '@company/contracts';
import type { ApiClient } from '@company/api-client';
import { data, redirect } from 'react-router';
import { statusOf } from '../../forms/errors';
import { loadApi } from '../../load-api';
import { loginUrlFor, readSession, requireSession } from '../../session';

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

let checked: { token: string; staff: Promise<StaffMember> } | null = null;

/**
 * The console's guard, for every console `clientLoader` (the layout's and the page's run at the same
 * time, so each awaits it; one `admin/me` call per token). A visitor without a session goes to /login
 * and comes back; a customer gets the 403 page. The server checks every call again: this only decides
 * what to render.
 */
export async function requireStaff(request: Request): Promise<{ api: ApiClient; staff: StaffMember }> {
  await requireSession(request);
  const api = await loadApi();
  const token = readSession().token ?? '';
  if (!checked || checked.token !== token) checked = { token, staff: api.admin.me() };
  try {
    return { api, staff: await checked.staff };
  } catch (error) {
    checked = null;
    throw consoleFailure(error, request);
  }
}

/** Maps a failed console call to what the route throws: /login, the 403 page, a 404, or the error. */
export function consoleFailure(error: unknown, request: Request): unknown {
  const status = statusOf(error);
  if (status === 401) return redirect(loginUrlFor(here(request)));
  if (status === 403) return data({ message: 'Only staff can open the console.' }, { status: 403 });
  if (status === 404) return data({ message: 'Not found.' }, { status: 404 });
  return error;
}

/** Runs a console read, mapping its failure like the guard does. */
export async function consoleCall<T>(request: Request, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw consoleFailure(error, request);
  }
}

/** The search parameters of a list page as a plain object (the schemas parse and default them). */
export function searchOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Field errors of a zod result, first message per field. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What a console form action answers. */
export type ActionResult<T> =
  { ok: true; message: string; value: T } | { ok: false; message: string; errors: Record<string, string> };

/** Turns a failed update into field errors and a message (a 401/403 still leaves the page). */
export function actionFailure(error: unknown, request: Request, fallback: string): ActionResult<never> {
  const status = statusOf(error);
  if (status === 401 || status === 403) throw consoleFailure(error, request);
  const body = error && typeof error === 'object' && 'data' in error ? (error.data as unknown) : undefined;
  const errors =
    body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string>)
      : {};
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { ok: false, message: status === 0 ? 'Network Error' : message, errors };
}
