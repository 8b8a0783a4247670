import { enquiryStatusLabels, type Enquiry, type StaffMember } from '@company/contracts';
import { useEffect } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Button, Select, TextArea, useToast } from '@company/ui';
import type { ActionResult } from './consoleData';
import { dateTime, EnquiryStatusBadge } from './parts';
import * as c from './console.css';

export const MARK_DONE = 'done';

/** Shows the outcome of a console form once: a toast, and the same words inline for the record. */
export function useActionFeedback<T>() {
  const result = useActionData<ActionResult<T>>();
  const toast = useToast();
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
    // One toast per answer: `result` is a new object for each submission.
  }, [result, toast]);
  return result;
}

/** One enquiry: every field, and the form that sets status, assignee and notes (or marks it done). */
export function EnquiryPage({ enquiry, staff }: { enquiry: Enquiry; staff: StaffMember[] }) {
  const result = useActionFeedback<Enquiry>();
  const navigation = useNavigation();
  const submitting =
    navigation.state === 'submitting' ? (navigation.formData?.get('intent') ?? 'save') : null;
  const errors = result && !result.ok ? result.errors : {};
  return (
    <>
      <Link className={c.backLink} to="/admin/enquiries">
        ← All enquiries
      </Link>
      <div className={c.sectionHeader}>
        <div>
          <h1 className={c.heading}>{enquiry.subject}</h1>
          <p className={c.muted}>
            From {enquiry.name}, {dateTime(enquiry.createdAt)}
          </p>
        </div>
        <EnquiryStatusBadge status={enquiry.status} />
      </div>
      <div className={c.detailGrid}>
        <section className={c.panel} aria-labelledby="enquiry-details">
          <h2 id="enquiry-details" className={c.panelTitle}>
            Enquiry
          </h2>
          <dl className={c.details}>
            <dt>Name</dt>
            <dd>{enquiry.name}</dd>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:${enquiry.mobile}`}>{enquiry.mobile}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>{enquiry.email ? <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a> : 'Not given'}</dd>
            <dt>Subject</dt>
            <dd>{enquiry.subject}</dd>
            <dt>Received</dt>
            <dd>{dateTime(enquiry.createdAt)}</dd>
            <dt>Status</dt>
            <dd>{enquiryStatusLabels[enquiry.status]}</dd>
            <dt>Assignee</dt>
            <dd>{enquiry.assignee ? `${enquiry.assignee.name} (${enquiry.assignee.email})` : 'Nobody'}</dd>
            {enquiry.doneBy || enquiry.doneAt ? (
              <>
                <dt>Done</dt>
                <dd>
                  {enquiry.doneAt ? dateTime(enquiry.doneAt) : ''}
                  {enquiry.doneBy ? ` by ${enquiry.doneBy.name}` : ''}
                </dd>
              </>
            ) : null}
            <dt>Last change</dt>
            <dd>{dateTime(enquiry.updatedAt)}</dd>
          </dl>
          <h3 className={c.panelTitle}>Message</h3>
          <p className={c.message}>{enquiry.message}</p>
        </section>
        <section className={c.panel} aria-labelledby="enquiry-work">
          <h2 id="enquiry-work" className={c.panelTitle}>
            Follow-up
          </h2>
          {result ? (
            <p className={result.ok ? c.notice : c.noticeError} role={result.ok ? 'status' : 'alert'}>
              {result.message}
            </p>
          ) : null}
          {/* Keyed on the last change so the fields show what was saved. */}
          <Form method="post" key={enquiry.updatedAt} className={c.panel} style={{ padding: 0, border: 0 }}>
            <Select
              label="Status"
              name="status"
              defaultValue={enquiry.status}
              options={Object.entries(enquiryStatusLabels).map(([value, label]) => ({ value, label }))}
              error={errors.status}
            />
            <Select
              label="Assignee"
              name="assigneeId"
              defaultValue={enquiry.assignee?.id ?? ''}
              options={[
                { value: '', label: 'Nobody' },
                ...staff.map((member) => ({ value: member.id, label: member.name })),
              ]}
              error={errors.assigneeId}
            />
            <TextArea
              label="Internal notes"
              name="notes"
              rows={5}
              defaultValue={enquiry.notes}
              description="Seen by staff only, never by the sender."
              error={errors.notes}
            />
            <div className={c.actions}>
              <Button type="submit" name="intent" value="save" loading={submitting === 'save'}>
                Save changes
              </Button>
              {enquiry.status !== 'done' ? (
                <Button
                  type="submit"
                  name="intent"
                  value={MARK_DONE}
                  variant="outline"
                  tone="neutral"
                  loading={submitting === MARK_DONE}
                >
                  Mark as done
                </Button>
              ) : null}
            </div>
          </Form>
        </section>
      </div>
    </>
  );
}
