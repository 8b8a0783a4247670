import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Log In',
    description: 'Log in to your customer account.',
    path: '/login',
    noindex: true,
  });

export default function Route() {
  return (
    <main>
      <h1>Log In</h1>
      <p>Log in to your customer account.</p>
    </main>
  );
}
