import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Terms of Use', description: 'Terms of Use at Acme Softech.', path: '/terms' });

export default function Route() {
  return (
    <main>
      <h1>Terms of Use</h1>
    </main>
  );
}
