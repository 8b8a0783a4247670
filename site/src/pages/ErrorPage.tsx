import { Button } from '@company/ui';
import { PageContainer } from './shared/layout';
import * as page from './shared/page.css';

/** The words of a page that could not be made (the server or its database not answering). */
export const UNAVAILABLE_TITLE = 'We’ll be right back';
export const UNAVAILABLE_LEAD =
  'This page could not be loaded just now because our servers are not answering. Nothing you did caused this. Please try again in a few seconds.';

export interface ErrorPageProps {
  /** The small heading above the title. */
  eyebrow: string;
  title: string;
  lead: string;
  /** Where "Try again" goes: the address that failed (path and query). */
  retryHref: string;
}

/**
 * A page that could not be made, inside the site's header and footer: what happened in plain words, a
 * "Try again" link to the same address and a way home (plain links: a full load asks the server again). The root error boundary renders it, and the server
 * sends its prerendered copy (routes/unavailable.tsx) when it cannot render a page at all (issue 31,
 * docs/requirements/issues/31-unbreakable-at-the-edges.md).
 */
export function ErrorPage({ eyebrow, title, lead, retryHref }: ErrorPageProps) {
  return (
    <PageContainer as="main" padded>
      <div className={page.pageHeroInner}>
        <p className={page.eyebrow}>{eyebrow}</p>
        <h1 className={page.pageTitle}>{title}</h1>
        <p className={page.lead}>{lead}</p>
        <p className={page.lead}>
          <Button asChild size="lg">
            <a href={retryHref} data-retry-link>
              Try again
            </a>
          </Button>{' '}
          or{' '}
          <a href="/" className={page.textLink}>
            go back to the home page
          </a>
        </p>
      </div>
    </PageContainer>
  );
}
