import {
  type Application,
  type ApplicationKind,
  applicationKindLabels,
  applicationListQuerySchema,
  applicationParamsSchema,
  applicationStatusLabels,
  applicationUpdateSchema,
} from '@company/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extname } from 'node:path';
import type { z } from 'zod';

import { internships, jobApplications } from '../../db/schema.js';
import { attachmentDisposition, toCsv } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { objectKey } from '../../lib/storage.js';
import { staffOf } from './guard.js';
import { audit, dayConditions, diff, EXPORT_LIMIT, istToday, likePattern, pageOf } from './shared.js';

type Query = z.output<typeof applicationListQuerySchema>;

/** Job and internship applications as one relation, so one query filters, sorts and pages both. */
const unified = sql`(
  select 'job'::text as kind, id, job_title as position, name, email, phone, city, experience,
         current_salary, resume_name, resume_file, status, notes, created_at, updated_at
    from ${jobApplications}
  union all
  select 'internship'::text, id, course, name, email, number, null, null, null,
         resume_name, resume_file, status, notes, created_at, updated_at
    from ${internships}
) as applications`;

const sortColumns = {
  createdAt: sql.raw('created_at'),
  name: sql.raw('lower(name)'),
  position: sql.raw('lower(position)'),
  status: sql.raw('status'),
} as const;

interface Row {
  kind: ApplicationKind;
  id: string;
  position: string | null;
  name: string;
  email: string;
  phone: string;
  city: string | null;
  experience: string | null;
  current_salary: string | null;
  resume_name: string;
  resume_file: string;
  status: Application['status'];
  notes: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const toApplication = (row: Row): Application => ({
  id: row.id,
  kind: row.kind,
  position: row.position,
  name: row.name,
  email: row.email,
  phone: row.phone,
  city: row.city,
  experience: row.experience,
  currentSalary: row.current_salary,
  resumeName: row.resume_name,
  status: row.status,
  notes: row.notes,
  createdAt: iso(new Date(row.created_at)),
  updatedAt: iso(new Date(row.updated_at)),
});

function where(query: Query): SQL {
  const parts: SQL[] = [...dayConditions(sql.raw('created_at'), query.from, query.to)];
  if (query.kind) parts.push(sql`kind = ${query.kind}`);
  if (query.position) parts.push(sql`position = ${query.position}`);
  if (query.status) parts.push(sql`status = ${query.status}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(sql`(name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern})`);
  }
  return parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/** What a résumé is sent as, from its extension (the upload's bytes were checked against it). */
const resumeTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const tableOf = (kind: ApplicationKind) => (kind === 'job' ? jobApplications : internships);

/**
 * Job and internship applications for staff: one list (kind, position, status and day filters, search on
 * name, e-mail and phone, paging, sorting), CSV export, detail, update (status, notes; audited) and the
 * résumé exactly as uploaded, under its original name.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const rowsOf = async (statement: SQL): Promise<Row[]> =>
    ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

  const ordered = (query: Query) =>
    sql`order by ${sortColumns[query.sort]} ${sql.raw(query.order === 'asc' ? 'asc nulls first' : 'desc nulls last')}, id desc`;

  const findOne = async (kind: ApplicationKind, id: string): Promise<Row | undefined> =>
    (await rowsOf(sql`select * from ${unified} where kind = ${kind} and id = ${id}`))[0];

  app.get('/admin/applications', { schema: { querystring: applicationListQuerySchema } }, async (request) => {
    const query = request.query;
    const filter = where(query);
    const [rows, totals, positions] = await Promise.all([
      rowsOf(
        sql`select * from ${unified} ${filter} ${ordered(query)} limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      ),
      rowsOf(sql`select count(*)::int as total from ${unified} ${filter}`),
      rowsOf(sql`select distinct position from ${unified} where position is not null order by position`),
    ]);
    const total = Number((totals[0] as unknown as { total: number } | undefined)?.total ?? 0);
    return {
      data: rows.map(toApplication),
      ...pageOf(total, query.page, query.limit),
      positions: positions.map((row) => row.position!).filter(Boolean),
    };
  });

  app.get(
    '/admin/applications.csv',
    { schema: { querystring: applicationListQuerySchema }, config: { cookieAuth: true } },
    async (request, reply) => {
      const query = request.query;
      const rows = (
        await rowsOf(sql`select * from ${unified} ${where(query)} ${ordered(query)} limit ${EXPORT_LIMIT}`)
      ).map(toApplication);
      const csv = toCsv(
        [
          'Received',
          'Kind',
          'Position',
          'Name',
          'Email',
          'Phone',
          'City',
          'Experience',
          'Current salary',
          'Résumé',
          'Status',
          'Notes',
          'Id',
        ],
        rows.map((a) => [
          a.createdAt,
          applicationKindLabels[a.kind],
          a.position ?? '',
          a.name,
          a.email,
          a.phone,
          a.city ?? '',
          a.experience ?? '',
          a.currentSalary ?? '',
          a.resumeName,
          applicationStatusLabels[a.status],
          a.notes,
          a.id,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`applications-${istToday()}.csv`))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/applications/:kind/:id',
    { schema: { params: applicationParamsSchema } },
    async (request) => {
      const row = await findOne(request.params.kind, request.params.id);
      if (!row) throw notFound('Application not found.');
      return toApplication(row);
    },
  );

  app.get(
    '/admin/applications/:kind/:id/resume',
    { schema: { params: applicationParamsSchema }, config: { cookieAuth: true } },
    async (request, reply) => {
      const row = await findOne(request.params.kind, request.params.id);
      if (!row) throw notFound('Application not found.');
      // The stored name is ours (random hex and the extension), never the uploader's. Issue 26 (docs/requirements/issues/26-past-one-machine.md): read from
      // the object store (disk or the private bucket) and streamed to staff only; never a public URL.
      const stored = await app.objectStore.get(objectKey('resumes', row.resume_file));
      if (!stored) throw notFound('The résumé file is missing.');
      return reply
        .header(
          'content-type',
          resumeTypes[extname(row.resume_file).toLowerCase()] ?? 'application/octet-stream',
        )
        .header('content-length', String(stored.size))
        .header('content-disposition', attachmentDisposition(row.resume_name))
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );

  app.patch(
    '/admin/applications/:kind/:id',
    { schema: { params: applicationParamsSchema, body: applicationUpdateSchema } },
    async (request) => {
      const actor = staffOf(request);
      const { kind, id } = request.params;
      const table = tableOf(kind);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: table.status, notes: table.notes })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        if (!before) throw notFound('Application not found.');
        const next = { status: request.body.status, notes: request.body.notes };
        const changes = diff(before, next);
        if (Object.keys(changes).length === 0) return;
        await tx
          .update(table)
          .set({ ...next, updatedAt: new Date() })
          .where(and(eq(table.id, id)));
        await audit(
          tx,
          actor,
          'application.update',
          kind === 'job' ? 'job_application' : 'internship',
          id,
          changes,
        );
      });
      return toApplication((await findOne(kind, id))!);
    },
  );
};
