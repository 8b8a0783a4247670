import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Technology', description: 'Technology at Acme Softech.', path: '/technology' });

export default function Route() {
  return (
    <main>
      <h1>Technology</h1>
    </main>
  );
}
