import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Sign Up',
    description: 'Create a customer account.',
    path: '/register',
    noindex: false,
  });

export default function Route() {
  return (
    <main>
      <h1>Sign Up</h1>
      <p>Create a customer account.</p>
    </main>
  );
}
