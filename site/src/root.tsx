import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { themeClassNames } from '@company/ui';
import type { Route } from './+types/root';
import { organizationJsonLd } from './seo';
import { SiteShell } from './layout/SiteShell';
import { NotFoundPage } from './pages/NotFoundPage';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={themeClassNames.dark} data-theme="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          // JSON-LD must be raw JSON; the data is our own static brand configuration.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd()).replace(/</g, '\\u003c') }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFoundPage />
      </SiteShell>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <SiteShell>
      <main id="main" style={{ padding: '6rem 1.5rem', textAlign: 'center' }}>
        <h1>{message}</h1>
        <p>Please refresh the page or go back to the home page.</p>
        <p>
          <a href="/">Back to home</a>
        </p>
      </main>
    </SiteShell>
  );
}
