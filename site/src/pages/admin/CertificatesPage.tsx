import {
  type AdminCertificate,
  type AdminCertificateListResponse,
  certificateStatusLabels,
  formatCertificateHours,
} from '@company/contracts';
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { AlertDialog, Badge, Button, TextArea, VisuallyHidden } from '@company/ui';

import type { ActionResult } from './consoleData';
import { ConsoleList, type Column } from './DataTable';
import { type ListPageData, useListBusy } from './EnquiriesPage';
import { useActionFeedback } from './EnquiryPage';
import { ChoiceFilter, DateRangeFilter, FilterBar, SearchFilter } from './filters';
import { day, SectionHeader } from './parts';
import * as c from './console.css';

export const REVOKE_CERTIFICATE = 'revoke-certificate';

export type CertificateQuery = {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
};

function StatusBadge({ certificate }: { certificate: AdminCertificate }) {
  return (
    <Badge tone={certificate.status === 'valid' ? 'success' : 'critical'}>
      {certificateStatusLabels[certificate.status]}
    </Badge>
  );
}

/**
 * The revocation dialog: asked first, with the reason (kept with the certificate and in the audit log).
 * The certificate's public page says revoked as soon as this is saved.
 */
function RevokeDialog({
  certificate,
  result,
  onClose,
}: {
  certificate: AdminCertificate;
  result: ActionResult<AdminCertificate> | undefined;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === REVOKE_CERTIFICATE;
  // Only an answer to this dialog's own submission: not one that was on the page when it opened.
  const [before] = useState(result);
  const failed = result && result !== before && !result.ok ? result : undefined;
  const formId = `revoke-${certificate.id}`;
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Content>
        <AlertDialog.Title>Revoke {certificate.name}&apos;s certificate?</AlertDialog.Title>
        <AlertDialog.Description>
          {certificate.courseTitle}, ID {certificate.id}. Its public page will say “This certificate has been
          revoked” at once, and the student can no longer download it. This cannot be undone here.
        </AlertDialog.Description>
        <Form id={formId} method="post" noValidate className={c.form}>
          <input type="hidden" name="intent" value={REVOKE_CERTIFICATE} />
          <input type="hidden" name="id" value={certificate.id} />
          <TextArea
            label="Reason"
            name="reason"
            rows={3}
            maxLength={500}
            description="For the record and the audit log, e.g. “Course refunded on 2 December”."
            error={failed?.errors.reason}
            required
          />
          {failed && !failed.errors.reason ? (
            <p className={c.noticeError} role="alert">
              {failed.message}
            </p>
          ) : null}
        </Form>
        <AlertDialog.Footer>
          <AlertDialog.Cancel>Keep certificate</AlertDialog.Cancel>
          <Button type="submit" form={formId} tone="critical" loading={saving}>
            Revoke certificate
          </Button>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/**
 * Certificates of completion (issue 32, docs/requirements/issues/32-courses-you-can-take.md): newest first,
 * search by name, e-mail, course or ID, status and day filters, sortable columns, pages; revoke with a reason.
 */
export function CertificatesPage({
  data,
}: {
  data: ListPageData<CertificateQuery, AdminCertificateListResponse>;
}) {
  const { query, errors, list, failure } = data;
  const busy = useListBusy();
  const result = useActionFeedback<AdminCertificate>();
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  // A saved revocation closes the dialog; a refused one keeps it open with the reason.
  useEffect(() => {
    if (result?.ok) setRevoking(null);
  }, [result]);

  const columns: Column<AdminCertificate>[] = [
    { key: 'createdAt', header: 'Issued', sortable: true, cell: (row) => day(row.createdAt) },
    {
      key: 'name',
      header: 'Student',
      sortable: true,
      cell: (row) => (
        <span>
          {row.name}
          <br />
          <span className={c.muted}>{row.email}</span>
        </span>
      ),
    },
    {
      key: 'courseTitle',
      header: 'Course',
      sortable: true,
      cell: (row) => <span className={c.clip}>{row.courseTitle}</span>,
    },
    { key: 'completedAt', header: 'Completed', sortable: true, cell: (row) => day(row.completedAt) },
    { key: 'hours', header: 'Length', cell: (row) => formatCertificateHours(row.minutes) },
    {
      key: 'id',
      header: 'ID',
      cell: (row) => (
        <a href={`/certificates/${row.id}`} target="_blank" rel="noreferrer">
          {row.id}
          <VisuallyHidden> (public page, opens in a new tab)</VisuallyHidden>
        </a>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <span title={row.revokedReason ?? undefined}>
          <StatusBadge certificate={row} />
          {row.revokedAt ? <span className={c.muted}> {day(row.revokedAt)}</span> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) =>
        row.status === 'valid' ? (
          <Button type="button" size="sm" variant="outline" tone="critical" onClick={() => setRevoking(row)}>
            Revoke<VisuallyHidden> the certificate of {row.name}</VisuallyHidden>
          </Button>
        ) : (
          <span className={c.muted}>{row.revokedReason}</span>
        ),
    },
  ];

  return (
    <>
      <SectionHeader title="Certificates">
        <p className={c.muted}>
          Issued when a student finishes every lesson of a course. Anyone can check one at its public page;
          revoking it (a refund, a mistake) shows there at once.
        </p>
      </SectionHeader>
      {result ? (
        <p className={result.ok ? c.notice : c.noticeError} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      <FilterBar label="Filter certificates" query={query} errors={errors} clearTo="/admin/certificates">
        <SearchFilter description="Student name or e-mail, course, or certificate ID" />
        <ChoiceFilter name="status" label="Status" options={certificateStatusLabels} />
        <DateRangeFilter />
      </FilterBar>
      <ConsoleList
        title="Certificates"
        captionNote=", newest first unless sorted"
        path="/admin/certificates"
        list={list}
        errors={errors}
        filtered={Boolean(query.q || query.status || query.from || query.to)}
        query={query}
        busy={busy}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="No certificates yet. One is issued when a student finishes every lesson of a course."
        failure={failure}
      />
      {revoking ? (
        <RevokeDialog
          key={revoking.id}
          certificate={revoking}
          result={result}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}
