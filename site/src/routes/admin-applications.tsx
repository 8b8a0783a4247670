import { applicationListQuerySchema, type ApplicationListResponse } from '@company/contracts';
import { useLoaderData } from 'react-router';
import { type ApplicationQuery, ApplicationsPage } from '../pages/admin/ApplicationsPages';
import { statusOf } from '../forms/errors';
import { consoleFailure, fieldErrorsOf, requireStaff, searchOf } from '../pages/admin/consoleData';
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
  const exportUrl = api.admin.applications.exportUrl(filters);
  try {
    const list = await api.admin.applications.list({ ...filters, page, limit }, { signal: request.signal });
    return { query: parsed.data, errors: {}, list, exportUrl };
  } catch (error) {
    // No answer (status 0) or a 5xx; a refusal (401, 403, 404) is the guard's.
    const status = statusOf(error);
    if (status !== 0 && status < 500) throw consoleFailure(error, request);
    // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the spec's words (SPEC.md §8),
    // with the filters kept and a way to try again.
    return { query: parsed.data, errors: {}, list: null, exportUrl, failure: fetchFailure(filters.kind) };
  }
}

/** docs/requirements/SPEC.md §8: 'Failed to fetch internships' (and 'Failed to fetch jobs') for a list that could not be fetched. */
function fetchFailure(kind: string | undefined): string {
  if (kind === 'internship') return 'Failed to fetch internships';
  if (kind === 'job') return 'Failed to fetch jobs';
  return 'Failed to fetch applications';
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Applications · Staff console', 'Job and internship applications.', '/admin/applications');

export default function AdminApplicationsRoute() {
  return <ApplicationsPage data={useLoaderData<typeof clientLoader>()} />;
}
