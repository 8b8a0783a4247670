import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Receipt',
    description: 'Your payment receipt.',
    path: '/receipt',
    noindex: true,
  });

export default function Route() {
  return (
    <main>
      <h1>Receipt</h1>
      <p>Your payment receipt.</p>
    </main>
  );
}
