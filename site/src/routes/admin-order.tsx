import { useLoaderData } from 'react-router';
import { consoleCall, requireStaff } from '../pages/admin/consoleData';
import { OrderPage } from '../pages/admin/OrdersPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-order';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { api } = await requireStaff(request);
  return {
    order: await consoleCall(request, () => api.admin.orders.get(params.id, { signal: request.signal })),
  };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Order · Staff console', 'One order.', '/admin/orders');

export default function AdminOrderRoute() {
  return <OrderPage order={useLoaderData<typeof clientLoader>().order} />;
}
