import { auditListQuerySchema, idParamsSchema, staffGrantSchema } from '@company/contracts';
import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { auditLog, refreshTokens, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { applicationRoutes } from './applications.js';
import { adminBlogRoutes } from './blogs.js';
import { enquiryRoutes } from './enquiries.js';
import { registerConsoleGuard, staffOf } from './guard.js';
import { adminJobRoutes } from './jobs.js';
import { orderRoutes } from './orders.js';
import { adminPriceRoutes } from './prices.js';
import { audit, pageOf } from './shared.js';
import { adminTeamRoutes } from './team.js';

/**
 * The staff console's API under `/api/v1/admin/` (issue 24). Every route is guarded before validation
 * (401 without a session, 403 for a customer, and for staff on the administrators' routes):
 *
 * - `GET admin/me`, `GET admin/staff` (assignees);
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

  /** Gives an existing account staff access (administrators). The account signs in as usual. */
  app.post(
    '/admin/staff',
    { schema: { body: staffGrantSchema }, config: { access: 'admin' } },
    async (request, reply) => {
      const actor = staffOf(request);
      const member = await app.db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, request.body.email)).for('update');
        if (!user) {
          const message = 'No account uses this e-mail. Ask them to sign up first.';
          throw new HttpError(404, message, { email: message });
        }
        if (user.role !== 'customer') {
          const message =
            user.role === 'admin' ? 'This account is an administrator.' : 'This account is already staff.';
          throw new HttpError(409, message, { email: message });
        }
        await tx.update(users).set({ role: 'staff' }).where(eq(users.id, user.id));
        await audit(tx, actor, 'staff.grant', 'user', user.id, { role: { from: 'customer', to: 'staff' } });
        return { id: user.id, name: user.name, email: user.email, role: 'staff' as const };
      });
      return reply.status(201).send(member);
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
