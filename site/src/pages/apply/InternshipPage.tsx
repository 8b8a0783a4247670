import { internshipCourses } from '@company/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Form, useActionData } from 'react-router';
import { Button, Stack } from '@company/ui';
import type { ApiClient } from '@company/api-client';
import { loadApi } from '../../load-api';
import {
  apiErrorMessage,
  apiFieldErrors,
  clearFields,
  FileInput,
  focusFirstInvalid,
  FormControls,
  type FormResult,
  formValues,
  requestFailed,
  resultValue,
  SelectInput,
  TextInput,
  useValidatedForm,
} from '../../forms';
import * as s from '../../forms/page.css';
import { RESUME_ACCEPT } from './JobApplicationPage';

export const INTERNSHIP_SUCCESS =
  'Thank you for applying. We will review your application and get back to you soon.';

/** Readable names of the internship course ids of docs/requirements/SPEC.md §5. */
const courseLabels: Record<(typeof internshipCourses)[number], string> = {
  'app-development': 'App Development',
  'mern-stack': 'MERN Stack',
  'machine-learning': 'Machine Learning',
  'web-development': 'Web Development',
  'data-science': 'Data Science',
  'digital-marketing': 'Digital Marketing',
};
const courseOptions = internshipCourses.map((value) => ({ value, label: courseLabels[value] }));

export const INTERNSHIP_FAILURE = 'Submission failed. Please try again.';
/** docs/requirements/SPEC.md §8: a submission that got no answer, a 5xx or a timeout (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md). */
export const INTERNSHIP_REQUEST_FAILURE = 'Failed to submit internship';

/**
 * /apply-now: the internship application (name, email, number, course, resume). Once hydrated it checks
 * the fields in the browser and posts to the API itself; before that, or with no script, the form is a
 * multipart POST to the route's action (routes/apply-now.tsx), whose answer is rendered here.
 */
export function InternshipPage() {
  const result = useActionData<FormResult>();
  const form = useValidatedForm((schemas) => schemas.internshipFormSchema, result);
  const [submitting, setSubmitting] = useState(false);
  const initialOutcome = (from: FormResult | undefined) =>
    from?.ok
      ? { tone: 'success' as const, text: INTERNSHIP_SUCCESS }
      : from?.message
        ? { tone: 'error' as const, text: from.message }
        : null;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(() =>
    initialOutcome(result),
  );
  const [shownResult, setShownResult] = useState(result);
  if (shownResult !== result) {
    setShownResult(result);
    setOutcome(initialOutcome(result));
  }
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !formRef.current) return;
    setOutcome(null);
    const checked = await form.validate(formValues(formRef.current)).catch(() => undefined);
    if (checked === undefined) {
      setOutcome({ tone: 'error', text: 'Network Error' });
      return;
    }
    if (!checked) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await (await loadApi()).internships.apply(checked as Parameters<ApiClient['internships']['apply']>[0]);
      clearFields(formRef.current);
      form.setErrors({});
      setOutcome({ tone: 'success', text: INTERNSHIP_SUCCESS });
    } catch (error) {
      // What was typed stays in the fields, so trying again is one press.
      if (requestFailed(error)) {
        setOutcome({ tone: 'error', text: INTERNSHIP_REQUEST_FAILURE });
        return;
      }
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      setOutcome({ tone: 'error', text: apiErrorMessage(error, INTERNSHIP_FAILURE) });
    } finally {
      setSubmitting(false);
    }
  };

  const value = (name: string) => resultValue(result, name);
  const errors = form.errors;

  return (
    <main className={s.narrowPage}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Internships</p>
        <h1 className={s.title}>Apply for an internship</h1>
        <p className={s.lead}>
          Learn by shipping real projects with our developers, designers and marketers. Tell us which track
          interests you and attach your resume.
        </p>
      </Stack>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        onInput={form.onInput}
        aria-label="Internship application"
      >
        <FormControls busy={submitting}>
          <div className={s.formGrid}>
            <TextInput
              label="Name"
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
              label="Number"
              name="number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              markRequired
              defaultValue={value('number')}
              error={errors.number}
            />
            <SelectInput
              label="Course"
              name="course"
              placeholder="Select a course"
              options={courseOptions}
              markRequired
              defaultValue={value('course')}
              error={errors.course}
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
      </Form>
    </main>
  );
}
