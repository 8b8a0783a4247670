import { applicationParamsSchema, applicationUpdateSchema, type Application } from '@company/contracts';
import { data, useLoaderData } from 'react-router';
import { ApplicationPage } from '../pages/admin/ApplicationsPages';
import {
  actionFailure,
  type ActionResult,
  consoleCall,
  fieldErrorsOf,
  requireStaff,
} from '../pages/admin/consoleData';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-application';

function paramsOf(params: Route.ClientLoaderArgs['params']) {
  const parsed = applicationParamsSchema.safeParse(params);
  if (!parsed.success) throw data({ message: 'Not found.' }, { status: 404 });
  return parsed.data;
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { api } = await requireStaff(request);
  const { kind, id } = paramsOf(params);
  const application = await consoleCall(request, () =>
    api.admin.applications.get(kind, id, { signal: request.signal }),
  );
  return { application, resumeUrl: api.admin.applications.resumeUrl(kind, id) };
}
clientLoader.hydrate = true as const;

export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<ActionResult<Application>> {
  const { api } = await requireStaff(request);
  const { kind, id } = paramsOf(params);
  const form = await request.formData();
  const checked = applicationUpdateSchema.safeParse({ status: form.get('status'), notes: form.get('notes') });
  if (!checked.success) {
    return {
      ok: false,
      message: 'Please correct the highlighted fields.',
      errors: fieldErrorsOf(checked.error.issues),
    };
  }
  try {
    return {
      ok: true,
      message: 'Application updated',
      value: await api.admin.applications.update(kind, id, checked.data),
    };
  } catch (error) {
    return actionFailure(error, request, 'Could not save the application.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Application · Staff console', 'One job or internship application.', '/admin/applications');

export default function AdminApplicationRoute() {
  const { application, resumeUrl } = useLoaderData<typeof clientLoader>();
  return <ApplicationPage application={application} resumeUrl={resumeUrl} />;
}
