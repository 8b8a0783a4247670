import {
  type AdminTeamMember,
  adminTeamListQuerySchema,
  adminTeamMemberCreateSchema,
  adminTeamMemberUpdateSchema,
  idParamsSchema,
  publishStatusLabels,
  publishStatusUpdateSchema,
} from '@company/contracts';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { teamMembers } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { assertImage, publicUploadUrl, storeUploadWithRow } from '../../lib/uploads.js';
import { cacheKeys, createdChanges, removeImage, sendCsv } from './content-shared.js';
import { staffOf } from './guard.js';
import { audit, dayConditions, diff, EXPORT_LIMIT, likePattern, pageOf, type Tx } from './shared.js';

type Query = z.output<typeof adminTeamListQuerySchema>;
type TeamRow = typeof teamMembers.$inferSelect;

/** Where a new member goes when no place is given: after the seeded members (places 0, 1, 2…). */
const DEFAULT_SORT_ORDER = 1000;

const sortColumns = {
  sortOrder: teamMembers.sortOrder,
  name: teamMembers.name,
  role: teamMembers.role,
  status: teamMembers.status,
  updatedAt: teamMembers.updatedAt,
  createdAt: teamMembers.createdAt,
} as const;

function conditions(query: Query): SQL | undefined {
  const where: SQL[] = [...dayConditions(teamMembers.createdAt, query.from, query.to)];
  if (query.status) where.push(eq(teamMembers.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(or(sql`${teamMembers.name} ilike ${pattern}`, sql`${teamMembers.role} ilike ${pattern}`)!);
  }
  return where.length > 0 ? and(...where) : undefined;
}

const ordered = (query: Query) => {
  const column = sortColumns[query.sort];
  return [
    query.order === 'asc' ? asc(column) : desc(column),
    asc(teamMembers.createdAt),
    asc(teamMembers.id),
  ];
};

export const toAdminTeamMember = (row: TeamRow): AdminTeamMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  image: row.image,
  imageUrl: publicUploadUrl('team', row.image),
  description: row.description,
  linkedin: row.linkedin,
  github: row.github,
  twitter: row.twitter,
  status: row.status,
  sortOrder: row.sortOrder,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The text fields of a member as stored: a blank description is empty, a blank link cleared. */
const fieldsOf = (body: z.output<typeof adminTeamMemberUpdateSchema>) => ({
  name: body.name,
  role: body.role,
  description: body.description ?? '',
  linkedin: body.linkedin ?? null,
  github: body.github ?? null,
  twitter: body.twitter ?? null,
});

/**
 * Team members for administrators (docs/requirements/issues/24-staff-console.md): list (drafts too, in page order), CSV, detail, create (with
 * the image checks of `POST ourteam`), edit (a new portrait is optional; the old file is removed after the
 * commit), publish or unpublish, delete. Every change is audited in its transaction and drops the public
 * team list from the read cache, so /team shows it at once.
 */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { access: 'admin' } as const;
  const changed = () => app.contentCache.invalidate(cacheKeys.team);
  const imageInUse = (file: string) => async () =>
    (await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.image, file)).limit(1))
      .length > 0;

  app.get(
    '/admin/team',
    { schema: { querystring: adminTeamListQuerySchema }, config: admin },
    async (request) => {
      const query = request.query;
      const where = conditions(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(teamMembers)
          .where(where)
          .orderBy(...ordered(query))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(teamMembers).where(where),
      ]);
      return { data: rows.map(toAdminTeamMember), ...pageOf(total?.value ?? 0, query.page, query.limit) };
    },
  );

  app.get(
    '/admin/team.csv',
    { schema: { querystring: adminTeamListQuerySchema }, config: { ...admin, cookieAuth: true } },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(teamMembers)
        .where(conditions(request.query))
        .orderBy(...ordered(request.query))
        .limit(EXPORT_LIMIT);
      return sendCsv(
        reply,
        'team',
        [
          'Place',
          'Name',
          'Role',
          'Status',
          'Description',
          'LinkedIn',
          'GitHub',
          'X (Twitter)',
          'Portrait',
          'Last change',
          'Id',
        ],
        rows.map((member) => [
          member.sortOrder,
          member.name,
          member.role,
          publishStatusLabels[member.status],
          member.description,
          member.linkedin,
          member.github,
          member.twitter,
          publicUploadUrl('team', member.image),
          iso(member.updatedAt),
          member.id,
        ]),
      );
    },
  );

  app.get('/admin/team/:id', { schema: { params: idParamsSchema }, config: admin }, async (request) => {
    const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, request.params.id));
    if (!row) throw notFound('Team member not found.');
    return toAdminTeamMember(row);
  });

  app.post(
    '/admin/team',
    { schema: { body: adminTeamMemberCreateSchema }, config: admin },
    async (request, reply) => {
      const actor = staffOf(request);
      const file = await assertImage('image', request.body.image);
      const { status, sortOrder } = request.body;
      const row = await storeUploadWithRow(db, app.objectStore, 'team', file, async (tx, stored) => {
        const values = {
          ...fieldsOf(request.body),
          status,
          sortOrder: sortOrder ?? DEFAULT_SORT_ORDER,
          image: stored,
        };
        const [inserted] = await tx.insert(teamMembers).values(values).returning();
        await audit(tx, actor, 'team.create', 'team_member', inserted!.id, createdChanges(values));
        return inserted!;
      });
      changed();
      return reply.status(201).send(toAdminTeamMember(row));
    },
  );

  app.put(
    '/admin/team/:id',
    { schema: { params: idParamsSchema, body: adminTeamMemberUpdateSchema }, config: admin },
    async (request) => {
      const actor = staffOf(request);
      const id = request.params.id;
      const { image, sortOrder } = request.body;
      const fields = fieldsOf(request.body);
      const update = async (tx: Tx, stored?: string) => {
        const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
        if (!before) throw notFound('Team member not found.');
        const next = {
          ...fields,
          ...(sortOrder === undefined ? {} : { sortOrder }),
          ...(stored ? { image: stored } : {}),
        };
        const changes = diff(before, next);
        if (Object.keys(changes).length === 0) return { before, row: before };
        const [row] = await tx
          .update(teamMembers)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(teamMembers.id, id))
          .returning();
        await audit(tx, actor, 'team.update', 'team_member', id, changes);
        return { before, row: row! };
      };
      const { before, row } =
        image === undefined
          ? await db.transaction((tx) => update(tx))
          : await storeUploadWithRow(db, app.objectStore, 'team', await assertImage('image', image), update);
      changed();
      if (before.image !== row.image) await removeImage(app, 'team', before.image, imageInUse(before.image));
      return toAdminTeamMember(row);
    },
  );

  app.patch(
    '/admin/team/:id',
    { schema: { params: idParamsSchema, body: publishStatusUpdateSchema }, config: admin },
    async (request) => {
      const actor = staffOf(request);
      const id = request.params.id;
      const { status } = request.body;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
        if (!before) throw notFound('Team member not found.');
        if (before.status === status) return before;
        const [updated] = await tx
          .update(teamMembers)
          .set({ status, updatedAt: new Date() })
          .where(eq(teamMembers.id, id))
          .returning();
        const action = status === 'published' ? 'team.publish' : 'team.unpublish';
        await audit(tx, actor, action, 'team_member', id, { status: { from: before.status, to: status } });
        return updated!;
      });
      changed();
      return toAdminTeamMember(row);
    },
  );

  app.delete('/admin/team/:id', { schema: { params: idParamsSchema }, config: admin }, async (request) => {
    const actor = staffOf(request);
    const id = request.params.id;
    const before = await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
      if (!deleted) throw notFound('Team member not found.');
      await audit(tx, actor, 'team.delete', 'team_member', id, {
        name: { from: deleted.name, to: null },
        status: { from: deleted.status, to: null },
        image: { from: deleted.image, to: null },
      });
      return deleted;
    });
    changed();
    await removeImage(app, 'team', before.image, imageInUse(before.image));
    return { status: 200, message: 'Team member deleted.' };
  });
};
