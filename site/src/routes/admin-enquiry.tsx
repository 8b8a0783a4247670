import { enquiryUpdateSchema, type Enquiry } from '@company/contracts';
import { useLoaderData } from 'react-router';
import {
  actionFailure,
  type ActionResult,
  consoleCall,
  fieldErrorsOf,
  requireStaff,
} from '../pages/admin/consoleData';
import { EnquiryPage, MARK_DONE } from '../pages/admin/EnquiryPage';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-enquiry';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { api } = await requireStaff(request);
  const [enquiry, staff] = await consoleCall(request, () =>
    Promise.all([
      api.admin.enquiries.get(params.id, { signal: request.signal }),
      api.admin.staff({ signal: request.signal }),
    ]),
  );
  return { enquiry, staff };
}
clientLoader.hydrate = true as const;

/** Saves status, assignee and notes (checked with the API's own schema first), or marks the enquiry done. */
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<ActionResult<Enquiry>> {
  const { api } = await requireStaff(request);
  const form = await request.formData();
  const body =
    form.get('intent') === MARK_DONE
      ? { status: 'done' }
      : { status: form.get('status'), assigneeId: form.get('assigneeId'), notes: form.get('notes') };
  const checked = enquiryUpdateSchema.safeParse(body);
  if (!checked.success) {
    return {
      ok: false,
      message: 'Please correct the highlighted fields.',
      errors: fieldErrorsOf(checked.error.issues),
    };
  }
  try {
    const value = await api.admin.enquiries.update(params.id, checked.data);
    return {
      ok: true,
      message: form.get('intent') === MARK_DONE ? 'Enquiry marked as done' : 'Enquiry updated',
      value,
    };
  } catch (error) {
    return actionFailure(error, request, 'Could not save the enquiry.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Enquiry · Staff console', 'One contact enquiry.', '/admin/enquiries');

export default function AdminEnquiryRoute() {
  const { enquiry, staff } = useLoaderData<typeof clientLoader>();
  return <EnquiryPage enquiry={enquiry} staff={staff} />;
}
