import { privatePageMeta } from '../seo';
import { PrivacyPage } from '../pages/dashboard/PrivacyPage';
import type { Route } from './+types/user-privacy';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Privacy', 'Download your data or delete your account.', '/user/privacy');

export default function UserPrivacyRoute() {
  return <PrivacyPage />;
}
