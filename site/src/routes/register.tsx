import { pageMeta } from '../seo';
import { RegisterPage } from '../pages/auth/RegisterPage';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Sign Up',
    description: 'Create a customer account to follow your job applications and the courses you buy.',
    path: '/register',
    noindex: true,
  });

export default function RegisterRoute() {
  return <RegisterPage />;
}
