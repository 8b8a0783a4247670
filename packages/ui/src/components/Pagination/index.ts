export { Pagination } from './Pagination';
export type { PaginationProps, PaginationLinkProps, PaginationRenderLink } from './Pagination';
