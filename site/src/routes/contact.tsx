import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Contact Us',
    description: 'Talk to us about your project.',
    path: '/contact',
    noindex: false,
  });

export default function Route() {
  return (
    <main>
      <h1>Contact Us</h1>
      <p>Talk to us about your project.</p>
    </main>
  );
}
