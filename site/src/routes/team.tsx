import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Our Team',
    description: 'Meet the engineers, designers and marketers of Acme Softech.',
    path: '/team',
    noindex: false,
  });

export default function Route() {
  return (
    <main>
      <h1>Our Team</h1>
      <p>Meet the engineers, designers and marketers of Acme Softech.</p>
    </main>
  );
}
