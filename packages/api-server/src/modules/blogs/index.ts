import { blogCreateSchema, blogListQuerySchema, uuidParam } from '@company/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { blogs } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { createReadCache, JSON_CONTENT_TYPE } from '../../lib/read-cache.js';
import { assertImage, discardUpload, publicUploadUrl, storeUpload } from '../../lib/uploads.js';

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
  const { db, auth } = app;
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

  app.post('/blog', { schema: { body: blogCreateSchema } }, async (request, reply) => {
    await auth.requireAdmin(request);
    const file = assertImage('image', request.body.image);
    const stored = await storeUpload(app.config.uploadDir, 'blogs', file);
    try {
      const [row] = await db
        .insert(blogs)
        .values({ title: request.body.title, description: request.body.description, image: stored })
        .returning();
      cache.invalidate('blog:');
      return reply.status(201).send(toBlog(row!));
    } catch (error) {
      await discardUpload(app.config.uploadDir, 'blogs', stored);
      throw error;
    }
  });
};
