import {
  adminMessages,
  type Enquiry,
  enquiryListQuerySchema,
  enquiryStatusLabels,
  enquiryUpdateSchema,
  idParamsSchema,
  staffRoles,
} from '@company/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { contactMessages, users } from '../../db/schema.js';
import { attachmentDisposition, toCsv } from '../../lib/csv.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { staffOf } from './guard.js';
import {
  audit,
  dayConditions,
  diff,
  EXPORT_LIMIT,
  istToday,
  pageOf,
  prefixTsQuery,
  type Tx,
} from './shared.js';

const assignee = alias(users, 'assignee');
const doneBy = alias(users, 'done_by');

type Query = z.output<typeof enquiryListQuerySchema>;

const sortColumns = {
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  subject: contactMessages.subject,
  status: contactMessages.status,
} as const;

function conditions(query: Query): SQL | undefined {
  const where: SQL[] = [...dayConditions(contactMessages.createdAt, query.from, query.to)];
  if (query.status) where.push(eq(contactMessages.status, query.status));
  const tsQuery = prefixTsQuery(query.q);
  if (tsQuery) {
    // The same expression as the GIN index `contact_messages_search_idx`.
    where.push(
      sql`to_tsvector('simple', ${contactMessages.name} || ' ' || ${contactMessages.mobile} || ' ' || ${contactMessages.subject} || ' ' || ${contactMessages.message}) @@ to_tsquery('simple', ${tsQuery})`,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

function selectEnquiries(db: Tx) {
  return db
    .select({
      row: contactMessages,
      assignee: { id: assignee.id, name: assignee.name, email: assignee.email },
      doneBy: { id: doneBy.id, name: doneBy.name, email: doneBy.email },
    })
    .from(contactMessages)
    .leftJoin(assignee, eq(assignee.id, contactMessages.assigneeId))
    .leftJoin(doneBy, eq(doneBy.id, contactMessages.doneById));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectEnquiries>['execute']>>[number];

const person = (value: { id: string | null; name: string | null; email: string | null } | null) =>
  value?.id ? { id: value.id, name: value.name ?? '', email: value.email ?? '' } : null;

function toEnquiry({ row, assignee: who, doneBy: by }: Selected): Enquiry {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    assignee: person(who),
    notes: row.notes,
    doneBy: person(by),
    doneAt: row.doneAt ? iso(row.doneAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * Contact enquiries for staff: list (newest first, full-text search, status and day filters, paging,
 * sorting), CSV export of the same list, detail, and update (status, assignee, notes). Marking one done
 * records who and when; every change is written to the audit log in the same transaction.
 */
export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const ordered = (query: Query) => {
    const column = sortColumns[query.sort];
    return [query.order === 'asc' ? asc(column) : desc(column), desc(contactMessages.id)];
  };

  app.get('/admin/enquiries', { schema: { querystring: enquiryListQuerySchema } }, async (request) => {
    const query = request.query;
    const where = conditions(query);
    const [rows, [total]] = await Promise.all([
      selectEnquiries(db)
        .where(where)
        .orderBy(...ordered(query))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(contactMessages).where(where),
    ]);
    return { data: rows.map(toEnquiry), ...pageOf(total?.value ?? 0, query.page, query.limit) };
  });

  app.get(
    '/admin/enquiries.csv',
    { schema: { querystring: enquiryListQuerySchema }, config: { cookieAuth: true } },
    async (request, reply) => {
      const rows = (
        await selectEnquiries(db)
          .where(conditions(request.query))
          .orderBy(...ordered(request.query))
          .limit(EXPORT_LIMIT)
      ).map(toEnquiry);
      const csv = toCsv(
        [
          'Received',
          'Name',
          'Mobile',
          'E-mail',
          'Subject',
          'Message',
          'Status',
          'Assignee',
          'Notes',
          'Done by',
          'Done at',
          'Id',
        ],
        rows.map((e) => [
          e.createdAt,
          e.name,
          e.mobile,
          e.email ?? '',
          e.subject,
          e.message,
          enquiryStatusLabels[e.status],
          e.assignee?.name ?? '',
          e.notes,
          e.doneBy?.name ?? '',
          e.doneAt ?? '',
          e.id,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`enquiries-${istToday()}.csv`))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get('/admin/enquiries/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const [row] = await selectEnquiries(db).where(eq(contactMessages.id, request.params.id));
    if (!row) throw notFound('Enquiry not found.');
    return toEnquiry(row);
  });

  app.patch(
    '/admin/enquiries/:id',
    { schema: { params: idParamsSchema, body: enquiryUpdateSchema } },
    async (request) => {
      const actor = staffOf(request);
      const { status, assigneeId, notes } = request.body;
      if (assigneeId) {
        const [member] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, assigneeId), inArray(users.role, [...staffRoles])));
        if (!member)
          throw new HttpError(400, adminMessages.assigneeUnknown, {
            assigneeId: adminMessages.assigneeUnknown,
          });
      }
      const id = request.params.id;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for('update');
        if (!before) throw notFound('Enquiry not found.');
        const now = new Date();
        const next: Partial<typeof contactMessages.$inferInsert> = { status, assigneeId, notes };
        if (status === 'done' && before.status !== 'done') {
          next.doneById = actor.id;
          next.doneAt = now;
        } else if (status !== undefined && status !== 'done' && before.status === 'done') {
          next.doneById = null;
          next.doneAt = null;
        }
        const changes = diff(before, next);
        if (Object.keys(changes).length === 0) return;
        await tx
          .update(contactMessages)
          .set({ ...next, updatedAt: now })
          .where(eq(contactMessages.id, id));
        await audit(tx, actor, 'enquiry.update', 'enquiry', id, changes);
      });
      const [row] = await selectEnquiries(db).where(eq(contactMessages.id, id));
      return toEnquiry(row!);
    },
  );
};
