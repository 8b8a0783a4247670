import { privatePageMeta } from '../seo';
import { OrdersPage } from '../pages/dashboard/OrdersPage';
import type { Route } from './+types/user-orders';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('My Orders', 'Your orders, courses and software, with their receipts.', '/user/orders');

export default function UserOrdersRoute() {
  return <OrdersPage />;
}
