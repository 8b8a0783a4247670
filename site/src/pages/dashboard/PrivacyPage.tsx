import { lazy, Suspense, useState } from 'react';
import { Button, Stack } from '@company/ui';
import * as s from '../../forms/page.css';

/** The API's "Download my data" address (same origin; the session cookie authenticates a plain link). */
const EXPORT_URL = '/api/v1/customer/me/export';

const loadDialog = () => import('./DeleteAccountDialog');
const DeleteAccountDialog = lazy(loadDialog);

/**
 * Privacy (docs/requirements/issues/24-staff-console.md): "Download my data" (a JSON file of everything held about the customer) and "Delete my
 * account" (confirmed in an alert dialog by typing DELETE): personal data is erased, payment records are kept
 * with the name and contact details removed, and every session ends at once.
 */
export function PrivacyPage() {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <h2 className={s.sectionTitle}>Privacy</h2>
      <Stack as="section" gap={5} aria-labelledby="download-title">
        <h3 id="download-title" className={s.sectionTitle}>
          Download my data
        </h3>
        <p className={s.muted}>
          A JSON file of everything we hold about you: your profile, orders and payments, courses, job and
          internship applications with their status, enquiries sent while signed in, and your sessions.
        </p>
        <div>
          <Button asChild variant="outline" tone="neutral">
            <a href={EXPORT_URL} download>
              Download my data
            </a>
          </Button>
        </div>
      </Stack>
      <Stack as="section" gap={5} aria-labelledby="delete-title">
        <h3 id="delete-title" className={s.sectionTitle}>
          Delete my account
        </h3>
        <p className={s.muted}>
          Your profile, applications (and résumés), enquiries and sessions are erased. Payment records stay,
          as tax law requires, without your name, e-mail or phone. This cannot be undone.
        </p>
        <div>
          <Button
            tone="critical"
            aria-haspopup="dialog"
            // Fetch the dialog's code as soon as a press looks likely.
            onPointerEnter={() => void loadDialog().catch(() => undefined)}
            onFocus={() => void loadDialog().catch(() => undefined)}
            onClick={() => {
              setRequested(true);
              setOpen(true);
            }}
          >
            Delete my account
          </Button>
        </div>
        {requested ? (
          <Suspense fallback={null}>
            <DeleteAccountDialog open={open} onOpenChange={setOpen} />
          </Suspense>
        ) : null}
      </Stack>
    </>
  );
}
