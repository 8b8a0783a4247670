import { experienceLevels } from '@company/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useSearchParams } from 'react-router';
import { useNavigationState } from '../../forms/useHydrated';
import { Button, Stack, useToast } from '@company/ui';
import type { ApiClient } from '@company/api-client';
import { loadApi } from '../../load-api';
import {
  apiErrorMessage,
  clearFields,
  FileInput,
  FormControls,
  type FormResult,
  formValues,
  RadioChoice,
  requestFailed,
  resultValue,
  ServerNotice,
  TextInput,
  useValidatedForm,
} from '../../forms';
import { loadSchemas } from '../../forms/load-schemas';
import * as s from '../../forms/page.css';
import { JOB_QUERY_PARAM, JOB_TITLE_KEY } from '../jobs/data';

/** Resume types of docs/requirements/SPEC.md §9. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';

export const JOB_APPLICATION_SUCCESS = 'Application submitted successfully! We will get back to you soon.';
export const JOB_APPLICATION_FAILURE = 'Submission failed. Please try again.';
/**
 * docs/requirements/SPEC.md §8 (the thunk's default): a submission that got no answer, a 5xx or a timeout
 * (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md).
 */
export const JOB_APPLICATION_REQUEST_FAILURE = 'Failed to submit application';

/** The form controls in the order of the spec's checks, so a failed check can focus its control. */
const checkOrder = ['name', 'email', 'phone', 'city', 'Experience', 'current_salary', 'resume'] as const;

/**
 * The job this application is for: the `?job=` query first (the Apply Now link sets it, so the title is
 * in the server's HTML and in a form posted without script), then navigation state, then local storage
 * (SPEC §2). A title from the query is kept in local storage too, as Apply Now does once hydrated.
 */
function useJobTitle(): string {
  const [params] = useSearchParams();
  const fromQuery = params.get(JOB_QUERY_PARAM)?.trim() || undefined;
  const fromState = (useNavigationState() as { jobTitle?: unknown } | null)?.jobTitle;
  const [stored, setStored] = useState('');
  useEffect(() => {
    try {
      if (fromQuery !== undefined) window.localStorage.setItem(JOB_TITLE_KEY, fromQuery);
      else if (typeof fromState !== 'string') setStored(window.localStorage.getItem(JOB_TITLE_KEY) ?? '');
    } catch {
      setStored('');
    }
  }, [fromQuery, fromState]);
  if (fromQuery !== undefined) return fromQuery;
  return typeof fromState === 'string' ? fromState : stored;
}

/**
 * /job-now: the job application. Once hydrated, checks run in the browser in the spec's order and each
 * failure is an error toast. Before that, or with no script, the form is a multipart POST to the route's
 * action (routes/job-now.tsx): the first failing check comes back written next to its field.
 */
export function JobApplicationPage() {
  const toast = useToast();
  const jobTitle = useJobTitle();
  const result = useActionData<FormResult>();
  // Only the action's answer shows inline; hydrated checks speak through toasts (SPEC §5).
  const form = useValidatedForm((schemas) => schemas.jobApplicationFormSchema, result);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !formRef.current) return;
    form.setErrors({});
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) {
      toast.error('Network Error');
      return;
    }
    const checked = schemas.jobApplicationFormSchema.safeParse({
      ...formValues(formRef.current),
      job_title: jobTitle,
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      if (issue) {
        toast.error(issue.message);
        const field = String(issue.path[0] ?? '');
        if ((checkOrder as readonly string[]).includes(field)) {
          formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
        }
      }
      return;
    }
    setSubmitting(true);
    try {
      const answer = await (
        await loadApi()
      ).jobs.apply(checked.data as Parameters<ApiClient['jobs']['apply']>[0]);
      toast.success(answer.message || JOB_APPLICATION_SUCCESS);
      clearFields(formRef.current);
    } catch (error) {
      // The reason ('Network Error', or the server's words on a 5xx) goes under the spec's text; what was
      // typed stays in the fields.
      if (requestFailed(error))
        toast.error(JOB_APPLICATION_REQUEST_FAILURE, {
          description: apiErrorMessage(error, '') || undefined,
        });
      else toast.error(apiErrorMessage(error, JOB_APPLICATION_FAILURE));
    } finally {
      setSubmitting(false);
    }
  };

  const value = (name: string) => resultValue(result, name);
  const errors = form.errors;

  return (
    <main className={s.narrowPage}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Job application</p>
        <h1 className={s.title}>Apply for a job</h1>
        {jobTitle ? (
          <p className={s.lead}>
            Applying for: <strong>{jobTitle}</strong>
          </p>
        ) : (
          <p className={s.lead}>
            Send a general application, or{' '}
            <Link className={s.textLink} to="/job">
              pick an open position
            </Link>{' '}
            first.
          </p>
        )}
      </Stack>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        onInput={form.onInput}
        aria-label="Job application"
      >
        {result?.ok ? (
          <ServerNotice tone="success">{result.message ?? JOB_APPLICATION_SUCCESS}</ServerNotice>
        ) : null}
        {/* The job applied for, when this page knows it (query, navigation state or local storage, SPEC §2). */}
        <input type="hidden" name="job_title" value={jobTitle} />
        <FormControls busy={submitting}>
          <div className={s.formGrid}>
            <TextInput
              label="Full Name"
              name="name"
              autoComplete="name"
              markRequired
              defaultValue={value('name')}
              error={errors.name}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              markRequired
              defaultValue={value('email')}
              error={errors.email}
            />
            <TextInput
              label="Phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              markRequired
              defaultValue={value('phone')}
              error={errors.phone}
            />
            <TextInput
              label="City"
              name="city"
              autoComplete="address-level2"
              markRequired
              defaultValue={value('city')}
              error={errors.city}
            />
            <RadioChoice
              legend="Experience"
              name="Experience"
              markRequired
              defaultValue={value('Experience')}
              error={errors.Experience}
              options={experienceLevels.map((level) => ({ value: level, label: level }))}
            />
            <TextInput
              label="Expected CTC"
              name="current_salary"
              hint="For example 4.5 LPA"
              markRequired
              defaultValue={value('current_salary')}
              error={errors.current_salary}
            />
            <FileInput
              label="Resume"
              name="resume"
              accept={RESUME_ACCEPT}
              hint="PDF, DOC or DOCX, up to 5 MB."
              markRequired
              error={errors.resume}
              fieldClassName={s.fullRow}
            />
          </div>
          {result && !result.ok && result.message ? (
            <ServerNotice tone="error">{result.message}</ServerNotice>
          ) : null}
          <Button type="submit" size="lg" fullWidth disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </FormControls>
      </Form>
    </main>
  );
}
