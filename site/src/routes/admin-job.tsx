import { adminJobUpdateSchema, type AdminJob, jobStatusUpdateSchema } from '@company/contracts';
import { redirect, useLoaderData } from 'react-router';
import { actionFailure, type ActionResult, consoleCall } from '../pages/admin/consoleData';
import { DELETE, flashSuccess, invalid, requireAdmin, STATUS } from '../pages/admin/contentParts';
import { JobEditPage } from '../pages/admin/JobsPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-job';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { api } = await requireAdmin(request);
  return { job: await consoleCall(request, () => api.admin.jobs.get(params.id, { signal: request.signal })) };
}
clientLoader.hydrate = true as const;

/** Saves the fields, opens or closes the job, or deletes it (the page asked first). */
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<ActionResult<AdminJob>> {
  const { api } = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent;
  if (intent === DELETE) {
    try {
      await api.admin.jobs.remove(params.id);
    } catch (error) {
      return actionFailure(error, request, 'Could not delete the job.');
    }
    flashSuccess('Job deleted');
    throw redirect('/admin/jobs');
  }
  if (intent === STATUS) {
    const checked = jobStatusUpdateSchema.safeParse(form);
    if (!checked.success) return invalid(checked.error.issues);
    try {
      const value = await api.admin.jobs.setStatus(params.id, checked.data.status);
      return {
        ok: true,
        message:
          value.status === 'open' ? 'Job reopened: listed on /career' : 'Job closed: gone from /career',
        value,
      };
    } catch (error) {
      return actionFailure(error, request, 'Could not change the job’s status.');
    }
  }
  const checked = adminJobUpdateSchema.safeParse(form);
  if (!checked.success) return invalid(checked.error.issues);
  try {
    const value = await api.admin.jobs.update(params.id, checked.data);
    return { ok: true, message: 'Job saved', value };
  } catch (error) {
    return actionFailure(error, request, 'Could not save the job.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Job · Staff console', 'Edit a job opening.', '/admin/jobs');

export default function AdminJobRoute() {
  const { job } = useLoaderData<typeof clientLoader>();
  return <JobEditPage job={job} />;
}
