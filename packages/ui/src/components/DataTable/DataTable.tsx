'use client';

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  forwardRef,
  useId,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import {
  dataTable,
  dataTableCaption,
  dataTableCell,
  dataTableEmpty,
  dataTableEnd,
  dataTableHeader,
  dataTableRoot,
  dataTableRow,
  dataTableRowHeader,
  dataTableSkeleton,
  dataTableSort,
  dataTableSortIcon,
  dataTableSortIconIdle,
  dataTableStatus,
} from './DataTable.css';

export type DataTableSortDirection = 'ascending' | 'descending';

/** A sort in effect: the column's `key` and the direction (the words `aria-sort` uses). */
export interface DataTableSort {
  key: string;
  direction: DataTableSortDirection;
}

export interface DataTableColumn<Row> {
  /** Identifies the column; for a sortable column, the sort key handed to `onSortChange` / `sortHrefFor`. */
  key: string;
  /** The column header. */
  header: ReactNode;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** The header sorts the table (a button, or a link with `sortHrefFor`). Default `false`. */
  sortable?: boolean;
  /** Direction of the first sort by this column (dates often start newest first). Default `'ascending'`. */
  firstSortDirection?: DataTableSortDirection;
  /** `end` for numbers and amounts. Default `'start'`. */
  align?: 'start' | 'end';
  /** The cells of this column name their row (`<th scope="row">`): use it for the name or title column. Default `false`. */
  rowHeader?: boolean;
}

/** What `renderLink` receives: spread it on your router's link (`<Link to={href} {...rest} />`). */
export interface DataTableLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}
export type DataTableRenderLink = (props: DataTableLinkProps) => ReactElement;

export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What the table lists; its caption and accessible name ("Enquiries, page 1 of 3"). */
  caption: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key of a row (its id). */
  rowKey: (row: Row) => string;
  /** The sort in effect (controlled); `null` or absent: unsorted. Default none. */
  sort?: DataTableSort | null;
  /** Called with the sort a header asks for. Without `sortHrefFor` the sortable headers are buttons. */
  onSortChange?: (sort: DataTableSort) => void;
  /**
   * The address of the list in a sort: sortable headers are then real links (server-sorted tables that
   * work before hydration); a plain click goes to `onSortChange` when it is given too. Default none.
   */
  sortHrefFor?: (sort: DataTableSort) => string;
  /** Renders each sort link (a router link); default a plain `<a>`. Only used with `sortHrefFor`. */
  renderLink?: DataTableRenderLink;
  /**
   * Rows are on their way: the table is `aria-busy`, a spinner announces `loadingLabel`; with no rows
   * yet, placeholder rows stand in. Default `false`.
   */
  loading?: boolean;
  /** Announced while loading. Default `'Loading'`. */
  loadingLabel?: string;
  /** Shown in the body when there are no rows (and not loading). Default `'Nothing to show.'`. */
  empty?: ReactNode;
  /** Placeholder rows while the first rows load. Default `5`. */
  skeletonRows?: number;
}

const defaultRenderLink: DataTableRenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function DataTableInner<Row>(
  {
    caption,
    columns,
    rows,
    rowKey,
    sort = null,
    onSortChange,
    sortHrefFor,
    renderLink = defaultRenderLink,
    loading = false,
    loadingLabel = 'Loading',
    empty = 'Nothing to show.',
    skeletonRows = 5,
    className,
    ...rest
  }: DataTableProps<Row>,
  ref: Ref<HTMLDivElement>,
) {
  const captionId = `${useId()}-caption`;
  // Roving focus: one body row is in the tab order (the last one focused, the first at the start).
  const [activeRow, setActiveRow] = useState(0);
  const active = Math.min(activeRow, Math.max(0, rows.length - 1));
  const hasRows = rows.length > 0;

  const rowElements = (body: HTMLElement) => Array.from(body.querySelectorAll<HTMLTableRowElement>(':scope > tr[data-row]'));

  const onBodyKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = event.target as HTMLElement;
    // Only when a row itself has focus: keys inside a cell's link, button or field are theirs.
    if (row.tagName !== 'TR' || !row.hasAttribute('data-row')) return;
    const all = rowElements(event.currentTarget);
    const index = all.indexOf(row as HTMLTableRowElement);
    const target =
      event.key === 'ArrowDown' ? index + 1
      : event.key === 'ArrowUp' ? index - 1
      : event.key === 'Home' ? 0
      : event.key === 'End' ? all.length - 1
      : undefined;
    if (target !== undefined) {
      event.preventDefault();
      const next = all[Math.min(Math.max(0, target), all.length - 1)];
      next?.focus();
    } else if (event.key === 'Enter') {
      // Enter presses the row's first link or button: its main action ("open").
      const action = row.querySelector<HTMLElement>('a[href], button:not(:disabled)');
      if (action) {
        event.preventDefault();
        action.click();
      }
    }
  };

  const onBodyFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr[data-row]');
    if (!row) return;
    const index = rowElements(event.currentTarget).indexOf(row as HTMLTableRowElement);
    if (index >= 0 && index !== active) setActiveRow(index);
  };

  const sortControl = (column: DataTableColumn<Row>, current: DataTableSortDirection | undefined) => {
    const next: DataTableSort = {
      key: column.key,
      direction: current ? (current === 'ascending' ? 'descending' : 'ascending') : (column.firstSortDirection ?? 'ascending'),
    };
    const Arrow = current === 'ascending' ? ArrowUp : current === 'descending' ? ArrowDown : ArrowUpDown;
    const content = (
      <>
        {column.header}
        <Arrow className={cx(dataTableSortIcon, !current && dataTableSortIconIdle)} aria-hidden="true" focusable="false" />
      </>
    );
    if (sortHrefFor) {
      return renderLink({
        href: sortHrefFor(next),
        className: dataTableSort,
        children: content,
        onClick: onSortChange
          ? (event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              onSortChange(next);
            }
          : undefined,
      });
    }
    return (
      <button type="button" className={dataTableSort} onClick={() => onSortChange?.(next)}>
        {content}
      </button>
    );
  };

  return (
    <div
      ref={ref}
      role="region"
      aria-labelledby={captionId}
      // A scrolling frame must be reachable by keyboard (axe: scrollable-region-focusable); the rows
      // take that part when there are any.
      tabIndex={hasRows ? undefined : 0}
      className={cx(dataTableRoot, className)}
      {...rest}
    >
      <table className={dataTable} aria-busy={loading || undefined}>
        <caption id={captionId} className={dataTableCaption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const current = column.sortable && sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={current}
                  className={cx(dataTableHeader, column.align === 'end' && dataTableEnd)}
                >
                  {column.sortable ? sortControl(column, current) : column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the focusable rows (roving focus) */}
        <tbody onKeyDown={onBodyKeyDown} onFocus={onBodyFocus}>
          {hasRows ? (
            rows.map((row, index) => (
              <tr key={rowKey(row)} data-row="" tabIndex={index === active ? 0 : -1} className={dataTableRow}>
                {columns.map((column) => {
                  const classes = cx(column.rowHeader ? dataTableRowHeader : dataTableCell, column.align === 'end' && dataTableEnd);
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={classes}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={classes}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          ) : loading ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.key} className={dataTableCell}>
                    <span className={dataTableSkeleton} />
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className={dataTableEmpty}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {loading ? (
        <div className={dataTableStatus}>
          <Spinner label={loadingLabel} size="sm" />
        </div>
      ) : null}
    </div>
  );
}

/**
 * An accessible data table: a real `<table>` with a caption (its name), column headers, optional
 * sorting (controlled: `sort` + `onSortChange` buttons, or `sortHrefFor` links), roving row focus
 * (arrow keys, Home/End, Enter opens), an empty state and a loading state. The ref reaches the frame.
 */
export const DataTable = forwardRef(DataTableInner) as (<Row>(props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> }) => ReactElement) & {
  displayName?: string;
};
DataTable.displayName = 'DataTable';
