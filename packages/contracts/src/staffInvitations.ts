import { z } from 'zod';

import { accountMessages as a } from './account.js';
import { isoDate, limits, requiredText, safeText } from './primitives.js';
import { staffPasswordField } from './staffPassword.js';

/**
 * Staff invitations (docs/requirements/issues/24-staff-console.md): an administrator invites an e-mail that has no account yet; the invitee
 * opens the e-mailed link (single use, 7 days), sets their name and password, and has a staff account.
 */

/** How long an invitation link works. */
export const STAFF_INVITATION_TTL_DAYS = 7;

export const staffInvitationMessages = {
  linkInvalid:
    'This invitation has expired, has been cancelled or has already been used. Please ask an administrator for a new one.',
  accountExists:
    'An account already uses this e-mail. Sign in with it and ask an administrator to give it staff access.',
  accepted: 'Your staff account is ready. Sign in with your e-mail and new password.',
  cancelled: 'Invitation cancelled.',
} as const;

/** A pending invitation as the console's Staff page lists it. */
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The inviting administrator's e-mail. */
  invitedBy: z.string(),
  expiresAt: isoDate,
  createdAt: isoDate,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export const staffInvitationListSchema = z.array(staffInvitationSchema);

/** `POST admin/staff` for an e-mail without an account: 202 and the invitation that was e-mailed. */
export const staffInvitedResponseSchema = z.object({
  invited: z.literal(true),
  invitation: staffInvitationSchema,
});
export type StaffInvitedResponse = z.infer<typeof staffInvitedResponseSchema>;

const invitationToken = safeText({ error: staffInvitationMessages.linkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: staffInvitationMessages.linkInvalid });

// Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the staff rule, not the customers'.
const invitationPassword = staffPasswordField;

/** `GET staff-invitations/{token}`: whom the link invites (404 when it no longer works). */
export const staffInvitationTokenParamsSchema = z.object({ token: invitationToken });
export const staffInvitationLookupSchema = z.object({ email: z.string(), expiresAt: isoDate });
export type StaffInvitationLookup = z.infer<typeof staffInvitationLookupSchema>;

/** `POST staff-invitations/accept`: the link's token, the invitee's name and password. */
export const staffInvitationAcceptSchema = z.object({
  token: invitationToken,
  name: requiredText(a.nameRequired, limits.name),
  password: invitationPassword,
});
export type StaffInvitationAccept = z.input<typeof staffInvitationAcceptSchema>;

/** The accept form: the password typed twice. */
export const staffInvitationFormSchema = z
  .object({
    token: invitationToken,
    name: requiredText(a.nameRequired, limits.name),
    password: invitationPassword,
    confirmPassword: safeText({ error: a.confirmMismatch }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: a.confirmMismatch,
  });
export type StaffInvitationForm = z.input<typeof staffInvitationFormSchema>;
