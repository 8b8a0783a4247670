import '@company/ui/style.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Page } from './showcase/Page';

// The third-theme and locale pages (src/theme-locale) are optional: tests/consumer/apps.mjs removes
// them while @company/ui lacks createTheme and LocaleProvider.
const extras = import.meta.glob<{ routes: Record<string, ComponentType> }>('./theme-locale/routes.tsx', {
  eager: true,
});
const routes: Record<string, ComponentType> = { '/': Page, ...Object.values(extras)[0]?.routes };
const Route = routes[window.location.pathname.replace(/\/$/, '') || '/'] ?? Page;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Route />
  </StrictMode>,
);
