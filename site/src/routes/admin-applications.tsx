import { applicationListQuerySchema, type ApplicationListResponse } from '@company/contracts';
import { useLoaderData } from 'react-router';
import { type ApplicationQuery, ApplicationsPage } from '../pages/admin/ApplicationsPages';
import { consoleCall, fieldErrorsOf, requireStaff, searchOf } from '../pages/admin/consoleData';
import type { ListPageData } from '../pages/admin/EnquiriesPage';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-applications';

export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListPageData<ApplicationQuery, ApplicationListResponse>> {
  const { api } = await requireStaff(request);
  const parsed = applicationListQuerySchema.safeParse(searchOf(request));
  if (!parsed.success) {
    const query = applicationListQuerySchema.parse({});
    return {
      query,
      errors: fieldErrorsOf(parsed.error.issues),
      list: null,
      exportUrl: api.admin.applications.exportUrl(),
    };
  }
  const { page, limit, ...filters } = parsed.data;
  const list = await consoleCall(request, () =>
    api.admin.applications.list({ ...filters, page, limit }, { signal: request.signal }),
  );
  return { query: parsed.data, errors: {}, list, exportUrl: api.admin.applications.exportUrl(filters) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Applications · Staff console', 'Job and internship applications.', '/admin/applications');

export default function AdminApplicationsRoute() {
  return <ApplicationsPage data={useLoaderData<typeof clientLoader>()} />;
}
