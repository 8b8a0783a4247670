import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Courses', description: 'Courses at Acme Softech.', path: '/courses' });

export default function Route() {
  return (
    <main>
      <h1>Courses</h1>
    </main>
  );
}
