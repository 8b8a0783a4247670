import { useLoaderData } from 'react-router';
import { consoleCall, requireStaff } from '../pages/admin/consoleData';
import { OverviewPage } from '../pages/admin/OverviewPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-index';

/** Counts of what is waiting, one small list call per figure (limit 1: only `total` is read). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { api, staff } = await requireStaff(request);
  const signal = request.signal;
  const [newEnquiries, openEnquiries, newApplications, paidOrders] = await consoleCall(request, () =>
    Promise.all([
      api.admin.enquiries.list({ status: 'new', limit: 1 }, { signal }),
      api.admin.enquiries.list({ status: 'in_progress', limit: 1 }, { signal }),
      api.admin.applications.list({ status: 'new', limit: 1 }, { signal }),
      api.admin.orders.list({ status: 'paid', limit: 1 }, { signal }),
    ]),
  );
  return {
    name: staff.name,
    overview: {
      newEnquiries: newEnquiries.total,
      openEnquiries: openEnquiries.total,
      newApplications: newApplications.total,
      paidOrders: paidOrders.total,
    },
  };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Staff console', 'Enquiries, applications and orders for the company’s staff.', '/admin');

export default function AdminIndexRoute() {
  const { overview, name } = useLoaderData<typeof clientLoader>();
  return <OverviewPage overview={overview} name={name} />;
}
