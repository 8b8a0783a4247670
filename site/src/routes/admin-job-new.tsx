import { adminJobCreateSchema, contentMessages } from '@company/contracts';
import { redirect } from 'react-router';
import type { ActionResult } from '../pages/admin/consoleData';
import { addFailure, flashSuccess, invalid, requireAdmin } from '../pages/admin/contentParts';
import { JobCreatePage } from '../pages/admin/JobsPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-job-new';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return null;
}
clientLoader.hydrate = true as const;

/** Adds the job (checked with the API's own schema first) and opens it, or answers the field errors. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult<never>> {
  const { api } = await requireAdmin(request);
  const checked = adminJobCreateSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!checked.success) return invalid(checked.error.issues);
  let id: string;
  try {
    id = (await api.admin.jobs.create(checked.data)).id;
  } catch (error) {
    return addFailure(error, request, contentMessages.addJobFailed);
  }
  flashSuccess('Job added');
  throw redirect(`/admin/jobs/${id}`);
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('New job · Staff console', 'Add a job opening.', '/admin/jobs/new');

export default function AdminJobNewRoute() {
  return <JobCreatePage />;
}
