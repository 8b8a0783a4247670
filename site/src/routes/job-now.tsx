import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Apply for a Job',
    description: 'Send your job application.',
    path: '/job-now',
    noindex: false,
  });

export default function Route() {
  return (
    <main>
      <h1>Apply for a Job</h1>
      <p>Send your job application.</p>
    </main>
  );
}
