import {
  STAFF_INVITATION_TTL_DAYS,
  type StaffInvitation,
  staffInvitationAcceptSchema,
  staffInvitationMessages,
  staffInvitationTokenParamsSchema,
} from '@company/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../../db/client.js';
import { staffInvitations, users } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { staffInvitationMail } from '../../lib/notifications.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { iso } from '../../lib/serialize.js';
import { verifyEmail } from '../account/data.js';
import type { StaffUser } from './guard.js';
import { audit, type Tx } from './shared.js';

/**
 * Staff invitations (docs/requirements/issues/24-staff-console.md). `POST admin/staff` with an e-mail that has no account creates one (see
 * `inviteStaff`): a random token is e-mailed as a link to `/staff-invitation?token=...` and only its SHA-256
 * is stored; it works once, for 7 days, and a newer invitation to the same address or a cancellation ends
 * it. The public routes here read and accept it: accepting creates the account with role `staff` (its
 * e-mail counts as verified: the link proved it), and the invitee then signs in as usual.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

type InvitationRow = typeof staffInvitations.$inferSelect;

export const toInvitation = (row: InvitationRow): StaffInvitation => ({
  id: row.id,
  email: row.email,
  invitedBy: row.invitedByEmail,
  expiresAt: iso(row.expiresAt),
  createdAt: iso(row.createdAt),
});

/** Open invitations: neither accepted nor cancelled, and not expired. */
export const pendingInvitation = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.cancelledAt),
    gt(staffInvitations.expiresAt, now),
  );

/**
 * Invites `email` (no account uses it; the caller checked, in `tx`): ends the address's open invitation,
 * stores the new one, audits it and queues the mail with the link, all in `tx`.
 */
export async function inviteStaff(
  app: FastifyInstance,
  tx: Tx,
  actor: StaffUser,
  email: string,
): Promise<StaffInvitation> {
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const superseded = await tx
    .update(staffInvitations)
    .set({ cancelledAt: now })
    .where(and(eq(staffInvitations.email, email), pendingInvitation(now)))
    .returning({ id: staffInvitations.id });
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      email,
      tokenHash: sha256(token),
      invitedById: actor.id,
      invitedByEmail: actor.email,
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_TTL_DAYS * DAY_MS),
      createdAt: now,
    })
    .returning();
  const invitation = row!;
  await audit(tx, actor, 'staff.invite', 'staff_invitation', invitation.id, {
    email: { from: null, to: email },
    ...(superseded.length > 0 ? { replaces: { from: superseded.map((old) => old.id), to: null } } : {}),
  });
  await app.queue.enqueueMail(
    staffInvitationMail(email, {
      inviterName: actor.name,
      link: `${app.config.publicUrl}/staff-invitation?token=${token}`,
      expiresAt: invitation.expiresAt,
    }),
    tx as unknown as Db,
  );
  return toInvitation(invitation);
}

/** The open invitation behind a link's token, locked for the caller's transaction when `lock`. */
async function openInvitation(tx: Tx, token: string, lock: boolean) {
  const query = tx
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, sha256(token)), pendingInvitation(new Date())));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const linkInvalid = () =>
  new HttpError(404, staffInvitationMessages.linkInvalid, { token: staffInvitationMessages.linkInvalid });

/** `GET staff-invitations/{token}` and `POST staff-invitations/accept`: public, the token is the proof. */
export const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff-invitations/:token',
    { schema: { params: staffInvitationTokenParamsSchema }, config: rateLimit(app.config, 'login') },
    async (request, reply) => {
      const row = await openInvitation(app.db, request.params.token, false);
      if (!row) throw linkInvalid();
      void reply.header('cache-control', 'private, no-store');
      return { email: row.email, expiresAt: iso(row.expiresAt) };
    },
  );

  app.post(
    '/staff-invitations/accept',
    { schema: { body: staffInvitationAcceptSchema }, config: rateLimit(app.config, 'login') },
    async (request, reply) => {
      const { token, name, password } = request.body;
      const passwordHash = await app.auth.hashPassword(password);
      const user = await app.db.transaction(async (tx) => {
        const invitation = await openInvitation(tx, token, true);
        if (!invitation) throw linkInvalid();
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, invitation.email));
        if (existing) throw new HttpError(409, staffInvitationMessages.accountExists, {});
        const [created] = await tx
          .insert(users)
          .values({ name, email: invitation.email, mobile: '', address: '', passwordHash, role: 'staff' })
          .returning({ id: users.id, name: users.name, email: users.email });
        const member = created!;
        const now = new Date();
        await tx
          .update(staffInvitations)
          .set({ acceptedAt: now, acceptedUserId: member.id })
          .where(eq(staffInvitations.id, invitation.id));
        await verifyEmail(tx as unknown as Db, member.id, member.email);
        await audit(
          tx,
          { ...member, role: 'staff' },
          'staff.invite_accept',
          'staff_invitation',
          invitation.id,
          {
            acceptedUserId: { from: null, to: member.id },
          },
        );
        return member;
      });
      return reply.status(201).send({
        status: 201,
        message: staffInvitationMessages.accepted,
        email: user.email,
      });
    },
  );
};
