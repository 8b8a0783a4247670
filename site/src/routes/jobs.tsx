import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Jobs',
    description: 'Current job openings.',
    path: '/job',
    noindex: false,
  });

export default function Route() {
  return (
    <main>
      <h1>Jobs</h1>
      <p>Current job openings.</p>
    </main>
  );
}
