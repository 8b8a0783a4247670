'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { paginationChevron, paginationGap, paginationItem, paginationList, paginationStep } from './Pagination.css';

/** What `renderLink` receives: spread it on your router's link (`<Link to={href} {...rest} />`). */
export interface PaginationLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  rel?: 'prev' | 'next';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}
export type PaginationRenderLink = (props: PaginationLinkProps) => ReactElement;

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. With one page (or none) nothing is rendered. */
  pageCount: number;
  /**
   * The address of a page: every item is then a real link, which works before the page's script
   * runs (or without it). Default none.
   */
  hrefFor?: (page: number) => string;
  /**
   * Called with the page chosen. Without `hrefFor` the items are buttons; with it, a plain click is
   * handled here instead of following the link (modified clicks, e.g. Ctrl+click, still open it).
   */
  onPageChange?: (page: number) => void;
  /** Renders each link (a router link); default a plain `<a>`. Only used with `hrefFor`. */
  renderLink?: PaginationRenderLink;
  /** Pages shown on each side of the current one, besides the first and the last. Default `1`. */
  siblingCount?: number;
  /** Names the navigation landmark. Default `'Pagination'`. */
  'aria-label'?: string;
}

type Entry = number | 'gap';

/** First, last, and the current page with its siblings; a gap of one page shows that page instead of "…". */
function paginationEntries(page: number, pageCount: number, siblingCount: number): Entry[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - siblingCount; n <= page + siblingCount; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: Entry[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) entries.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) entries.push('gap');
    entries.push(n);
  });
  return entries;
}

const defaultRenderLink: PaginationRenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/**
 * Pages of a list: Previous, the page numbers around the current one, Next, in a `<nav>` landmark.
 * Router-agnostic: give `hrefFor` for links (and `renderLink` for your router's link), or
 * `onPageChange` alone for buttons. The current page has `aria-current="page"`.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page: pageProp, pageCount, hrefFor, onPageChange, renderLink = defaultRenderLink, siblingCount = 1, className, 'aria-label': label = 'Pagination', ...rest },
  ref,
) {
  if (pageCount <= 1) return null;
  const page = Math.min(Math.max(1, Math.round(pageProp)), pageCount);

  const item = (target: number, content: ReactNode, options: { current?: boolean; rel?: 'prev' | 'next'; step?: boolean }) => {
    const classes = cx(paginationItem, options.step && paginationStep);
    const disabled = target < 1 || target > pageCount;
    if (hrefFor) {
      if (disabled) {
        // A link to nowhere is no link: a plain label, out of the tab order, marked unavailable.
        return (
          <span className={classes} aria-disabled="true">
            {content}
          </span>
        );
      }
      return renderLink({
        href: hrefFor(target),
        className: classes,
        children: content,
        'aria-current': options.current ? 'page' : undefined,
        rel: options.rel,
        onClick: onPageChange
          ? (event) => {
              if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onPageChange(target);
            }
          : undefined,
      });
    }
    return (
      <button
        type="button"
        className={classes}
        disabled={disabled}
        aria-current={options.current ? 'page' : undefined}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav ref={ref} aria-label={label} className={className} {...rest}>
      <ul className={paginationList}>
        <li>
          {item(
            page - 1,
            <>
              <ChevronLeft className={paginationChevron} aria-hidden="true" focusable="false" />
              Previous
            </>,
            { rel: 'prev', step: true },
          )}
        </li>
        {paginationEntries(page, pageCount, siblingCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={paginationGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {item(
                entry,
                <>
                  <VisuallyHidden>Page </VisuallyHidden>
                  {entry}
                </>,
                { current: entry === page },
              )}
            </li>
          ),
        )}
        <li>
          {item(
            page + 1,
            <>
              Next
              <ChevronRight className={paginationChevron} aria-hidden="true" focusable="false" />
            </>,
            { rel: 'next', step: true },
          )}
        </li>
      </ul>
    </nav>
  );
});
Pagination.displayName = 'Pagination';
