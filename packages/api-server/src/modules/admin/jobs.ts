import {
  type AdminJob,
  adminJobCreateSchema,
  adminJobListQuerySchema,
  adminJobUpdateSchema,
  idParamsSchema,
  jobStatusLabels,
  jobStatusUpdateSchema,
} from '@company/contracts';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { jobs } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { cacheKeys, createdChanges, sendCsv } from './content-shared.js';
import { staffOf } from './guard.js';
import { audit, dayConditions, diff, EXPORT_LIMIT, likePattern, pageOf } from './shared.js';

type Query = z.output<typeof adminJobListQuerySchema>;
type JobRow = typeof jobs.$inferSelect;

const sortColumns = {
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  jobTitle: jobs.jobTitle,
  location: jobs.location,
  status: jobs.status,
} as const;

function conditions(query: Query): SQL | undefined {
  const where: SQL[] = [...dayConditions(jobs.createdAt, query.from, query.to)];
  if (query.status) where.push(eq(jobs.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        sql`${jobs.jobTitle} ilike ${pattern}`,
        sql`${jobs.location} ilike ${pattern}`,
        sql`${jobs.skill} ilike ${pattern}`,
      )!,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

const ordered = (query: Query) => {
  const column = sortColumns[query.sort];
  return [query.order === 'asc' ? asc(column) : desc(column), desc(jobs.id)];
};

export const toAdminJob = (row: JobRow): AdminJob => ({
  id: row.id,
  jobTitle: row.jobTitle,
  experience: row.experience,
  education: row.education,
  location: row.location,
  skill: row.skill,
  description: row.description,
  status: row.status,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The text fields of a job as stored: a field left blank is cleared. */
const fieldsOf = (body: z.output<typeof adminJobUpdateSchema>) => ({
  jobTitle: body.jobTitle,
  experience: body.experience ?? null,
  education: body.education ?? null,
  location: body.location ?? null,
  skill: body.skill ?? null,
  description: body.description ?? null,
});

/**
 * Jobs for administrators (docs/requirements/issues/24-staff-console.md): list (every job, open and closed), CSV, detail, create, edit, open or
 * close, delete. Every change is audited in its transaction and drops the public job list from the read
 * cache, so /career and /job show it at once; a closed job is gone from them and its page answers 404.
 */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { access: 'admin' } as const;
  const changed = () => app.contentCache.invalidate(cacheKeys.jobs);

  app.get(
    '/admin/jobs',
    { schema: { querystring: adminJobListQuerySchema }, config: admin },
    async (request) => {
      const query = request.query;
      const where = conditions(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(where)
          .orderBy(...ordered(query))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(jobs).where(where),
      ]);
      return { data: rows.map(toAdminJob), ...pageOf(total?.value ?? 0, query.page, query.limit) };
    },
  );

  app.get(
    '/admin/jobs.csv',
    { schema: { querystring: adminJobListQuerySchema }, config: { ...admin, cookieAuth: true } },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(jobs)
        .where(conditions(request.query))
        .orderBy(...ordered(request.query))
        .limit(EXPORT_LIMIT);
      return sendCsv(
        reply,
        'jobs',
        [
          'Posted',
          'Title',
          'Status',
          'Experience',
          'Education',
          'Location',
          'Skills',
          'Description',
          'Last change',
          'Id',
        ],
        rows.map((job) => [
          iso(job.createdAt),
          job.jobTitle,
          jobStatusLabels[job.status],
          job.experience,
          job.education,
          job.location,
          job.skill,
          job.description,
          iso(job.updatedAt),
          job.id,
        ]),
      );
    },
  );

  app.get('/admin/jobs/:id', { schema: { params: idParamsSchema }, config: admin }, async (request) => {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, request.params.id));
    if (!row) throw notFound('Job not found.');
    return toAdminJob(row);
  });

  app.post(
    '/admin/jobs',
    { schema: { body: adminJobCreateSchema }, config: admin },
    async (request, reply) => {
      const actor = staffOf(request);
      const values = { ...fieldsOf(request.body), status: request.body.status };
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(jobs).values(values).returning();
        await audit(tx, actor, 'job.create', 'job', inserted!.id, createdChanges(values));
        return inserted!;
      });
      changed();
      return reply.status(201).send(toAdminJob(row));
    },
  );

  app.put(
    '/admin/jobs/:id',
    { schema: { params: idParamsSchema, body: adminJobUpdateSchema }, config: admin },
    async (request) => {
      const actor = staffOf(request);
      const id = request.params.id;
      const next = fieldsOf(request.body);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
        if (!before) throw notFound('Job not found.');
        const changes = diff(before, next);
        if (Object.keys(changes).length === 0) return before;
        const [updated] = await tx
          .update(jobs)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(jobs.id, id))
          .returning();
        await audit(tx, actor, 'job.update', 'job', id, changes);
        return updated!;
      });
      changed();
      return toAdminJob(row);
    },
  );

  app.patch(
    '/admin/jobs/:id',
    { schema: { params: idParamsSchema, body: jobStatusUpdateSchema }, config: admin },
    async (request) => {
      const actor = staffOf(request);
      const id = request.params.id;
      const { status } = request.body;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
        if (!before) throw notFound('Job not found.');
        if (before.status === status) return before;
        const [updated] = await tx
          .update(jobs)
          .set({ status, updatedAt: new Date() })
          .where(eq(jobs.id, id))
          .returning();
        await audit(tx, actor, status === 'open' ? 'job.open' : 'job.close', 'job', id, {
          status: { from: before.status, to: status },
        });
        return updated!;
      });
      changed();
      return toAdminJob(row);
    },
  );

  app.delete('/admin/jobs/:id', { schema: { params: idParamsSchema }, config: admin }, async (request) => {
    const actor = staffOf(request);
    const id = request.params.id;
    await db.transaction(async (tx) => {
      const [before] = await tx.delete(jobs).where(eq(jobs.id, id)).returning();
      if (!before) throw notFound('Job not found.');
      await audit(tx, actor, 'job.delete', 'job', id, {
        jobTitle: { from: before.jobTitle, to: null },
        status: { from: before.status, to: null },
      });
    });
    changed();
    return { status: 200, message: 'Job deleted.' };
  });
};
