import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Privacy Policy', description: 'Privacy Policy at Acme Softech.', path: '/privacy-policy' });

export default function Route() {
  return (
    <main>
      <h1>Privacy Policy</h1>
    </main>
  );
}
