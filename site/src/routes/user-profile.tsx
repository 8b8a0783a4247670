import { privatePageMeta } from '../seo';
import { ProfilePage } from '../pages/dashboard/ProfilePage';
import type { Route } from './+types/user-profile';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('My Profile', 'Your name, e-mail, mobile number and address.', '/user/myprofile');

export default function UserProfileRoute() {
  return <ProfilePage />;
}
