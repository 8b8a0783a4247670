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
import { landingAfterLogin, REDIRECT_PARAM, safeRedirectTarget } from '../session/redirect';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Sign Up',
    description: 'Create a customer account to follow your job applications and the courses you buy.',
    path: '/register',
    noindex: true,
  });

/**
 * Sign-up posted without script (or before hydration): validated, sent to `POST customer`; success signs
 * in with the same password (the API's refresh cookie passed on) and redirects (303) to `?redirectTo=` or
 * the dashboard, or, when that sign-in fails, to /login with the e-mail filled in (RegisterPage says why);
 * "Registration Successful" once the page has its script. Failures come back as field errors (the
 * password never written back).
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
  const redirectParam = new URL(request.url).searchParams.get(REDIRECT_PARAM);
  const login = await postToApi(context, 'customer/login', {
    identifier: checked.data.email,
    password: checked.data.password,
  });
  if (isSuccess(login)) {
    const role = (login.body?.data as { role?: unknown } | undefined)?.role;
    return seeOtherWithFlash(landingAfterLogin(redirectParam, role), 'registered', request, login.setCookies);
  }
  const query = new URLSearchParams({ email: checked.data.email });
  if (redirectParam) query.set(REDIRECT_PARAM, safeRedirectTarget(redirectParam));
  return seeOtherWithFlash(`/login?${query.toString()}`, 'registered', request);
}

export default function RegisterRoute() {
  return <RegisterPage />;
}
