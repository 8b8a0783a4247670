import { auditListQuerySchema } from '@company/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { auditLog, users } from '../../db/schema.js';
import { iso } from '../../lib/serialize.js';
import { applicationRoutes } from './applications.js';
import { enquiryRoutes } from './enquiries.js';
import { registerConsoleGuard, staffOf } from './guard.js';
import { orderRoutes } from './orders.js';
import { pageOf } from './shared.js';

/**
 * The staff console's API under `/api/v1/admin/` (issue 24). Every route is guarded before validation
 * (401 without a session, 403 for a customer, and for staff on the administrators' routes):
 *
 * - `GET admin/me`, `GET admin/staff` (assignees);
 * - enquiries, applications and orders (see their modules), each with a `.csv` export;
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
};
