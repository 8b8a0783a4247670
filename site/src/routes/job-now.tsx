import { jobApplicationFormSchema } from '@company/contracts';
import { site } from '../content/site';
import { pageMeta } from '../seo';
import {
  JOB_APPLICATION_FAILURE,
  JOB_APPLICATION_REQUEST_FAILURE,
  JobApplicationPage,
} from '../pages/apply/JobApplicationPage';
import {
  apiFailure,
  check,
  failed,
  fileValue,
  isSuccess,
  postToApi,
  textValues,
} from '../forms/action.server';
import type { FormResult } from '../forms/result';
import type { Route } from './+types/job-now';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Job Application',
    description: `Apply for a job at ${site.name}: send your details, expected CTC and resume, and our hiring team will get back to you.`,
    path: '/job-now',
    breadcrumbs: [
      { name: 'Jobs', path: '/job' },
      { name: 'Job Application', path: '/job-now' },
    ],
  });

const fields = ['name', 'email', 'phone', 'city', 'Experience', 'current_salary', 'job_title'] as const;

/**
 * The application posted without script (or before hydration): checked in the spec's order, the
 * first failure written next to its field (the hydrated page shows it as a toast); else sent to
 * `POST enquire` with the resume.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult> {
  const posted = await request.formData();
  const values = textValues(posted, fields);
  const resume = fileValue(posted, 'resume');
  const checked = check(jobApplicationFormSchema, { ...values, resume });
  if (!checked.ok) {
    const [first] = Object.entries(checked.errors);
    return failed(values, first ? { [first[0]]: first[1] } : {});
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(checked.data)) {
    if (value === undefined || value === '') continue;
    if (value instanceof File) body.append(name, value, value.name);
    else body.append(name, String(value));
  }
  const answer = await postToApi(context, 'enquire', body, { idempotent: true });
  if (isSuccess(answer)) {
    const message = typeof answer.body?.message === 'string' ? answer.body.message : undefined;
    return { ok: true, message };
  }
  const failure = apiFailure(answer, JOB_APPLICATION_FAILURE, JOB_APPLICATION_REQUEST_FAILURE);
  return failed(values, failure.errors, { message: failure.message });
}

export default function JobNowRoute() {
  return <JobApplicationPage />;
}
