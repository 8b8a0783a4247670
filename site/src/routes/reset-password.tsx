import { resetPasswordFormSchema } from '@company/contracts';
import { privatePageMeta } from '../seo';
import { RESET_FALLBACK, ResetPasswordPage } from '../pages/auth/ResetPasswordPage';
import { apiFailure, check, failed, isSuccess, postToApi } from '../forms/action.server';
import type { FormResult } from '../forms/result';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Set a new password', 'Set a new password for your account.', '/reset-password');

/** The reset link carries its token in the address: never keep it in a shared cache or a referrer. */
export function headers() {
  // same-origin, not no-referrer: under no-referrer a form post sends `Origin: null`, which the
  // action's cross-site check refuses.
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };
}

/** The form posted without script (or before hydration): sets the password through the API. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult> {
  const posted = await request.formData();
  const text = (name: string) => {
    const value = posted.get(name);
    return typeof value === 'string' ? value : '';
  };
  const checked = check(resetPasswordFormSchema, {
    token: text('token'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  });
  // Passwords are never sent back into the fields; the link's token is.
  const values = { token: text('token') };
  if (!checked.ok) return failed(values, checked.errors, { message: checked.errors.token });
  const answer = await postToApi(context, 'customer/password/reset', {
    token: checked.data.token,
    password: checked.data.password,
  });
  if (!isSuccess(answer)) {
    const failure = apiFailure(answer, RESET_FALLBACK);
    return failed(values, failure.errors, { message: failure.message });
  }
  return { ok: true, message: typeof answer.body?.message === 'string' ? answer.body.message : undefined };
}

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
