import { privatePageMeta } from '../seo';
import { OtpVerifyPage } from '../pages/auth/OtpVerifyPage';
import type { Route } from './+types/otpverify';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Verify OTP', 'Enter the one-time code we e-mailed you to log in.', '/otpverify');

export default function OtpVerifyRoute() {
  return <OtpVerifyPage />;
}
