import { ErrorPage, UNAVAILABLE_LEAD, UNAVAILABLE_TITLE } from '../pages/ErrorPage';
import { privatePageMeta } from '../seo';

/**
 * The page the server sends (as 503, with Retry-After) for any address it cannot render while its database
 * or the renderer fails (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md): prerendered
 * at build time, so it needs nothing at run time. The server points "Try again" at the address that failed
 * and leaves out the scripts (they would hydrate this page at another address). Never indexed.
 */
export const meta = () =>
  privatePageMeta('Temporarily unavailable', 'This page could not be loaded just now.', '/unavailable');

export default function UnavailableRoute() {
  return (
    <ErrorPage
      eyebrow="Temporarily unavailable"
      title={UNAVAILABLE_TITLE}
      lead={UNAVAILABLE_LEAD}
      retryHref="/"
    />
  );
}
