import { courseIdParamsSchema, uuidParam } from '@company/contracts';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { certificates, courses, enrolments, products, purchases } from '../../db/schema.js';
import { signedInHook } from '../../lib/admin-only.js';
import { notFound } from '../../lib/errors.js';
import { JSON_CONTENT_TYPE } from '../../lib/read-cache.js';
import { iso } from '../../lib/serialize.js';
import { publicUploadUrl } from '../../lib/uploads.js';
import { courseStandings } from '../learning/outline.js';

type CourseRow = typeof courses.$inferSelect;

/** Keys of the public catalogue in the shared read cache; the prefix drops them all. */
export const catalogueCacheKeys = {
  prefix: 'catalogue:',
  courses: 'catalogue:course:list',
  products: 'catalogue:product:list',
  /** Whether every price and availability is still the catalogue's (the site's prerendered pages). */
  asBuilt: 'catalogue:as-built',
} as const;

const toCourse = (row: CourseRow) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  description: row.description,
  image: row.image,
  imageUrl: publicUploadUrl('courses', row.image),
  price: row.price,
  details: row.details,
  videos: row.videos,
  available: row.available,
});

/** Courses and products with their server-side prices, and the caller's own purchased courses. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth } = app;

  // The lists are kept in the shared read cache under `catalogue:`, which the console's Prices section
  // invalidates on every change (docs/requirements/issues/24-staff-console.md).
  const cache = app.contentCache;
  app.get('/course', async (_request, reply) => {
    const body = await cache.json(catalogueCacheKeys.courses, async () => {
      const rows = await db.select().from(courses).orderBy(asc(courses.sortOrder));
      return rows.map(toCourse);
    });
    return reply.type(JSON_CONTENT_TYPE).send(body);
  });

  app.get('/course/:id', { schema: { params: courseIdParamsSchema } }, async (request) => {
    const [row] = await db.select().from(courses).where(eq(courses.id, request.params.id));
    if (!row) throw notFound('Course not found!');
    return toCourse(row);
  });

  app.get('/product', async (_request, reply) => {
    const body = await cache.json(catalogueCacheKeys.products, async () => {
      const rows = await db.select().from(products).orderBy(asc(products.sortOrder));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        price: row.price,
        available: row.available,
      }));
    });
    return reply.type(JSON_CONTENT_TYPE).send(body);
  });

  app.get(
    '/order/my-courses/:userId',
    // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the token is checked before the id is validated.
    { schema: { params: z.object({ userId: uuidParam }) }, onRequest: signedInHook(app) },
    async (request) => {
      const caller = await auth.requireUser(request);
      auth.assertOwn(caller, request.params.userId, 'You can only view your own courses.');
      const userId = request.params.userId;
      const course = {
        id: courses.id,
        title: courses.title,
        category: courses.category,
        image: courses.image,
      };
      const bought = await db
        .select({ ...course, fee: purchases.price, purchasedAt: purchases.createdAt })
        .from(purchases)
        .innerJoin(courses, eq(courses.id, purchases.itemId))
        .where(and(eq(purchases.userId, userId), eq(purchases.itemKind, 'course')))
        .orderBy(desc(purchases.createdAt));
      // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): a course staff gave by hand is there
      // too (fee 0), and one whose access was revoked is not.
      const enrolled = await db
        .select({
          ...course,
          source: enrolments.source,
          createdAt: enrolments.createdAt,
          revokedAt: enrolments.revokedAt,
        })
        .from(enrolments)
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .where(eq(enrolments.userId, userId));
      const revoked = new Set(enrolled.filter((row) => row.revokedAt).map((row) => row.id));
      const granted = enrolled
        .filter((row) => !row.revokedAt && row.source === 'grant')
        .map((row) => ({ ...row, fee: 0, purchasedAt: row.createdAt }));
      // One line per course, even if it was bought twice.
      const seen = new Set<string>();
      const rows = [...bought, ...granted]
        .filter((row) => !revoked.has(row.id))
        .filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)))
        .sort((a, b) => b.purchasedAt.getTime() - a.purchasedAt.getTime());
      const standings = await courseStandings(
        db,
        userId,
        rows.map((row) => row.id),
      );
      const issued = await db
        .select({ id: certificates.id, courseId: certificates.courseId })
        .from(certificates)
        .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)));
      const certificateOf = new Map(issued.map((row) => [row.courseId, row.id]));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        image: row.image,
        fee: row.fee,
        imageUrl: publicUploadUrl('courses', row.image),
        purchasedAt: iso(row.purchasedAt),
        progress: standings.get(row.id)!.progress,
        nextLessonId: standings.get(row.id)!.nextLessonId,
        certificateId: certificateOf.get(row.id) ?? null,
      }));
    },
  );
};
