import { privatePageMeta } from '../seo';
import { ReceiptView } from '../pages/dashboard/ReceiptView';
import type { Route } from './+types/user-receipt';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Receipt', 'A receipt of your order.', '/user/orders');

export default function UserReceiptRoute() {
  return <ReceiptView />;
}
