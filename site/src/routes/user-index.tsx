import { redirect } from 'react-router';

/** DECISIONS: `/user` redirects to `/user/myprofile` (the guard on /user/* still applies there). */
export function loader() {
  return redirect('/user/myprofile');
}

export function clientLoader() {
  return redirect('/user/myprofile');
}

export default function UserIndexRoute() {
  return null;
}
