import { adminBlogListQuerySchema, type AdminBlogListResponse } from '@company/contracts';
import { useLoaderData } from 'react-router';
import { consoleCall, fieldErrorsOf, searchOf } from '../pages/admin/consoleData';
import { requireAdmin } from '../pages/admin/contentParts';
import type { ListPageData } from '../pages/admin/EnquiriesPage';
import { BlogsListPage } from '../pages/admin/BlogsPages';
import type { ContentQuery } from '../pages/admin/JobsPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-blogs';

/** Administrators only. The list's filters from the URL, checked with the API's own schema first. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListPageData<ContentQuery, AdminBlogListResponse>> {
  const { api } = await requireAdmin(request);
  const parsed = adminBlogListQuerySchema.safeParse(searchOf(request));
  if (!parsed.success) {
    return {
      query: adminBlogListQuerySchema.parse({}),
      errors: fieldErrorsOf(parsed.error.issues),
      list: null,
      exportUrl: api.admin.blogs.exportUrl(),
    };
  }
  const { page, limit, ...filters } = parsed.data;
  const list = await consoleCall(request, () =>
    api.admin.blogs.list({ ...filters, page, limit }, { signal: request.signal }),
  );
  return { query: parsed.data, errors: {}, list, exportUrl: api.admin.blogs.exportUrl(filters) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Blogs · Staff console', 'The articles of /blogs.', '/admin/blogs');

export default function AdminBlogsRoute() {
  return <BlogsListPage data={useLoaderData<typeof clientLoader>()} />;
}
