import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Projects', description: 'Projects at Acme Softech.', path: '/projects' });

export default function Route() {
  return (
    <main>
      <h1>Projects</h1>
    </main>
  );
}
