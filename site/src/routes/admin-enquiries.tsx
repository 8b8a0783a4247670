import { enquiryListQuerySchema, type EnquiryListResponse } from '@company/contracts';
import { useLoaderData } from 'react-router';
import { consoleCall, fieldErrorsOf, requireStaff, searchOf } from '../pages/admin/consoleData';
import { EnquiriesPage, type EnquiryQuery, type ListPageData } from '../pages/admin/EnquiriesPage';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-enquiries';

/** The list's filters from the URL, checked with the API's own schema before anything is asked. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListPageData<EnquiryQuery, EnquiryListResponse>> {
  const { api } = await requireStaff(request);
  const parsed = enquiryListQuerySchema.safeParse(searchOf(request));
  if (!parsed.success) {
    const query = enquiryListQuerySchema.parse({});
    return {
      query,
      errors: fieldErrorsOf(parsed.error.issues),
      list: null,
      exportUrl: api.admin.enquiries.exportUrl(),
    };
  }
  const { page, limit, ...filters } = parsed.data;
  const list = await consoleCall(request, () =>
    api.admin.enquiries.list({ ...filters, page, limit }, { signal: request.signal }),
  );
  return { query: parsed.data, errors: {}, list, exportUrl: api.admin.enquiries.exportUrl(filters) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta(
    'Enquiries · Staff console',
    'Contact enquiries for the company’s staff.',
    '/admin/enquiries',
  );

export default function AdminEnquiriesRoute() {
  return <EnquiriesPage data={useLoaderData<typeof clientLoader>()} />;
}
