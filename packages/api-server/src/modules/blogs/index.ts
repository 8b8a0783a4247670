import { blogCreateSchema, blogListQuerySchema, uuidParam } from '@company/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { blogs } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { createReadCache, JSON_CONTENT_TYPE } from '../../lib/read-cache.js';
import { assertImage, publicUploadUrl, storeUploadWithRow } from '../../lib/uploads.js';
import { adminOnlyHook } from '../../lib/admin-only.js';

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

/** `GET blog?page&limit` → `{ data, page, limit, total, totalPages }`, newest first; `POST blog` for administrators. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const adminOnly = adminOnlyHook(app);
  const cache = createReadCache();

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
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(blogs),
    ]);
    const total = totals?.total ?? 0;
    return { data: rows.map(toBlog), page, limit, total, totalPages: Math.ceil(total / limit) };
  }

  app.get('/blog/:id', { schema: { params: z.object({ id: uuidParam }) } }, async (request) => {
    const [row] = await db.select().from(blogs).where(eq(blogs.id, request.params.id));
    if (!row) throw notFound('Blog not found.');
    return toBlog(row);
  });

  // Administrators only: the token is checked on arrival, before the body is read or validated (issue 23).
  app.post('/blog', { schema: { body: blogCreateSchema }, onRequest: adminOnly }, async (request, reply) => {
    const file = await assertImage('image', request.body.image);
    const [row] = await storeUploadWithRow(db, app.config.uploadDir, 'blogs', file, (tx, stored) =>
      tx
        .insert(blogs)
        .values({ title: request.body.title, description: request.body.description, image: stored })
        .returning(),
    );
    cache.invalidate('blog:');
    return reply.status(201).send(toBlog(row!));
  });
};
