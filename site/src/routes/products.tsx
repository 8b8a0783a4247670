import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'Products', description: 'Products at Acme Softech.', path: '/products' });

export default function Route() {
  return (
    <main>
      <h1>Products</h1>
    </main>
  );
}
