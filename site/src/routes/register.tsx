import { registerFormSchema } from '@company/contracts';
import { pageMeta } from '../seo';
import { REGISTRATION_FALLBACK, RegisterPage } from '../pages/auth/RegisterPage';
import {
  apiFailure,
  check,
  failed,
  seeOtherWithFlash,
  isSuccess,
  postToApi,
  textValues,
} from '../forms/action.server';
import type { FormResult } from '../forms/result';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Sign Up',
    description: 'Create a customer account to follow your job applications and the courses you buy.',
    path: '/register',
    noindex: true,
  });

/**
 * Sign-up posted without script (or before hydration): validated, sent to `POST customer`; success
 * redirects (303) to /login with the e-mail filled in ("Registration Successful" once the page has
 * its script). Failures come back as field errors (the password never written back).
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult | Response> {
  const posted = await request.formData();
  const values = textValues(posted, ['name', 'email', 'mobile', 'address']);
  const password = posted.get('password');
  const checked = check(registerFormSchema, {
    ...values,
    password: typeof password === 'string' ? password : '',
  });
  if (!checked.ok) return failed(values, checked.errors);
  const answer = await postToApi(context, 'customer', checked.data);
  if (!isSuccess(answer)) {
    const failure = apiFailure(answer, REGISTRATION_FALLBACK);
    return failed(values, failure.errors, { message: failure.message });
  }
  return seeOtherWithFlash(
    `/login?${new URLSearchParams({ email: checked.data.email }).toString()}`,
    'registered',
    request,
  );
}

export default function RegisterRoute() {
  return <RegisterPage />;
}
