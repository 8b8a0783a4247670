import { orderListQuerySchema, type OrderListResponse } from '@company/contracts';
import { useLoaderData } from 'react-router';
import { consoleCall, fieldErrorsOf, requireStaff, searchOf } from '../pages/admin/consoleData';
import type { ListPageData } from '../pages/admin/EnquiriesPage';
import { type OrderQuery, OrdersPage } from '../pages/admin/OrdersPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-orders';

export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListPageData<OrderQuery, OrderListResponse>> {
  const { api } = await requireStaff(request);
  const parsed = orderListQuerySchema.safeParse(searchOf(request));
  if (!parsed.success) {
    const query = orderListQuerySchema.parse({});
    return {
      query,
      errors: fieldErrorsOf(parsed.error.issues),
      list: null,
      exportUrl: api.admin.orders.exportUrl(),
    };
  }
  const { page, limit, ...filters } = parsed.data;
  const list = await consoleCall(request, () =>
    api.admin.orders.list({ ...filters, page, limit }, { signal: request.signal }),
  );
  return { query: parsed.data, errors: {}, list, exportUrl: api.admin.orders.exportUrl(filters) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Orders · Staff console', 'Every order and payment.', '/admin/orders');

export default function AdminOrdersRoute() {
  return <OrdersPage data={useLoaderData<typeof clientLoader>()} />;
}
