import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from 'react-router';
import { ThemeScript, themeClassNames } from '@company/ui';
import type { Route } from './+types/root';
import { earlyEventsScript } from './document/eventContract';
import { useNonce } from './document/nonce';
import { coreFontPreloads } from './document/fonts';
import { organizationJsonLd, pageMeta } from './seo';
import { SiteShell } from './layout/SiteShell';
import { themeStorageKey } from './layout/ThemeSwitch';
import { NotFoundPage } from './pages/NotFoundPage';
import { ErrorPage, UNAVAILABLE_LEAD, UNAVAILABLE_TITLE } from './pages/ErrorPage';

export const links: Route.LinksFunction = () => [
  ...coreFontPreloads(),
  { rel: 'icon', href: '/media/brand/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/media/brand/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/media/brand/apple-touch-icon.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  // Inline scripts carry the response's CSP nonce (docs/requirements/issues/23-safe-in-production.md; undefined when prerendered and in the browser).
  const nonce = useNonce();
  return (
    <html lang="en-IN" className={themeClassNames.dark} data-theme="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Records presses made before the page hydrates, to replay them after (see eventContract). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyEventsScript }} />
        {/* Applies the stored theme choice to <html> before the first paint; dark (the brand) without one. */}
        <ThemeScript storageKey={themeStorageKey} defaultColorScheme="dark" nonce={nonce} />
        <meta name="theme-color" content="#000000" />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          nonce={nonce}
          // JSON-LD must be raw JSON; the data is our own static brand configuration.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd()).replace(/</g, '\\u003c') }}
        />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * The title of a page the error boundary below renders: a route that throws does not get to run its own
 * `meta`. Every page route has its own, so this is only ever used for errors.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({
    title: notFound ? 'Page not found' : 'Something went wrong',
    description: notFound
      ? 'The page you were looking for does not exist.'
      : 'This page could not be shown. Please refresh it or go back to the home page.',
    path: '/404',
    noindex: true,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFoundPage />
      </SiteShell>
    );
  }
  const retryHref = `${location.pathname}${location.search}`;
  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a server (or its database) that
  // does not answer gets plain words and a way to try again, never a status line or a stack.
  // An API client's failure carries `status` (0 when no answer came); read by shape, so the client stays
  // out of every page's JavaScript.
  const status =
    error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
      ? error.status
      : undefined;
  const unavailable = status === 503 || (status === 0 && error instanceof Error);
  return (
    <SiteShell>
      {unavailable ? (
        <ErrorPage
          eyebrow="Temporarily unavailable"
          title={UNAVAILABLE_TITLE}
          lead={UNAVAILABLE_LEAD}
          retryHref={retryHref}
        />
      ) : (
        <ErrorPage
          eyebrow="Something went wrong"
          title="This page could not be shown"
          lead="Please try again, or go back to the home page."
          retryHref={retryHref}
        />
      )}
    </SiteShell>
  );
}
