import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Cart',
    description: 'Your selected courses.',
    path: '/cart',
    noindex: true,
  });

export default function Route() {
  return (
    <main>
      <h1>Cart</h1>
      <p>Your selected courses.</p>
    </main>
  );
}
