import { adminTeamMemberCreateSchema, contentMessages } from '@company/contracts';
import { redirect } from 'react-router';
import type { ActionResult } from '../pages/admin/consoleData';
import { addFailure, flashSuccess, invalid, requireAdmin } from '../pages/admin/contentParts';
import { TeamMemberCreatePage } from '../pages/admin/TeamPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-team-new';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return null;
}
clientLoader.hydrate = true as const;

/** Adds the team member (checked with the API's own schema first) and opens it, or answers the field errors. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult<never>> {
  const { api } = await requireAdmin(request);
  const checked = adminTeamMemberCreateSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!checked.success) return invalid(checked.error.issues);
  let id: string;
  try {
    id = (await api.admin.team.create(checked.data)).id;
  } catch (error) {
    return addFailure(error, request, contentMessages.addTeamMemberFailed);
  }
  flashSuccess('Team member added');
  throw redirect(`/admin/team/${id}`);
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('New team member · Staff console', 'Add a team member.', '/admin/team/new');

export default function AdminTeamNewRoute() {
  return <TeamMemberCreatePage />;
}
