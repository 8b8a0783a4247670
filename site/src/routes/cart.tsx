import { CartPage } from '../commerce/CartPage';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Your Cart',
    description:
      'The courses you picked, with the total in Indian rupees. Proceed to payment when you are ready.',
    path: '/cart',
    noindex: true,
  });

export default function CartRoute() {
  return <CartPage />;
}
