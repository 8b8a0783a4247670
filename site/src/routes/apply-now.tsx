import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Apply for an Internship',
    description: 'Apply for an internship.',
    path: '/apply-now',
    noindex: false,
  });

export default function Route() {
  return (
    <main>
      <h1>Apply for an Internship</h1>
      <p>Apply for an internship.</p>
    </main>
  );
}
