import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  DataTable as UiDataTable,
  Pagination as UiPagination,
  type DataTableColumn,
  type DataTableLinkProps,
  type PaginationLinkProps,
} from '@company/ui';
import * as c from './console.css';

export interface Column<Row> {
  /** Column key; a sortable column's key is the `sort` value the API knows. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists, read as its caption ("Enquiries, page 1 of 3, 42 in all"). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | null;
  rowKey: (row: Row) => string;
  /** The sort in effect (`sort` and `order` of the URL). */
  sort: string;
  order: 'asc' | 'desc';
  /** True while the next page of data loads: the table stays, marked busy. */
  busy?: boolean;
  /** Shown in the body when there are no rows. */
  empty: ReactNode;
}

/** The URL of this page with some search parameters changed (and the page back to 1 unless given). */
export function useHrefWith() {
  const location = useLocation();
  return (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(location.search);
    if (!('page' in changes)) params.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
}

/** A router link for the library's links (sort headers, pages): client navigation, no scroll jump. */
const renderLink = ({ href, ...props }: DataTableLinkProps | PaginationLinkProps) => (
  <Link to={href} preventScrollReset {...props} />
);

/**
 * The console's data table: `@company/ui`'s DataTable with the sort in the URL. Sortable headers are
 * links to the list in that sort (`sort`/`order` search parameters: they survive reloads and the back
 * button, and work before hydration), with `aria-sort` on the sorted header; rows take focus and move
 * with the arrow keys (Enter opens the row's link). `rows === null` is the first load (placeholder
 * rows, busy); `busy` keeps the current rows on screen, marked busy, while the next ones load.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  order,
  busy,
  empty,
}: DataTableProps<Row>) {
  const hrefWith = useHrefWith();
  const tableColumns = columns.map((column): DataTableColumn<Row> => ({
    key: column.key,
    header: column.header,
    cell: column.cell,
    sortable: column.sortable,
    align: column.numeric ? 'end' : 'start',
    // Dates start newest first; everything else A to Z.
    firstSortDirection: column.key === 'createdAt' ? 'descending' : 'ascending',
  }));
  return (
    <UiDataTable
      caption={caption}
      columns={tableColumns}
      rows={rows ?? []}
      rowKey={rowKey}
      sort={sort ? { key: sort, direction: order === 'asc' ? 'ascending' : 'descending' } : null}
      sortHrefFor={(next) =>
        hrefWith({ sort: next.key, order: next.direction === 'ascending' ? 'asc' : 'desc' })
      }
      renderLink={renderLink}
      loading={rows === null || busy}
      loadingLabel={`Loading ${caption.split(' ·')[0]!.toLowerCase()}`}
      empty={empty}
    />
  );
}

/** The one-item form of the plural nouns the console counts ("1 enquiry", "2 enquiries"). */
const SINGULAR: Record<string, string> = {
  enquiries: 'enquiry',
  applications: 'application',
  orders: 'order',
  blogs: 'blog',
  jobs: 'job',
  prices: 'price',
  changes: 'change',
  'team members': 'team member',
  certificates: 'certificate',
};

/** "1 enquiry", "12 enquiries" (Indian digit grouping). */
export function countOf(total: number, noun: string): string {
  return `${total.toLocaleString('en-IN')} ${total === 1 ? (SINGULAR[noun] ?? noun) : noun}`;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted, plural ("enquiries"). */
  noun: string;
}

/** How many there are, and `@company/ui`'s Pagination: pages as links in the URL (`page`). */
export function Pagination({ page, totalPages, total, noun }: PaginationProps) {
  const hrefWith = useHrefWith();
  return (
    <div className={c.pagination}>
      <p className={c.muted}>
        {total === 0 ? `No ${noun}` : `Page ${page} of ${totalPages} · ${countOf(total, noun)}`}
      </p>
      <UiPagination
        aria-label={`Pages of ${noun}`}
        page={page}
        pageCount={totalPages}
        hrefFor={(n) => hrefWith({ page: n === 1 ? undefined : String(n) })}
        renderLink={renderLink}
      />
    </div>
  );
}

export interface ConsoleListProps<Row> {
  /** `Enquiries`: the caption's title and, lower-cased, the noun of the empty state and the pager. */
  title: string;
  /** Caption after the title, before the page (e.g. `, newest first unless sorted`). */
  captionNote?: string;
  /** The section's own page, the link that clears the filters. */
  path: string;
  list: { data: readonly Row[]; page: number; totalPages: number; total: number } | null;
  /** Field errors of the filters: the list is not loaded until they are corrected. */
  errors: Record<string, string>;
  filtered: boolean;
  query: { sort: string; order: 'asc' | 'desc' };
  busy?: boolean;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** The empty state without filters: what will appear here. */
  emptyText: string;
  /**
   * The list could not be fetched (no answer, a 5xx): said in an alert with a way to try again, the
   * filters kept (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md).
   */
  failure?: string;
}

/** A console section's list: the table with its three empty states, and the pager under it. */
export function ConsoleList<Row>({
  title,
  captionNote = '',
  path,
  list,
  errors,
  filtered,
  query,
  busy,
  columns,
  rowKey,
  emptyText,
  failure,
}: ConsoleListProps<Row>) {
  const noun = title.toLowerCase();
  const invalid = Object.keys(errors).length > 0;
  const location = useLocation();
  return (
    <>
      {failure ? (
        <div className={c.noticeError} role="alert">
          <p>{failure}</p>
          {/* The same address again: its loader runs once more, the filters kept. */}
          <Link to={`${location.pathname}${location.search}`}>Try again</Link>
        </div>
      ) : null}
      <DataTable
        caption={list ? `${title}${captionNote} · page ${list.page} of ${list.totalPages}` : title}
        columns={columns}
        rows={list ? list.data : invalid || failure ? [] : null}
        rowKey={rowKey}
        sort={query.sort}
        order={query.order}
        busy={busy}
        empty={
          failure ? (
            `No ${noun} to show.`
          ) : invalid ? (
            `Correct the filters above to see ${noun}.`
          ) : filtered ? (
            <>
              No {noun} match these filters. <Link to={path}>Clear the filters</Link>
            </>
          ) : (
            emptyText
          )
        }
      />
      {list ? (
        <Pagination page={list.page} totalPages={list.totalPages} total={list.total} noun={noun} />
      ) : null}
    </>
  );
}
