import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages } from '@company/contracts';
import { AlertDialog, Button, TextField, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import { apiErrorMessage, apiFieldErrors } from '../../forms';
import * as s from '../../forms/page.css';
import { clearSession } from '../../session';
import * as d from './dashboard.css';

/** The API's "Download my data" address (same origin; the session cookie authenticates a plain link). */
const EXPORT_URL = '/api/v1/customer/me/export';

/**
 * Privacy (issue 24): "Download my data" (a JSON file of everything held about the customer) and "Delete my
 * account" (confirmed in an alert dialog by typing DELETE): personal data is erased, payment records are kept
 * with the name and contact details removed, and every session ends at once.
 */
export function PrivacyPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const deleteAccount = async () => {
    if (confirm.trim() !== 'DELETE') {
      setError(accountMessages.deleteConfirmRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await (await loadApi()).customer.deleteAccount({ confirm: 'DELETE' });
      clearSession();
      setOpen(false);
      toast.success(answer.message);
      navigate('/', { replace: true });
    } catch (failure) {
      setError(apiFieldErrors(failure).confirm ?? apiErrorMessage(failure, 'Could not delete your account.'));
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className={s.sectionTitle}>Privacy</h2>
      <section className={d.subForm} aria-labelledby="download-title">
        <h3 id="download-title" className={d.subTitle}>
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
      </section>
      <section className={d.subForm} aria-labelledby="delete-title">
        <h3 id="delete-title" className={d.subTitle}>
          Delete my account
        </h3>
        <p className={s.muted}>
          Your profile, applications (and résumés), enquiries and sessions are erased. Payment records stay,
          as tax law requires, without your name, e-mail or phone. This cannot be undone.
        </p>
        <AlertDialog.Root
          open={open}
          onOpenChange={(next) => {
            if (busy) return;
            setOpen(next);
            if (!next) {
              setConfirm('');
              setError(undefined);
            }
          }}
        >
          <div>
            <AlertDialog.Trigger asChild>
              <Button tone="critical">Delete my account</Button>
            </AlertDialog.Trigger>
          </div>
          <AlertDialog.Content>
            <AlertDialog.Title>Delete your account?</AlertDialog.Title>
            <AlertDialog.Description>
              Your profile, applications, enquiries and sessions are erased now, on every device. Payment
              records are kept without your name, e-mail or phone. Type DELETE to confirm.
            </AlertDialog.Description>
            <TextField
              label="Type DELETE to confirm"
              name="confirm"
              autoComplete="off"
              value={confirm}
              onChange={(event) => {
                setConfirm(event.target.value);
                setError(undefined);
              }}
              error={error}
            />
            <AlertDialog.Footer>
              <AlertDialog.Cancel disabled={busy}>Keep my account</AlertDialog.Cancel>
              <AlertDialog.Action
                tone="critical"
                loading={busy}
                onClick={(event) => {
                  // The dialog stays open until the server has answered (and shows its error, if any).
                  event.preventDefault();
                  void deleteAccount();
                }}
              >
                Delete my account
              </AlertDialog.Action>
            </AlertDialog.Footer>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </section>
    </>
  );
}
