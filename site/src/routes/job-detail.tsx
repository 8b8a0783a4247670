import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Job',
    description: 'Job details.',
    path: '/job',
    noindex: false,
  });

export default function Route() {
  return (
    <main>
      <h1>Job</h1>
      <p>Job details.</p>
    </main>
  );
}
