import { staffGrantSchema } from '@company/contracts';
import { data, useLoaderData } from 'react-router';
import {
  actionFailure,
  type ActionResult,
  consoleCall,
  fieldErrorsOf,
  requireStaff,
} from '../pages/admin/consoleData';
import { GRANT, StaffPage } from '../pages/admin/StaffPage';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-staff';

/** Administrators only (the API refuses staff too). */
async function requireAdmin(request: Request) {
  const guarded = await requireStaff(request);
  if (guarded.staff.role !== 'admin')
    throw data({ message: 'Only administrators can manage staff.' }, { status: 403 });
  return guarded;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { api, staff } = await requireAdmin(request);
  return {
    me: staff.id,
    staff: await consoleCall(request, () => api.admin.staff({ signal: request.signal })),
  };
}
clientLoader.hydrate = true as const;

/** Gives an account staff access (e-mail checked with the API's schema first) or revokes it. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult<unknown>> {
  const { api } = await requireAdmin(request);
  const form = await request.formData();
  if (form.get('intent') === GRANT) {
    const checked = staffGrantSchema.safeParse({ email: form.get('email') });
    if (!checked.success)
      return {
        ok: false,
        message: 'Please correct the e-mail.',
        errors: fieldErrorsOf(checked.error.issues),
      };
    try {
      const member = await api.admin.grantStaff(checked.data);
      return { ok: true, message: `${member.name} now has staff access`, value: member };
    } catch (error) {
      return actionFailure(error, request, 'Could not give staff access.');
    }
  }
  try {
    await api.admin.revokeStaff(String(form.get('id') ?? ''));
    return { ok: true, message: 'Staff access revoked', value: null };
  } catch (error) {
    return actionFailure(error, request, 'Could not revoke the access.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Staff · Staff console', 'Who can open the console.', '/admin/staff');

export default function AdminStaffRoute() {
  const { staff, me } = useLoaderData<typeof clientLoader>();
  return <StaffPage staff={staff} me={me} />;
}
