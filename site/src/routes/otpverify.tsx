import { otpRequestSchema, otpVerifySchema } from '@company/contracts';
import { privatePageMeta } from '../seo';
import {
  AFTER_OTP,
  codeSentMessage,
  OtpVerifyPage,
  RESEND_INTENT,
  SEND_INTENT,
  VERIFY_FALLBACK,
  withoutSpaces,
} from '../pages/auth/OtpVerifyPage';
import { OTP_SEND_FALLBACK, otpVerifyUrl } from '../pages/auth/LoginPage';
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
import type { Route } from './+types/otpverify';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Verify OTP', 'Enter the one-time code we e-mailed you to log in.', '/otpverify');

/**
 * The one-time-code forms posted without script (or before hydration):
 * - "Send code" (no `?id=` yet): mails a code to the e-mail and opens the code entry for it;
 * - "Send a new code": mails another code to `?id=`;
 * - "Verify OTP": signs in through the API, passes its refresh cookie on and redirects (303) to
 *   /user/myprofile (or `redirectTo`), where the session is restored from that cookie.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult | Response> {
  const posted = await request.formData();
  const url = new URL(request.url);
  const redirectParam = url.searchParams.get(REDIRECT_PARAM);
  const intent = posted.get('intent');

  if (intent === SEND_INTENT || intent === RESEND_INTENT) {
    const values =
      intent === SEND_INTENT ? textValues(posted, ['email']) : { email: url.searchParams.get('id') ?? '' };
    const checked = check(otpRequestSchema, values);
    if (!checked.ok) return failed(values, checked.errors, { intent: String(intent) });
    const answer = await postToApi(context, 'customer/otp/request', { email: checked.data.email });
    if (!isSuccess(answer)) {
      const failure = apiFailure(answer, OTP_SEND_FALLBACK);
      return failed(values, failure.errors, { intent: String(intent), message: failure.message });
    }
    if (intent === SEND_INTENT) return seeOther(otpVerifyUrl(checked.data.email, redirectParam));
    return { ok: true, intent: RESEND_INTENT, message: codeSentMessage(checked.data.email) };
  }

  const checked = check(otpVerifySchema, {
    email: url.searchParams.get('id') ?? '',
    otp: withoutSpaces(posted.get('otp') ?? ''),
  });
  if (!checked.ok) return failed({}, checked.errors);
  const answer = await postToApi(context, 'customer/otp', checked.data);
  if (!isSuccess(answer)) {
    const failure = apiFailure(answer, VERIFY_FALLBACK);
    return failed({}, failure.errors, { message: failure.message });
  }
  const role = (answer.body?.data as { role?: unknown } | undefined)?.role;
  return seeOtherWithFlash(
    landingAfterLogin(redirectParam, role, AFTER_OTP),
    'login',
    request,
    answer.setCookies,
  );
}

export default function OtpVerifyRoute() {
  return <OtpVerifyPage />;
}
