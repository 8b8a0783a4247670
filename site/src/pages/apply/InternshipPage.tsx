import { internshipCourses } from '@company/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@company/ui';
import type { ApiClient } from '@company/api-client';
import { loadApi } from '../../load-api';
import {
  apiErrorMessage,
  apiFieldErrors,
  type FieldErrors,
  FileInput,
  focusFirstInvalid,
  FormControls,
  issuesToFieldErrors,
  SelectInput,
  TextInput,
} from '../../forms';
import { loadSchemas } from '../../forms/load-schemas';
import * as s from '../../forms/page.css';
import { RESUME_ACCEPT } from './JobApplicationPage';

export const INTERNSHIP_SUCCESS =
  'Thank you for applying. We will review your application and get back to you soon.';

/** Readable names of the internship course ids of SPEC §5. */
const courseLabels: Record<(typeof internshipCourses)[number], string> = {
  'app-development': 'App Development',
  'mern-stack': 'MERN Stack',
  'machine-learning': 'Machine Learning',
  'web-development': 'Web Development',
  'data-science': 'Data Science',
  'digital-marketing': 'Digital Marketing',
};
const courseOptions = internshipCourses.map((value) => ({ value, label: courseLabels[value] }));

const emptyInternship = { name: '', email: '', number: '', course: '' };
type InternshipValues = typeof emptyInternship & { resume: File | null };

/** /apply-now: the internship application (name, email, number, course, resume). */
export function InternshipPage() {
  const [values, setValues] = useState(emptyInternship);
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<InternshipValues>>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const clearError = (name: keyof InternshipValues) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  const set = (name: keyof typeof emptyInternship) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setOutcome(null);
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) {
      setOutcome({ tone: 'error', text: 'Network Error' });
      return;
    }
    const checked = schemas.internshipFormSchema.safeParse({ ...values, resume: resume ?? undefined });
    if (!checked.success) {
      // Rendered at once (the schema load ended the event's batch) so focus finds the first message.
      flushSync(() => setErrors(issuesToFieldErrors<InternshipValues>(checked.error.issues)));
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await (
        await loadApi()
      ).internships.apply(checked.data as Parameters<ApiClient['internships']['apply']>[0]);
      setValues(emptyInternship);
      setResume(null);
      setErrors({});
      setResetKey((key) => key + 1);
      setOutcome({ tone: 'success', text: INTERNSHIP_SUCCESS });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      setOutcome({ tone: 'error', text: apiErrorMessage(error, 'Submission failed. Please try again.') });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={s.narrowPage}>
      <header className={s.header}>
        <p className={s.eyebrow}>Internships</p>
        <h1 className={s.title}>Apply for an internship</h1>
        <p className={s.lead}>
          Learn by shipping real projects with our developers, designers and marketers. Tell us which track
          interests you and attach your resume.
        </p>
      </header>
      <form
        ref={formRef}
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        aria-label="Internship application"
      >
        <FormControls>
          <div className={s.formGrid}>
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              markRequired
              value={values.name}
              onValueChange={set('name')}
              error={errors.name}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              markRequired
              value={values.email}
              onValueChange={set('email')}
              error={errors.email}
            />
            <TextInput
              label="Number"
              name="number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              markRequired
              value={values.number}
              onValueChange={set('number')}
              error={errors.number}
            />
            <SelectInput
              label="Course"
              name="course"
              placeholder="Select a course"
              options={courseOptions}
              markRequired
              value={values.course}
              onValueChange={set('course')}
              error={errors.course}
            />
            <FileInput
              label="Resume"
              name="resume"
              accept={RESUME_ACCEPT}
              hint="PDF, DOC or DOCX, up to 5 MB."
              markRequired
              onFileChange={(file) => {
                setResume(file);
                clearError('resume');
              }}
              error={errors.resume}
              resetKey={resetKey}
              fieldClassName={s.fullRow}
            />
          </div>
          <Button type="submit" size="lg" fullWidth disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Submitting...' : 'Submit Application'}
          </Button>
          <div aria-live="polite">
            {outcome ? (
              <p
                className={outcome.tone === 'success' ? s.successStatus : s.errorStatus}
                role={outcome.tone === 'error' ? 'alert' : 'status'}
              >
                {outcome.text}
              </p>
            ) : null}
          </div>
        </FormControls>
      </form>
    </main>
  );
}
