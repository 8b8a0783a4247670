import {
  type AdminTeamMember,
  adminTeamMemberUpdateSchema,
  publishStatusUpdateSchema,
} from '@company/contracts';
import { redirect, useLoaderData } from 'react-router';
import { actionFailure, type ActionResult, consoleCall } from '../pages/admin/consoleData';
import { DELETE, flashSuccess, invalid, requireAdmin, STATUS } from '../pages/admin/contentParts';
import { TeamMemberEditPage } from '../pages/admin/TeamPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-team-member';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { api } = await requireAdmin(request);
  return {
    member: await consoleCall(request, () => api.admin.team.get(params.id, { signal: request.signal })),
  };
}
clientLoader.hydrate = true as const;

/** Saves the fields, publishes or unpublishes the team member, or deletes it (the page asked first). */
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<ActionResult<AdminTeamMember>> {
  const { api } = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent;
  if (intent === DELETE) {
    try {
      await api.admin.team.remove(params.id);
    } catch (error) {
      return actionFailure(error, request, 'Could not delete the team member.');
    }
    flashSuccess('Team member deleted');
    throw redirect('/admin/team');
  }
  if (intent === STATUS) {
    const checked = publishStatusUpdateSchema.safeParse(form);
    if (!checked.success) return invalid(checked.error.issues);
    try {
      const value = await api.admin.team.setStatus(params.id, checked.data.status);
      return {
        ok: true,
        message:
          value.status === 'published'
            ? 'Team member published: on /team'
            : 'Team member unpublished: gone from /team',
        value,
      };
    } catch (error) {
      return actionFailure(error, request, 'Could not change the team member’s status.');
    }
  }
  const checked = adminTeamMemberUpdateSchema.safeParse(form);
  if (!checked.success) return invalid(checked.error.issues);
  try {
    const value = await api.admin.team.update(params.id, checked.data);
    return { ok: true, message: 'Team member saved', value };
  } catch (error) {
    return actionFailure(error, request, 'Could not save the team member.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Team member · Staff console', 'Edit a team member.', '/admin/team');

export default function AdminTeamMemberRoute() {
  const { member } = useLoaderData<typeof clientLoader>();
  return <TeamMemberEditPage member={member} />;
}
