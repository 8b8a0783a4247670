import { loginFormSchema, otpRequestSchema } from '@company/contracts';
import { privatePageMeta } from '../seo';
import {
  LOGIN_FALLBACK,
  LoginPage,
  OTP_INTENT,
  OTP_SEND_FALLBACK,
  otpVerifyUrl,
} from '../pages/auth/LoginPage';
import {
  apiFailure,
  check,
  failed,
  seeOtherWithFlash,
  isSuccess,
  postToApi,
  seeOther,
  textValues,
} from '../forms/action.server';
import type { FormResult } from '../forms/result';
import { landingAfterLogin, REDIRECT_PARAM } from '../session/redirect';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Log In', 'Log in to see your profile, job applications and courses.', '/login');

/**
 * The login form posted without script (or before hydration). "Log In" signs in through the API, passes
 * its httpOnly refresh cookie on to the browser and redirects (303) to where the visitor was going;
 * the page there restores the session from that cookie. "Log in with a one-time code" mails the code
 * and opens /otpverify. Failures come back as field errors (the e-mail kept, never the password).
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult | Response> {
  const posted = await request.formData();
  const values = textValues(posted, ['email']);
  const redirectParam = new URL(request.url).searchParams.get(REDIRECT_PARAM);

  if (posted.get('intent') === OTP_INTENT) {
    const checked = check(otpRequestSchema, values);
    if (!checked.ok) return failed(values, checked.errors, { intent: OTP_INTENT });
    const answer = await postToApi(context, 'customer/otp/request', { email: checked.data.email });
    if (!isSuccess(answer)) {
      const failure = apiFailure(answer, OTP_SEND_FALLBACK);
      return failed(values, failure.errors, { intent: OTP_INTENT, message: failure.message });
    }
    return seeOther(otpVerifyUrl(checked.data.email, redirectParam));
  }

  const password = posted.get('password');
  const checked = check(loginFormSchema, {
    ...values,
    password: typeof password === 'string' ? password : '',
  });
  if (!checked.ok) return failed(values, checked.errors);
  const answer = await postToApi(context, 'customer/login', {
    identifier: checked.data.email,
    password: checked.data.password,
  });
  if (!isSuccess(answer)) {
    const failure = apiFailure(answer, LOGIN_FALLBACK);
    const { identifier, ...errors } = failure.errors;
    return failed(
      values,
      { ...errors, ...(identifier ? { email: identifier } : {}) },
      { message: failure.message },
    );
  }
  const role = (answer.body?.data as { role?: unknown } | undefined)?.role;
  return seeOtherWithFlash(landingAfterLogin(redirectParam, role), 'login', request, answer.setCookies);
}

export default function LoginRoute() {
  return <LoginPage />;
}
