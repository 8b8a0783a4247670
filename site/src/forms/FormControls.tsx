import type { ReactNode } from 'react';
import * as f from './fields.css';
import { loadSchemas } from './load-schemas';

/**
 * Wraps a form's controls in a plain fieldset. It is never disabled for want of hydration: the fields
 * are uncontrolled, so what is typed before the script starts stays, and a submit before then posts
 * the form to its route's action. `busy` disables it while a hydrated submit is under way.
 * The first focus inside starts loading the form schemas (zod), so they are there by the submit.
 */
export function FormControls({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <fieldset className={f.group} disabled={busy} onFocus={() => void loadSchemas().catch(() => undefined)}>
      {children}
    </fieldset>
  );
}
