import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'About Us', description: 'About Us at Acme Softech.', path: '/about' });

export default function Route() {
  return (
    <main>
      <h1>About Us</h1>
    </main>
  );
}
