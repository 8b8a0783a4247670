import { staffGrantSchema } from '@company/contracts';
import { data, useLoaderData } from 'react-router';
import {
  actionFailure,
  type ActionResult,
  consoleCall,
  fieldErrorsOf,
  requireStaff,
} from '../pages/admin/consoleData';
import { CANCEL_INVITATION, GRANT, StaffPage } from '../pages/admin/StaffPage';
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
  const [members, invitations] = await Promise.all([
    consoleCall(request, () => api.admin.staff({ signal: request.signal })),
    consoleCall(request, () => api.admin.staffInvitations({ signal: request.signal })),
  ]);
  return { me: staff.id, staff: members, invitations };
}
clientLoader.hydrate = true as const;

/**
 * Gives an account staff access, or invites an e-mail without an account (e-mail checked with the API's
 * schema first); revokes access; cancels an invitation.
 */
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
      const granted = await api.admin.grantStaff(checked.data);
      if ('invitation' in granted)
        return {
          ok: true,
          message: `Invitation sent to ${granted.invitation.email}`,
          value: granted.invitation,
        };
      return { ok: true, message: `${granted.name} now has staff access`, value: granted };
    } catch (error) {
      return actionFailure(error, request, 'Could not give staff access.');
    }
  }
  if (form.get('intent') === CANCEL_INVITATION) {
    try {
      await api.admin.cancelStaffInvitation(String(form.get('id') ?? ''));
      return { ok: true, message: 'Invitation cancelled', value: null };
    } catch (error) {
      return actionFailure(error, request, 'Could not cancel the invitation.');
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
  const { staff, me, invitations } = useLoaderData<typeof clientLoader>();
  return <StaffPage staff={staff} me={me} invitations={invitations} />;
}
