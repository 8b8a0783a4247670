import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertDialog, TextField, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import { clearSession } from '../../session';
import { failureOf } from './failure';

/** The words of `deleteAccountSchema` (@company/contracts); not imported, to keep zod out of this page. */
const DELETE_CONFIRM_REQUIRED = 'Type DELETE to confirm.';

/**
 * "Delete my account?" (docs/requirements/issues/24-staff-console.md): an alert dialog in which the customer types DELETE. The account is deleted
 * only once the server has answered; the dialog stays open meanwhile and shows the server's error, if any.
 * Loaded with its own module at the first press of "Delete my account" (the Privacy page does not need it
 * to show).
 */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const deleteAccount = async () => {
    if (confirm.trim() !== 'DELETE') {
      setError(DELETE_CONFIRM_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      const answer = await (await loadApi()).customer.deleteAccount({ confirm: 'DELETE' });
      clearSession();
      onOpenChange(false);
      toast.success(answer.message);
      navigate('/', { replace: true });
    } catch (failure) {
      const { errors, message } = failureOf(failure, 'Could not delete your account.');
      setError(errors.confirm ?? message);
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        if (!next) {
          setConfirm('');
          setError(undefined);
        }
      }}
    >
      <AlertDialog.Content>
        <AlertDialog.Title>Delete your account?</AlertDialog.Title>
        <AlertDialog.Description>
          Your profile, applications, enquiries and sessions are erased now, on every device. Payment records
          are kept without your name, e-mail or phone. Type DELETE to confirm.
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
  );
}
