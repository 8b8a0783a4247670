import { adminTeamListQuerySchema, type AdminTeamListResponse } from '@company/contracts';
import { useLoaderData } from 'react-router';
import { consoleCall, fieldErrorsOf, searchOf } from '../pages/admin/consoleData';
import { requireAdmin } from '../pages/admin/contentParts';
import type { ListPageData } from '../pages/admin/EnquiriesPage';
import { TeamListPage } from '../pages/admin/TeamPages';
import type { ContentQuery } from '../pages/admin/JobsPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-team';

/** Administrators only. The list's filters from the URL, checked with the API's own schema first. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListPageData<ContentQuery, AdminTeamListResponse>> {
  const { api } = await requireAdmin(request);
  const parsed = adminTeamListQuerySchema.safeParse(searchOf(request));
  if (!parsed.success) {
    return {
      query: adminTeamListQuerySchema.parse({}),
      errors: fieldErrorsOf(parsed.error.issues),
      list: null,
      exportUrl: api.admin.team.exportUrl(),
    };
  }
  const { page, limit, ...filters } = parsed.data;
  const list = await consoleCall(request, () =>
    api.admin.team.list({ ...filters, page, limit }, { signal: request.signal }),
  );
  return { query: parsed.data, errors: {}, list, exportUrl: api.admin.team.exportUrl(filters) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Team · Staff console', 'The people of /team.', '/admin/team');

export default function AdminTeamRoute() {
  return <TeamListPage data={useLoaderData<typeof clientLoader>()} />;
}
