import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Services', description: 'Services at Acme Softech.', path: '/services' });

export default function Route() {
  return (
    <main>
      <h1>Services</h1>
    </main>
  );
}
