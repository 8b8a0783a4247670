import { adminJobListQuerySchema, type AdminJobListResponse } from '@company/contracts';
import { useLoaderData } from 'react-router';
import { consoleCall, fieldErrorsOf, searchOf } from '../pages/admin/consoleData';
import { requireAdmin } from '../pages/admin/contentParts';
import type { ListPageData } from '../pages/admin/EnquiriesPage';
import { type ContentQuery, JobsListPage } from '../pages/admin/JobsPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-jobs';

/** Administrators only. The list's filters from the URL, checked with the API's own schema first. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListPageData<ContentQuery, AdminJobListResponse>> {
  const { api } = await requireAdmin(request);
  const parsed = adminJobListQuerySchema.safeParse(searchOf(request));
  if (!parsed.success) {
    return {
      query: adminJobListQuerySchema.parse({}),
      errors: fieldErrorsOf(parsed.error.issues),
      list: null,
      exportUrl: api.admin.jobs.exportUrl(),
    };
  }
  const { page, limit, ...filters } = parsed.data;
  const list = await consoleCall(request, () =>
    api.admin.jobs.list({ ...filters, page, limit }, { signal: request.signal }),
  );
  return { query: parsed.data, errors: {}, list, exportUrl: api.admin.jobs.exportUrl(filters) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Jobs · Staff console', 'The job openings of /career.', '/admin/jobs');

export default function AdminJobsRoute() {
  return <JobsListPage data={useLoaderData<typeof clientLoader>()} />;
}
