import { enquiryStatusLabels, type Enquiry, type EnquiryListResponse } from '@company/contracts';
import { Link, useLocation, useNavigation } from 'react-router';

import { ConsoleList, type Column } from './DataTable';
import { day, EnquiryStatusBadge, SectionHeader } from './parts';
import { ChoiceFilter, DateRangeFilter, FilterBar, SearchFilter } from './filters';
import * as c from './console.css';

export interface ListPageData<Query, List> {
  query: Query;
  /** Field errors of the filters in the URL (nothing was loaded then). */
  errors: Record<string, string>;
  list: List | null;
  exportUrl: string;
  /** The list could not be fetched (no answer, a 5xx): the spec's words for it (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md). */
  failure?: string;
}

export type EnquiryQuery = {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
};

/** True while a navigation to this same list (a filter, a sort, a page) is loading. */
export function useListBusy() {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}

const columns: Column<Enquiry>[] = [
  { key: 'createdAt', header: 'Received', sortable: true, cell: (e) => day(e.createdAt) },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    cell: (e) => (
      <Link className={c.rowLink} to={`/admin/enquiries/${e.id}`}>
        {e.name}
      </Link>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    sortable: true,
    cell: (e) => <span className={c.clip}>{e.subject}</span>,
  },
  { key: 'message', header: 'Message', cell: (e) => <span className={c.clip}>{e.message}</span> },
  { key: 'mobile', header: 'Mobile', cell: (e) => e.mobile },
  { key: 'status', header: 'Status', sortable: true, cell: (e) => <EnquiryStatusBadge status={e.status} /> },
  { key: 'assignee', header: 'Assignee', cell: (e) => e.assignee?.name ?? '—' },
];

/** Enquiries: newest first, search, status and day filters, sortable columns, pages, CSV export. */
export function EnquiriesPage({ data }: { data: ListPageData<EnquiryQuery, EnquiryListResponse> }) {
  const { query, errors, list, exportUrl } = data;
  const busy = useListBusy();
  const filtered = Boolean(query.q || query.status || query.from || query.to);
  return (
    <>
      <SectionHeader title="Enquiries" exportUrl={exportUrl}>
        <p className={c.muted}>
          Messages sent from the contact form. Open one to assign it, add notes or mark it done.
        </p>
      </SectionHeader>
      <FilterBar label="Filter enquiries" query={query} errors={errors} clearTo="/admin/enquiries">
        <SearchFilter description="Words in the name, mobile, subject or message" />
        <ChoiceFilter name="status" label="Status" options={enquiryStatusLabels} />
        <DateRangeFilter />
      </FilterBar>
      <ConsoleList
        title="Enquiries"
        captionNote=", newest first unless sorted"
        path="/admin/enquiries"
        list={list}
        errors={errors}
        filtered={filtered}
        query={query}
        busy={busy}
        columns={columns}
        rowKey={(e) => e.id}
        emptyText="No enquiries yet. Messages sent from the contact page appear here."
      />
    </>
  );
}
