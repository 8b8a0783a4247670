import { internshipFormSchema } from '@company/contracts';
import { site } from '../content/site';
import { pageMeta } from '../seo';
import {
  INTERNSHIP_FAILURE,
  INTERNSHIP_REQUEST_FAILURE,
  InternshipPage,
} from '../pages/apply/InternshipPage';
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
import type { Route } from './+types/apply-now';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Apply for an Internship',
    description: `Internships at ${site.name} in app development, MERN stack, machine learning, web development, data science and digital marketing. Apply online with your resume.`,
    path: '/apply-now',
    breadcrumbs: [{ name: 'Apply Now', path: '/apply-now' }],
  });

/** The application posted without script (or before hydration): validated, sent to `POST internship` with the file. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult> {
  const posted = await request.formData();
  const values = textValues(posted, ['name', 'email', 'number', 'course']);
  const resume = fileValue(posted, 'resume');
  const checked = check(internshipFormSchema, { ...values, resume });
  if (!checked.ok) return failed(values, checked.errors);
  const body = new FormData();
  for (const [name, value] of Object.entries(checked.data)) {
    if (value instanceof File) body.append(name, value, value.name);
    else body.append(name, String(value));
  }
  const answer = await postToApi(context, 'internship', body, { idempotent: true });
  if (isSuccess(answer)) return { ok: true };
  const failure = apiFailure(answer, INTERNSHIP_FAILURE, INTERNSHIP_REQUEST_FAILURE);
  return failed(values, failure.errors, { message: failure.message });
}

export default function ApplyNowRoute() {
  return <InternshipPage />;
}
