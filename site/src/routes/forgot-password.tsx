import { forgotPasswordSchema } from '@company/contracts';
import { privatePageMeta } from '../seo';
import { FORGOT_FALLBACK, ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage';
import { apiFailure, check, failed, isSuccess, postToApi, textValues } from '../forms/action.server';
import type { FormResult } from '../forms/result';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Forgot password', 'Get a link by e-mail to set a new password.', '/forgot-password');

/** The form posted without script (or before hydration): the API mails the link; the same answer for any e-mail. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult> {
  const values = textValues(await request.formData(), ['email']);
  const checked = check(forgotPasswordSchema, values);
  if (!checked.ok) return failed(values, checked.errors);
  const answer = await postToApi(context, 'customer/password/forgot', checked.data);
  if (!isSuccess(answer)) {
    const failure = apiFailure(answer, FORGOT_FALLBACK);
    return failed(values, failure.errors, { message: failure.message });
  }
  return { ok: true, message: typeof answer.body?.message === 'string' ? answer.body.message : undefined };
}

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
