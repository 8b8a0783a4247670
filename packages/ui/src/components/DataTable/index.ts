export { DataTable } from './DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableSort,
  DataTableSortDirection,
  DataTableLinkProps,
  DataTableRenderLink,
} from './DataTable';
