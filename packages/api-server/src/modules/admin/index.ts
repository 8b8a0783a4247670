import {
  auditListQuerySchema,
  idParamsSchema,
  staffGrantSchema,
  staffInvitationMessages,
} from '@company/contracts';
import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/client.js';
import { auditLog, refreshTokens, staffInvitations, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { staffAccessGrantedMail } from '../../lib/notifications.js';
import { iso } from '../../lib/serialize.js';
import { applicationRoutes } from './applications.js';
import { adminBlogRoutes } from './blogs.js';
import { enquiryRoutes } from './enquiries.js';
import { registerConsoleGuard, staffOf } from './guard.js';
import { inviteStaff, pendingInvitation, toInvitation } from './invitations.js';
import { adminJobRoutes } from './jobs.js';
import { orderRoutes } from './orders.js';
import { adminPriceRoutes } from './prices.js';
import { audit, pageOf } from './shared.js';
import { adminTeamRoutes } from './team.js';

/**
 * The staff console's API under `/api/v1/admin/` (docs/requirements/issues/24-staff-console.md). Every route is guarded before validation
 * (401 without a session, 403 for a customer, and for staff on the administrators' routes):
 *
 * - `GET admin/me`, `GET admin/staff` (assignees); staff access by e-mail (an invitation when there is no
 *   account), `GET`/`DELETE admin/staff/invitations` and revocation (administrators);
 * - enquiries, applications and orders (see their modules), each with a `.csv` export;
 * - blogs, jobs and the team (administrators): create, edit, publish/unpublish, delete, `.csv` export;
 * - prices (administrators): the price and availability of every course and product, `.csv` export;
 * - `GET admin/audit` (administrators): who changed what, when.
 *
 * (`admin/refresh` and `admin/logout` are the session endpoints of the auth module, outside this scope.)
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleGuard(app);

  app.get('/admin/me', async (request) => staffOf(request));

  app.get('/admin/staff', async () =>
    app.db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(inArray(users.role, ['staff', 'admin']))
      .orderBy(users.name),
  );

  /**
   * Gives staff access by e-mail (administrators). An existing customer account becomes staff at once and is
   * told by e-mail (201, the member); for an e-mail without an account an invitation is e-mailed instead
   * (202, see `invitations.ts`).
   */
  app.post(
    '/admin/staff',
    { schema: { body: staffGrantSchema }, config: { access: 'admin' } },
    async (request, reply) => {
      const actor = staffOf(request);
      const outcome = await app.db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, request.body.email)).for('update');
        if (!user) return { invitation: await inviteStaff(app, tx, actor, request.body.email) };
        if (user.role !== 'customer') {
          const message =
            user.role === 'admin' ? 'This account is an administrator.' : 'This account is already staff.';
          throw new HttpError(409, message, { email: message });
        }
        await tx.update(users).set({ role: 'staff' }).where(eq(users.id, user.id));
        await audit(tx, actor, 'staff.grant', 'user', user.id, { role: { from: 'customer', to: 'staff' } });
        await app.queue.enqueueMail(
          staffAccessGrantedMail(user.email, {
            name: user.name,
            inviterName: actor.name,
            consoleUrl: `${app.config.publicUrl}/admin`,
          }),
          tx as unknown as Db,
        );
        return { member: { id: user.id, name: user.name, email: user.email, role: 'staff' as const } };
      });
      app.queue.wake();
      if ('invitation' in outcome)
        return reply.status(202).send({ invited: true, invitation: outcome.invitation });
      return reply.status(201).send(outcome.member);
    },
  );

  /** Open invitations (administrators), newest first. */
  app.get('/admin/staff/invitations', { config: { access: 'admin' } }, async () => {
    const rows = await app.db
      .select()
      .from(staffInvitations)
      .where(pendingInvitation(new Date()))
      .orderBy(desc(staffInvitations.createdAt));
    return rows.map(toInvitation);
  });

  /** Cancels an open invitation (administrators): its link stops working at once. */
  app.delete(
    '/admin/staff/invitations/:id',
    { schema: { params: idParamsSchema }, config: { access: 'admin' } },
    async (request) => {
      const actor = staffOf(request);
      await app.db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(staffInvitations)
          .set({ cancelledAt: new Date() })
          .where(and(eq(staffInvitations.id, request.params.id), pendingInvitation(new Date())))
          .returning({ id: staffInvitations.id, email: staffInvitations.email });
        if (!cancelled) throw notFound('No open invitation has this id.');
        await audit(tx, actor, 'staff.invite_cancel', 'staff_invitation', cancelled.id, {
          email: { from: cancelled.email, to: null },
        });
      });
      return { status: 200, message: staffInvitationMessages.cancelled };
    },
  );

  /** Takes staff access away (administrators): the account is a customer again and every session ends. */
  app.delete(
    '/admin/staff/:id',
    { schema: { params: idParamsSchema }, config: { access: 'admin' } },
    async (request) => {
      const actor = staffOf(request);
      await app.db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, request.params.id)).for('update');
        if (!user || user.role === 'customer') throw notFound('No member of staff has this id.');
        if (user.role === 'admin')
          throw new HttpError(409, 'Administrators are set by ADMIN_EMAIL and cannot be revoked here.');
        const now = new Date();
        await tx.update(users).set({ role: 'customer' }).where(eq(users.id, user.id));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now, expiresAt: now })
          .where(and(eq(refreshTokens.userId, user.id), gt(refreshTokens.expiresAt, now)));
        await audit(tx, actor, 'staff.revoke', 'user', user.id, { role: { from: 'staff', to: 'customer' } });
      });
      return { status: 200, message: 'Staff access revoked.' };
    },
  );

  app.get(
    '/admin/audit',
    { schema: { querystring: auditListQuerySchema }, config: { access: 'admin' } },
    async (request) => {
      const { page, limit, entity, entityId } = request.query;
      const parts: SQL[] = [];
      if (entity) parts.push(eq(auditLog.entity, entity));
      if (entityId) parts.push(eq(auditLog.entityId, entityId));
      const where = parts.length > 0 ? and(...parts) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ value: count() }).from(auditLog).where(where),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          actor: { id: row.actorId, email: row.actorEmail },
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          changes: row.changes,
          createdAt: iso(row.createdAt),
        })),
        ...pageOf(total?.value ?? 0, page, limit),
      };
    },
  );

  await app.register(enquiryRoutes);
  await app.register(applicationRoutes);
  await app.register(orderRoutes);
  await app.register(adminJobRoutes);
  await app.register(adminBlogRoutes);
  await app.register(adminTeamRoutes);
  await app.register(adminPriceRoutes);
};
