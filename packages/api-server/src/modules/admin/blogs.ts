import {
  type AdminBlog,
  adminBlogCreateSchema,
  adminBlogListQuerySchema,
  adminBlogUpdateSchema,
  idParamsSchema,
  publishStatusLabels,
  publishStatusUpdateSchema,
} from '@company/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { blogs } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { assertImage, publicUploadUrl, storeUploadWithRow } from '../../lib/uploads.js';
import { cacheKeys, createdChanges, removeImage, sendCsv } from './content-shared.js';
import { staffOf } from './guard.js';
import { audit, dayConditions, diff, EXPORT_LIMIT, likePattern, pageOf, type Tx } from './shared.js';

type Query = z.output<typeof adminBlogListQuerySchema>;
type BlogRow = typeof blogs.$inferSelect;

const sortColumns = {
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
  title: blogs.title,
  status: blogs.status,
} as const;

function conditions(query: Query): SQL | undefined {
  const where: SQL[] = [...dayConditions(blogs.createdAt, query.from, query.to)];
  if (query.status) where.push(eq(blogs.status, query.status));
  if (query.q) where.push(sql`${blogs.title} ilike ${likePattern(query.q)}`);
  return where.length > 0 ? and(...where) : undefined;
}

const ordered = (query: Query) => {
  const column = sortColumns[query.sort];
  return [query.order === 'asc' ? asc(column) : desc(column), desc(blogs.id)];
};

export const toAdminBlog = (row: BlogRow): AdminBlog => ({
  id: row.id,
  _id: row.id,
  title: row.title,
  image: row.image,
  imageUrl: publicUploadUrl('blogs', row.image),
  description: row.description,
  status: row.status,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * Blogs for administrators (docs/requirements/issues/24-staff-console.md): list (drafts too), CSV, detail, create (with the image checks of
 * `POST blog`), edit (a new image is optional; the old file is removed after the commit), publish or
 * unpublish, delete. Every change is audited in its transaction and drops the public blog pages from the
 * read cache, so /blogs shows it at once; a draft is gone from /blogs and its page answers 404.
 */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { access: 'admin' } as const;
  const changed = () => app.contentCache.invalidate(cacheKeys.blogs);
  const imageInUse = (file: string) => async () =>
    (await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.image, file)).limit(1)).length > 0;

  app.get(
    '/admin/blogs',
    { schema: { querystring: adminBlogListQuerySchema }, config: admin },
    async (request) => {
      const query = request.query;
      const where = conditions(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blogs)
          .where(where)
          .orderBy(...ordered(query))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(blogs).where(where),
      ]);
      return { data: rows.map(toAdminBlog), ...pageOf(total?.value ?? 0, query.page, query.limit) };
    },
  );

  app.get(
    '/admin/blogs.csv',
    { schema: { querystring: adminBlogListQuerySchema }, config: { ...admin, cookieAuth: true } },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(blogs)
        .where(conditions(request.query))
        .orderBy(...ordered(request.query))
        .limit(EXPORT_LIMIT);
      return sendCsv(
        reply,
        'blogs',
        ['Created', 'Title', 'Status', 'Image', 'Description', 'Last change', 'Id'],
        rows.map((blog) => [
          iso(blog.createdAt),
          blog.title,
          publishStatusLabels[blog.status],
          publicUploadUrl('blogs', blog.image),
          blog.description,
          iso(blog.updatedAt),
          blog.id,
        ]),
      );
    },
  );

  app.get('/admin/blogs/:id', { schema: { params: idParamsSchema }, config: admin }, async (request) => {
    const [row] = await db.select().from(blogs).where(eq(blogs.id, request.params.id));
    if (!row) throw notFound('Blog not found.');
    return toAdminBlog(row);
  });

  app.post(
    '/admin/blogs',
    { schema: { body: adminBlogCreateSchema }, config: admin },
    async (request, reply) => {
      const actor = staffOf(request);
      const file = await assertImage('image', request.body.image);
      const { title, description, status } = request.body;
      const row = await storeUploadWithRow(db, app.objectStore, 'blogs', file, async (tx, stored) => {
        const values = { title, description, status, image: stored };
        const [inserted] = await tx.insert(blogs).values(values).returning();
        await audit(tx, actor, 'blog.create', 'blog', inserted!.id, createdChanges(values));
        return inserted!;
      });
      changed();
      return reply.status(201).send(toAdminBlog(row));
    },
  );

  app.put(
    '/admin/blogs/:id',
    { schema: { params: idParamsSchema, body: adminBlogUpdateSchema }, config: admin },
    async (request) => {
      const actor = staffOf(request);
      const id = request.params.id;
      const { title, description, image } = request.body;
      const update = async (tx: Tx, stored?: string) => {
        const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
        if (!before) throw notFound('Blog not found.');
        const next = stored ? { title, description, image: stored } : { title, description };
        const changes = diff(before, next);
        if (Object.keys(changes).length === 0) return { before, row: before };
        const [row] = await tx
          .update(blogs)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(blogs.id, id))
          .returning();
        await audit(tx, actor, 'blog.update', 'blog', id, changes);
        return { before, row: row! };
      };
      const { before, row } =
        image === undefined
          ? await db.transaction((tx) => update(tx))
          : await storeUploadWithRow(db, app.objectStore, 'blogs', await assertImage('image', image), update);
      changed();
      if (before.image !== row.image) await removeImage(app, 'blogs', before.image, imageInUse(before.image));
      return toAdminBlog(row);
    },
  );

  app.patch(
    '/admin/blogs/:id',
    { schema: { params: idParamsSchema, body: publishStatusUpdateSchema }, config: admin },
    async (request) => {
      const actor = staffOf(request);
      const id = request.params.id;
      const { status } = request.body;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
        if (!before) throw notFound('Blog not found.');
        if (before.status === status) return before;
        const [updated] = await tx
          .update(blogs)
          .set({ status, updatedAt: new Date() })
          .where(eq(blogs.id, id))
          .returning();
        await audit(tx, actor, status === 'published' ? 'blog.publish' : 'blog.unpublish', 'blog', id, {
          status: { from: before.status, to: status },
        });
        return updated!;
      });
      changed();
      return toAdminBlog(row);
    },
  );

  app.delete('/admin/blogs/:id', { schema: { params: idParamsSchema }, config: admin }, async (request) => {
    const actor = staffOf(request);
    const id = request.params.id;
    const before = await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
      if (!deleted) throw notFound('Blog not found.');
      await audit(tx, actor, 'blog.delete', 'blog', id, {
        title: { from: deleted.title, to: null },
        status: { from: deleted.status, to: null },
        image: { from: deleted.image, to: null },
      });
      return deleted;
    });
    changed();
    await removeImage(app, 'blogs', before.image, imageInUse(before.image));
    return { status: 200, message: 'Blog deleted.' };
  });
};
