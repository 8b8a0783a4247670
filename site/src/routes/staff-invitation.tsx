import { isApiError } from '@company/api-client';
import { staffInvitationFormSchema, type StaffInvitationLookup } from '@company/contracts';
import { privatePageMeta } from '../seo';
import { INVITATION_FALLBACK, StaffInvitationPage } from '../pages/auth/StaffInvitationPage';
import { apiFailure, check, failed, isSuccess, postToApi } from '../forms/action.server';
import type { FormResult } from '../forms/result';
import { serverApi } from '../loader-api';
import type { Route } from './+types/staff-invitation';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export type InvitationLoad =
  { invitation: StaffInvitationLookup; error: null } | { invitation: null; error: 'invalid' | 'unavailable' };

/** Whom the link invites, read on the server: an expired, used or cancelled link says so before any typing. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<InvitationLoad> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return { invitation: null, error: 'invalid' };
  try {
    return { invitation: await serverApi(context).staffInvitation(token), error: null };
  } catch (error) {
    return { invitation: null, error: isApiError(error) && error.status === 404 ? 'invalid' : 'unavailable' };
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta(
    'Join the staff console',
    'Accept your invitation: choose your name and password.',
    '/staff-invitation',
  );

/** The link carries its token in the address: never keep it in a shared cache or a referrer. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };
}

/** Accepts the invitation (with or without script): the staff account is created, then the invitee signs in. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult> {
  const posted = await request.formData();
  const text = (name: string) => {
    const value = posted.get(name);
    return typeof value === 'string' ? value : '';
  };
  // Passwords are never sent back into the fields; the token and the name are.
  const values = { token: text('token'), name: text('name') };
  const checked = check(staffInvitationFormSchema, {
    ...values,
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  });
  if (!checked.ok) return failed(values, checked.errors, { message: checked.errors.token });
  const answer = await postToApi(context, 'staff-invitations/accept', {
    token: checked.data.token,
    name: checked.data.name,
    password: checked.data.password,
  });
  if (!isSuccess(answer)) {
    const failure = apiFailure(answer, INVITATION_FALLBACK);
    return failed(values, failure.errors, { message: failure.message });
  }
  return { ok: true, message: typeof answer.body?.message === 'string' ? answer.body.message : undefined };
}

export default function StaffInvitationRoute({ loaderData }: Route.ComponentProps) {
  return <StaffInvitationPage load={loaderData} />;
}
