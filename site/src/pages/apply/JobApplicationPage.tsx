import { experienceLevels } from '@company/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useNavigationState } from '../../forms/useHydrated';
import { Button, useToast } from '@company/ui';
import type { ApiClient } from '@company/api-client';
import { loadApi } from '../../load-api';
import { apiErrorMessage, FileInput, FormControls, RadioChoice, TextInput } from '../../forms';
import { loadSchemas } from '../../forms/load-schemas';
import * as s from '../../forms/page.css';
import { JOB_TITLE_KEY } from '../jobs/data';

/** Resume types of SPEC §9. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';

const emptyApplication = { name: '', email: '', phone: '', city: '', Experience: '', current_salary: '' };
type TextField = keyof typeof emptyApplication;

/** The form controls in the order of the spec's checks, so a failed check can focus its control. */
const checkOrder = ['name', 'email', 'phone', 'city', 'Experience', 'current_salary', 'resume'] as const;

/** The job this application is for: navigation state first, then local storage (SPEC §2). */
function useJobTitle(): string {
  const fromState = (useNavigationState() as { jobTitle?: unknown } | null)?.jobTitle;
  const [stored, setStored] = useState('');
  useEffect(() => {
    if (typeof fromState === 'string') return;
    try {
      setStored(window.localStorage.getItem(JOB_TITLE_KEY) ?? '');
    } catch {
      setStored('');
    }
  }, [fromState]);
  return typeof fromState === 'string' ? fromState : stored;
}

/** /job-now: the job application. Checks run in the spec's order; each failure is an error toast. */
export function JobApplicationPage() {
  const toast = useToast();
  const jobTitle = useJobTitle();
  const [values, setValues] = useState(emptyApplication);
  const [resume, setResume] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: TextField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) {
      toast.error('Network Error');
      return;
    }
    const checked = schemas.jobApplicationFormSchema.safeParse({
      ...values,
      job_title: jobTitle,
      resume: resume ?? undefined,
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
      toast.success(answer.message || 'Application submitted successfully! We will get back to you soon.');
      setValues(emptyApplication);
      setResume(null);
      setResetKey((key) => key + 1);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Submission failed. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={s.narrowPage}>
      <header className={s.header}>
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
      </header>
      <form ref={formRef} className={s.formCard} noValidate onSubmit={onSubmit} aria-label="Job application">
        <FormControls>
          <div className={s.formGrid}>
            <TextInput
              label="Full Name"
              name="name"
              autoComplete="name"
              markRequired
              value={values.name}
              onValueChange={set('name')}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              markRequired
              value={values.email}
              onValueChange={set('email')}
            />
            <TextInput
              label="Phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              markRequired
              value={values.phone}
              onValueChange={set('phone')}
            />
            <TextInput
              label="City"
              name="city"
              autoComplete="address-level2"
              markRequired
              value={values.city}
              onValueChange={set('city')}
            />
            <RadioChoice
              legend="Experience"
              name="Experience"
              markRequired
              value={values.Experience}
              onValueChange={set('Experience')}
              options={experienceLevels.map((level) => ({ value: level, label: level }))}
            />
            <TextInput
              label="Expected CTC"
              name="current_salary"
              hint="For example 4.5 LPA"
              markRequired
              value={values.current_salary}
              onValueChange={set('current_salary')}
            />
            <FileInput
              label="Resume"
              name="resume"
              accept={RESUME_ACCEPT}
              hint="PDF, DOC or DOCX, up to 5 MB."
              markRequired
              onFileChange={setResume}
              resetKey={resetKey}
              fieldClassName={s.fullRow}
            />
          </div>
          <Button type="submit" size="lg" fullWidth disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </FormControls>
      </form>
    </main>
  );
}
