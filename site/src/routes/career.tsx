import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Careers',
    description: 'Open positions and perks of working with us.',
    path: '/career',
    noindex: false,
  });

export default function Route() {
  return (
    <main>
      <h1>Careers</h1>
      <p>Open positions and perks of working with us.</p>
    </main>
  );
}
