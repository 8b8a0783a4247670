import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { VisuallyHidden } from '@company/ui';
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

const SKELETON_ROWS = 5;

/**
 * The console's data table: a real `<table>` with a caption and column headers. Sortable headers are
 * links (the sort lives in the URL, so it survives reloads and the back button) with `aria-sort` on the
 * header; every link is reachable with Tab. `rows === null` is the first load (placeholder rows, busy);
 * `busy` keeps the current rows on screen, marked busy, while the next ones load.
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
  const loading = rows === null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so the keyboard can scroll it (axe: scrollable-region-focusable)
    <div className={c.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={c.table} aria-busy={loading || busy ? true : undefined}>
        <caption className={c.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.sortable && sort === column.key;
              const nextOrder =
                active && order === 'desc'
                  ? 'asc'
                  : active
                    ? 'desc'
                    : column.key === 'createdAt'
                      ? 'desc'
                      : 'asc';
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? c.numeric : undefined}
                  aria-sort={
                    column.sortable
                      ? active
                        ? order === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                      : undefined
                  }
                >
                  {column.sortable ? (
                    <Link
                      className={c.sortLink}
                      to={hrefWith({ sort: column.key, order: nextOrder })}
                      preventScrollReset
                    >
                      {column.header}
                      <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : '↕'}</span>
                      <VisuallyHidden>
                        {active
                          ? `, sorted ${order === 'asc' ? 'ascending' : 'descending'}; sort ${nextOrder === 'asc' ? 'ascending' : 'descending'}`
                          : ', sort'}
                      </VisuallyHidden>
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key}>
                    <span className={c.skeleton} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                <div className={c.empty}>{empty}</div>
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? c.numeric : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading ? (
        <p role="status" className={c.empty}>
          Loading…
        </p>
      ) : null}
    </div>
  );
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted ("enquiries"). */
  noun: string;
}

/** Pages of a list as links: Previous, numbers around the current page, Next. */
export function Pagination({ page, totalPages, total, noun }: PaginationProps) {
  const hrefWith = useHrefWith();
  const pages = new Set<number>([1, totalPages]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= totalPages) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const link = (n: number) => hrefWith({ page: n === 1 ? undefined : String(n) });
  return (
    <nav className={c.pagination} aria-label={`Pages of ${noun}`}>
      <p className={c.muted}>
        {total === 0 ? `No ${noun}` : `Page ${page} of ${totalPages} · ${total} ${noun}`}
      </p>
      {totalPages > 1 ? (
        <ul className={c.pageList}>
          <li>
            {page > 1 ? (
              <Link className={c.pageLink} to={link(page - 1)} rel="prev">
                Previous
              </Link>
            ) : (
              <span className={c.pageLink} aria-disabled="true">
                Previous
              </span>
            )}
          </li>
          {sorted.map((n, index) => (
            <li key={n}>
              {index > 0 && n - sorted[index - 1]! > 1 ? <span aria-hidden="true">… </span> : null}
              <Link className={c.pageLink} to={link(n)} aria-current={n === page ? 'page' : undefined}>
                <VisuallyHidden>Page </VisuallyHidden>
                {n}
              </Link>
            </li>
          ))}
          <li>
            {page < totalPages ? (
              <Link className={c.pageLink} to={link(page + 1)} rel="next">
                Next
              </Link>
            ) : (
              <span className={c.pageLink} aria-disabled="true">
                Next
              </span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
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
}: ConsoleListProps<Row>) {
  const noun = title.toLowerCase();
  const invalid = Object.keys(errors).length > 0;
  return (
    <>
      <DataTable
        caption={list ? `${title}${captionNote} · page ${list.page} of ${list.totalPages}` : title}
        columns={columns}
        rows={list ? list.data : invalid ? [] : null}
        rowKey={rowKey}
        sort={query.sort}
        order={query.order}
        busy={busy}
        empty={
          invalid ? (
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
