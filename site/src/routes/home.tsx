import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Home', description: 'Home at Acme Softech.', path: '/' });

export default function Route() {
  return (
    <main>
      <h1>Home</h1>
    </main>
  );
}
