import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Pricing Policy', description: 'Pricing Policy at Acme Softech.', path: '/pricing-policy' });

export default function Route() {
  return (
    <main>
      <h1>Pricing Policy</h1>
    </main>
  );
}
