import { auditListQuerySchema } from '@company/contracts';
import { data, useLoaderData } from 'react-router';
import { consoleCall, requireStaff, searchOf } from '../pages/admin/consoleData';
import { AuditPage } from '../pages/admin/OverviewPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-audit';

/** Administrators only (the API refuses staff too; this spares them the call). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { api, staff } = await requireStaff(request);
  if (staff.role !== 'admin')
    throw data({ message: 'Only administrators can read the audit log.' }, { status: 403 });
  const parsed = auditListQuerySchema.safeParse(searchOf(request));
  const query = parsed.success ? parsed.data : auditListQuerySchema.parse({});
  return { log: await consoleCall(request, () => api.admin.audit(query, { signal: request.signal })) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Audit log · Staff console', 'Who changed what, when.', '/admin/audit');

export default function AdminAuditRoute() {
  return <AuditPage log={useLoaderData<typeof clientLoader>().log} />;
}
