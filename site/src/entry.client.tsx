import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageSections } from './document/lazySection';

/**
 * React Router's client entry, hydrating once the page's below-the-fold sections have arrived
 * (document/lazySection.tsx), so no part of the page is still waiting for its code when React meets it.
 * Presses made until the page has hydrated are replayed by the site shell (document/eventContract.ts).
 */
void loadPageSections().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
