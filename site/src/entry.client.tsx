import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { takePendingClicks } from './document/pendingClicks';

/**
 * React Router's default client entry, plus one step: buttons pressed in the moment between the page's
 * first paint and this script (see document/deferHydration.ts) are pressed again once React listens,
 * so no press is lost. React hydrates the part that holds the button at once and handles the click.
 */
const pending = takePendingClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
for (const button of pending) if (button.isConnected && !button.disabled) button.click();
