import type { ReactNode } from 'react';
import * as f from './fields.css';
import { loadSchemas } from './load-schemas';
import { useHydrated } from './useHydrated';

/**
 * Wraps a form's controls in a plain fieldset that stays disabled until the page is hydrated, so
 * nothing typed or pressed before then is lost (see `useHydrated`). `busy` disables it too.
 * The first focus inside starts loading the form schemas (zod), so they are there by the submit.
 */
export function FormControls({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      className={f.group}
      disabled={!hydrated || busy}
      onFocus={() => void loadSchemas().catch(() => undefined)}
    >
      {children}
    </fieldset>
  );
}
