import type { StaffInvitation, StaffMember } from '@company/contracts';
import { useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { AlertDialog, Badge, Button, TextField, VisuallyHidden } from '@company/ui';
import { DataTable, type Column } from './DataTable';
import { useActionFeedback } from './EnquiryPage';
import * as c from './console.css';
import { day } from './parts';

export const GRANT = 'grant';
export const REVOKE = 'revoke';
export const CANCEL_INVITATION = 'cancel-invitation';

/**
 * Staff accounts (administrators): give an existing account access by e-mail, or invite an e-mail without
 * an account (a single-use link, 7 days); take access away or cancel an invitation (asked first).
 */
export function StaffPage({
  staff,
  me,
  invitations,
}: {
  staff: StaffMember[];
  me: string;
  invitations: StaffInvitation[];
}) {
  const result = useActionFeedback<unknown>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [revoking, setRevoking] = useState<StaffMember | null>(null);
  const [cancelling, setCancelling] = useState<StaffInvitation | null>(null);
  const grantRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const errors = result && !result.ok ? result.errors : {};

  const columns: Column<StaffMember>[] = [
    { key: 'name', header: 'Name', cell: (m) => m.name },
    { key: 'email', header: 'Email', cell: (m) => m.email },
    {
      key: 'role',
      header: 'Role',
      cell: (m) => (
        <Badge tone={m.role === 'admin' ? 'accent' : 'neutral'}>
          {m.role === 'admin' ? 'Administrator' : 'Staff'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Access',
      cell: (m) =>
        m.role === 'admin' || m.id === me ? (
          <span className={c.muted}>Set by ADMIN_EMAIL</span>
        ) : (
          <Button type="button" size="sm" variant="outline" tone="critical" onClick={() => setRevoking(m)}>
            Revoke access<VisuallyHidden> of {m.name}</VisuallyHidden>
          </Button>
        ),
    },
  ];

  const invitationColumns: Column<StaffInvitation>[] = [
    { key: 'email', header: 'Email', cell: (i) => i.email },
    { key: 'invitedBy', header: 'Invited by', cell: (i) => i.invitedBy },
    { key: 'createdAt', header: 'Sent', cell: (i) => day(i.createdAt) },
    { key: 'expiresAt', header: 'Expires', cell: (i) => day(i.expiresAt) },
    {
      key: 'actions',
      header: 'Invitation',
      cell: (i) => (
        <Button type="button" size="sm" variant="outline" tone="critical" onClick={() => setCancelling(i)}>
          Cancel invitation<VisuallyHidden> to {i.email}</VisuallyHidden>
        </Button>
      ),
    },
  ];

  return (
    <>
      <div>
        <h1 className={c.heading}>Staff</h1>
        <p className={c.muted}>Who can open the console. Staff see enquiries, applications and orders.</p>
      </div>
      {result ? (
        <p className={result.ok ? c.notice : c.noticeError} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      <Form
        method="post"
        ref={grantRef}
        className={c.filters}
        aria-label="Give staff access"
        key={`${staff.length}-${invitations.length}`}
      >
        <input type="hidden" name="intent" value={GRANT} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          description="An existing account gets access at once; any other address gets an invitation to create one."

          error={errors.email}
          required
        />
        <div className={c.filterActions}>
          <Button type="submit" loading={busy === GRANT}>
            Give staff access
          </Button>
        </div>
      </Form>
      <DataTable
        caption={`Staff · ${staff.length}`}
        columns={columns}
        rows={staff}
        rowKey={(m) => m.id}
        sort=""
        order="asc"
        empty="Nobody has staff access yet."
      />
      <DataTable
        caption={`Pending invitations · ${invitations.length}`}
        columns={invitationColumns}
        rows={invitations}
        rowKey={(i) => i.id}
        sort=""
        order="asc"
        empty="No invitations are waiting."
      />
      <AlertDialog.Root
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
      >
        <AlertDialog.Content>
          <AlertDialog.Title>Revoke {revoking?.name}&apos;s access?</AlertDialog.Title>
          <AlertDialog.Description>
            {revoking?.email} will no longer open the console, and every session of the account ends now.
            Their customer account stays.
          </AlertDialog.Description>
          <AlertDialog.Footer>
            <AlertDialog.Cancel>Keep access</AlertDialog.Cancel>
            <AlertDialog.Action
              tone="critical"
              onClick={() => {
                if (revoking) submit({ intent: REVOKE, id: revoking.id }, { method: 'post' });
              }}
            >
              Revoke access
            </AlertDialog.Action>
          </AlertDialog.Footer>
        </AlertDialog.Content>
      </AlertDialog.Root>
      <AlertDialog.Root
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
      >
        <AlertDialog.Content>
          <AlertDialog.Title>Cancel the invitation to {cancelling?.email}?</AlertDialog.Title>
          <AlertDialog.Description>
            The link in their e-mail stops working now. You can invite them again later.
          </AlertDialog.Description>
          <AlertDialog.Footer>
            <AlertDialog.Cancel>Keep invitation</AlertDialog.Cancel>
            <AlertDialog.Action
              tone="critical"
              onClick={() => {
                if (cancelling) submit({ intent: CANCEL_INVITATION, id: cancelling.id }, { method: 'post' });
              }}
            >
              Cancel invitation
            </AlertDialog.Action>
          </AlertDialog.Footer>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}
