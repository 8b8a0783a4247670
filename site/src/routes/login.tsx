import { privatePageMeta } from '../seo';
import { LoginPage } from '../pages/auth/LoginPage';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Log In', 'Log in to see your profile, job applications and courses.', '/login');

export default function LoginRoute() {
  return <LoginPage />;
}
