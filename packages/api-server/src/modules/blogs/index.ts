import { blogCreateSchema, blogListQuerySchema, uuidParam } from '@company/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { blogs } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { JSON_CONTENT_TYPE } from '../../lib/read-cache.js';
import { assertImage, publicUploadUrl, storeUploadWithRow } from '../../lib/uploads.js';
import { adminOnlyHook } from '../../lib/admin-only.js';
import { adminActor, createdChanges } from '../admin/content-shared.js';
import { audit } from '../admin/shared.js';

type BlogRow = typeof blogs.$inferSelect;

const toBlog = (row: BlogRow) => ({
  id: row.id,
  _id: row.id,
  title: row.title,
  image: row.image,
  imageUrl: publicUploadUrl('blogs', row.image),
  description: row.description,
  createdAt: iso(row.createdAt),
});

/**
 * `GET blog?page&limit` → `{ data, page, limit, total, totalPages }`, newest first; `POST blog` for
 * administrators. Only published blogs: a draft (docs/requirements/issues/24-staff-console.md, the console) is left out and answers 404. Pages
 * are kept in the shared read cache under `blog:`, which every change to a blog invalidates.
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const adminOnly = adminOnlyHook(app);
  const cache = app.contentCache;
  const published = eq(blogs.status, 'published');

  app.get('/blog', { schema: { querystring: blogListQuerySchema } }, async (request, reply) => {
    const { page, limit } = request.query;
    const body = await cache.json(`blog:${page}:${limit}`, () => listBlogs(page, limit));
    return reply.type(JSON_CONTENT_TYPE).send(body);
  });

  async function listBlogs(page: number, limit: number) {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(blogs)
        .where(published)
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(blogs).where(published),
    ]);
    const total = totals?.total ?? 0;
    return { data: rows.map(toBlog), page, limit, total, totalPages: Math.ceil(total / limit) };
  }

  app.get('/blog/:id', { schema: { params: z.object({ id: uuidParam }) } }, async (request) => {
    const [row] = await db
      .select()
      .from(blogs)
      .where(and(eq(blogs.id, request.params.id), published));
    if (!row) throw notFound('Blog not found.');
    return toBlog(row);
  });

  // Administrators only: the token is checked on arrival, before the body is read or validated (docs/requirements/issues/23-safe-in-production.md).
  app.post('/blog', { schema: { body: blogCreateSchema }, onRequest: adminOnly }, async (request, reply) => {
    const actor = await adminActor(app, request);
    const file = await assertImage('image', request.body.image);
    const [row] = await storeUploadWithRow(db, app.objectStore, 'blogs', file, async (tx, stored) => {
      const values = { title: request.body.title, description: request.body.description, image: stored };
      const inserted = await tx.insert(blogs).values(values).returning();
      await audit(tx, actor, 'blog.create', 'blog', inserted[0]!.id, createdChanges(values));
      return inserted;
    });
    cache.invalidate('blog:');
    return reply.status(201).send(toBlog(row!));
  });
};
