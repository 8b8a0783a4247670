import { useLoaderData } from 'react-router';
import { ReceiptPage } from '../commerce/ReceiptPage';
import { consoleCall, requireStaff } from '../pages/admin/consoleData';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-receipt';

/**
 * A paid order's receipt for staff, as its buyer sees it (printable). The buyer's own /receipt page opens
 * only with their checkout key or account (docs/requirements/issues/23-safe-in-production.md); the console reads it through its guarded API.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { api } = await requireStaff(request);
  return {
    receipt: await consoleCall(request, () =>
      api.admin.orders.receipt(params.id, { signal: request.signal }),
    ),
  };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Receipt · Staff console', 'The receipt of a paid order.', '/admin/orders');

export default function AdminReceiptRoute() {
  const { receipt } = useLoaderData<typeof clientLoader>();
  return <ReceiptPage load={{ receipt, error: null }} />;
}
