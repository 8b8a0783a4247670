import { redirect } from 'react-router';

/** DECISIONS: `/myprofile` (where the original OTP screen went) redirects to `/user/myprofile`. */
export function loader() {
  return redirect('/user/myprofile');
}

export function clientLoader() {
  return redirect('/user/myprofile');
}

export default function MyProfileRedirectRoute() {
  return null;
}
