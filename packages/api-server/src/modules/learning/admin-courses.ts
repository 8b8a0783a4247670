import {
  type AdminCourseDetail,
  type AdminCourseSummary,
  type AdminLesson,
  adminCourseParamsSchema,
  adminLessonParamsSchema,
  adminModuleParamsSchema,
  captionsUploadSchema,
  courseMessages,
  courseOrderSchema,
  lessonCreateSchema,
  lessonUpdateSchema,
  MAX_CAPTIONS_BYTES,
  moduleSaveSchema,
  notesUploadSchema,
} from '@company/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import parser from 'webvtt-parser';

import { courseModules, courses, lessonMedia, lessonProgress, lessons } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { sniff, type UploadedFile } from '../../lib/uploads.js';
import { registerConsoleGuard, staffOf } from '../admin/guard.js';
import { audit, diff, type Tx } from '../admin/shared.js';
import { lessonVideoUploads } from './lesson-video-upload.js';

type LessonRow = typeof lessons.$inferSelect;
type MediaRow = typeof lessonMedia.$inferSelect;

const badField = (field: string, message: string, status = 400) =>
  new HttpError(status, message, { [field]: message });

/** The newest upload of each lesson (the one the console reports on). */
async function newestMedia(db: Tx, lessonIds: string[]): Promise<Map<string, MediaRow>> {
  const newest = new Map<string, MediaRow>();
  if (lessonIds.length === 0) return newest;
  const rows = await db
    .select()
    .from(lessonMedia)
    .where(inArray(lessonMedia.lessonId, lessonIds))
    .orderBy(desc(lessonMedia.createdAt), desc(lessonMedia.id));
  for (const row of rows) if (!newest.has(row.lessonId)) newest.set(row.lessonId, row);
  return newest;
}

function toAdminLesson(lesson: LessonRow, media: MediaRow | undefined): AdminLesson {
  return {
    id: lesson.id,
    moduleId: lesson.moduleId,
    title: lesson.title,
    summary: lesson.summary,
    sortOrder: lesson.sortOrder,
    durationSeconds: lesson.durationSeconds,
    freePreview: lesson.freePreview,
    published: lesson.published,
    hasVideo: lesson.mediaId !== null,
    media: media
      ? {
          id: media.id,
          status: media.status,
          progress: media.progress,
          error: media.error,
          originalName: media.originalName,
          sizeBytes: media.sizeBytes,
          durationSeconds: media.durationSeconds,
          createdAt: iso(media.createdAt),
        }
      : null,
    hasCaptions: lesson.captionsKey !== null,
    hasNotes: lesson.notesKey !== null,
    updatedAt: iso(lesson.updatedAt),
  };
}

/** Why a captions file is not WebVTT, or undefined when it is (a signature and at least one valid cue). */
export function webVttProblem(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t]|\r?\n|$)/.test(text)) return 'The file does not start with “WEBVTT”.';
  const { cues, errors } = new parser.WebVTTParser().parse(text, 'metadata');
  const first = errors[0];
  if (first) return `Line ${first.line}: ${first.message}`;
  if (cues.length === 0) return 'The file holds no cues.';
  return undefined;
}

/**
 * The console's Courses section (issue 32 (docs/requirements/issues/32-courses-you-can-take.md), "Lessons as real
 * media"), for staff and administrators alike (content work, like enquiries; prices stay with administrators):
 * the outline of every course, modules and lessons (create, edit, delete, one-request reorder, publish or
 * unpublish), captions (WebVTT) and notes (PDF) in the object store under `lessons/<lessonId>/`, and the
 * resumable lesson video upload (`lesson-video-upload.ts`). Every change is audited in its transaction.
 */
export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleGuard(app);
  const { db } = app;

  const courseOf = async (tx: Tx, courseId: string) => {
    const [course] = await tx
      .select({ id: courses.id, title: courses.title, category: courses.category })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) throw notFound(courseMessages.courseUnknown);
    return course;
  };

  const lockedLesson = async (tx: Tx, id: string) => {
    const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update');
    if (!lesson) throw notFound(courseMessages.lessonUnknown);
    return lesson;
  };

  const lockedModule = async (tx: Tx, courseId: string, id: string) => {
    const [row] = await tx
      .select()
      .from(courseModules)
      .where(and(eq(courseModules.id, id), eq(courseModules.courseId, courseId)))
      .for('update');
    if (!row) throw notFound(courseMessages.moduleUnknown);
    return row;
  };

  const detailOf = async (courseId: string): Promise<AdminCourseDetail> => {
    const course = await courseOf(db, courseId);
    const [moduleRows, lessonRows] = await Promise.all([
      db
        .select()
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.sortOrder), asc(courseModules.createdAt)),
      db
        .select()
        .from(lessons)
        .where(eq(lessons.courseId, courseId))
        .orderBy(asc(lessons.sortOrder), asc(lessons.createdAt)),
    ]);
    const media = await newestMedia(
      db,
      lessonRows.map((lesson) => lesson.id),
    );
    return {
      course,
      modules: moduleRows.map((module) => ({
        id: module.id,
        title: module.title,
        sortOrder: module.sortOrder,
        lessons: lessonRows
          .filter((lesson) => lesson.moduleId === module.id)
          .map((lesson) => toAdminLesson(lesson, media.get(lesson.id))),
      })),
    };
  };

  const lessonAnswer = async (id: string) => {
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, id));
    if (!lesson) throw notFound(courseMessages.lessonUnknown);
    return toAdminLesson(lesson, (await newestMedia(db, [id])).get(id));
  };

  /** Every course with its lesson counts, in the site's order. */
  app.get('/admin/courses', async (): Promise<AdminCourseSummary[]> => {
    const [courseRows, moduleCounts, lessonRows] = await Promise.all([
      db
        .select({ id: courses.id, title: courses.title, category: courses.category })
        .from(courses)
        .orderBy(asc(courses.sortOrder), asc(courses.id)),
      db
        .select({ courseId: courseModules.courseId, value: count() })
        .from(courseModules)
        .groupBy(courseModules.courseId),
      db
        .select({
          id: lessons.id,
          courseId: lessons.courseId,
          published: lessons.published,
          mediaId: lessons.mediaId,
        })
        .from(lessons),
    ]);
    const media = await newestMedia(
      db,
      lessonRows.map((lesson) => lesson.id),
    );
    return courseRows.map((course) => {
      const own = lessonRows.filter((lesson) => lesson.courseId === course.id);
      const statusOf = (id: string) => media.get(id)?.status;
      return {
        ...course,
        modules: moduleCounts.find((row) => row.courseId === course.id)?.value ?? 0,
        lessons: own.length,
        published: own.filter((lesson) => lesson.published).length,
        ready: own.filter((lesson) => lesson.mediaId !== null).length,
        processing: own.filter((lesson) =>
          ['uploading', 'queued', 'transcoding'].includes(statusOf(lesson.id) ?? ''),
        ).length,
        failed: own.filter((lesson) => statusOf(lesson.id) === 'failed').length,
      };
    });
  });

  /** One course's modules and lessons, unpublished ones too, with each lesson's newest upload. */
  app.get('/admin/courses/:courseId', { schema: { params: adminCourseParamsSchema } }, async (request) =>
    detailOf(request.params.courseId),
  );

  app.post(
    '/admin/courses/:courseId/modules',
    { schema: { params: adminCourseParamsSchema, body: moduleSaveSchema } },
    async (request, reply) => {
      const actor = staffOf(request);
      const { courseId } = request.params;
      const created = await db.transaction(async (tx) => {
        await courseOf(tx, courseId);
        const [last] = await tx
          .select({ value: sql<number>`coalesce(max(${courseModules.sortOrder}), -1)` })
          .from(courseModules)
          .where(eq(courseModules.courseId, courseId));
        const [row] = await tx
          .insert(courseModules)
          .values({ courseId, title: request.body.title, sortOrder: Number(last?.value ?? -1) + 1 })
          .returning();
        await audit(tx, actor, 'course_module.create', 'course_module', row!.id, {
          courseId: { from: null, to: courseId },
          title: { from: null, to: row!.title },
        });
        return row!;
      });
      return reply
        .status(201)
        .send({ id: created.id, title: created.title, sortOrder: created.sortOrder, lessons: [] });
    },
  );

  app.patch(
    '/admin/courses/:courseId/modules/:id',
    { schema: { params: adminModuleParamsSchema, body: moduleSaveSchema } },
    async (request) => {
      const actor = staffOf(request);
      const { courseId, id } = request.params;
      return db.transaction(async (tx) => {
        const before = await lockedModule(tx, courseId, id);
        const changes = diff(before, { title: request.body.title });
        if (Object.keys(changes).length > 0) {
          await tx.update(courseModules).set({ title: request.body.title }).where(eq(courseModules.id, id));
          await audit(tx, actor, 'course_module.update', 'course_module', id, changes);
        }
        return { id, title: request.body.title, sortOrder: before.sortOrder };
      });
    },
  );

  /** Deletes an empty module (its lessons are moved or deleted first, so no lesson goes by accident). */
  app.delete(
    '/admin/courses/:courseId/modules/:id',
    { schema: { params: adminModuleParamsSchema } },
    async (request) => {
      const actor = staffOf(request);
      const { courseId, id } = request.params;
      await db.transaction(async (tx) => {
        const before = await lockedModule(tx, courseId, id);
        const [held] = await tx.select({ value: count() }).from(lessons).where(eq(lessons.moduleId, id));
        if ((held?.value ?? 0) > 0) throw new HttpError(409, courseMessages.moduleNotEmpty);
        await tx.delete(courseModules).where(eq(courseModules.id, id));
        await audit(tx, actor, 'course_module.delete', 'course_module', id, {
          title: { from: before.title, to: null },
        });
      });
      return { status: 200, message: 'Module deleted.' };
    },
  );

  app.post(
    '/admin/courses/:courseId/lessons',
    { schema: { params: adminCourseParamsSchema, body: lessonCreateSchema } },
    async (request, reply) => {
      const actor = staffOf(request);
      const { courseId } = request.params;
      const body = request.body;
      const id = await db.transaction(async (tx) => {
        await courseOf(tx, courseId);
        const [module] = await tx
          .select({ id: courseModules.id })
          .from(courseModules)
          .where(and(eq(courseModules.id, body.moduleId), eq(courseModules.courseId, courseId)));
        if (!module) throw badField('moduleId', courseMessages.moduleUnknown);
        const [last] = await tx
          .select({ value: sql<number>`coalesce(max(${lessons.sortOrder}), -1)` })
          .from(lessons)
          .where(eq(lessons.moduleId, body.moduleId));
        const [row] = await tx
          .insert(lessons)
          .values({
            courseId,
            moduleId: body.moduleId,
            title: body.title,
            summary: body.summary,
            freePreview: body.freePreview,
            published: body.published,
            sortOrder: Number(last?.value ?? -1) + 1,
          })
          .returning();
        await audit(tx, actor, 'lesson.create', 'lesson', row!.id, {
          courseId: { from: null, to: courseId },
          moduleId: { from: null, to: body.moduleId },
          title: { from: null, to: body.title },
          freePreview: { from: null, to: body.freePreview },
          published: { from: null, to: body.published },
        });
        return row!.id;
      });
      return reply.status(201).send(await lessonAnswer(id));
    },
  );

  /**
   * Edits a lesson: copy, free preview, published (an unpublished lesson stays with its media and progress but
   * students no longer see it), or its module (it goes to that module's end).
   */
  app.patch(
    '/admin/lessons/:id',
    { schema: { params: adminLessonParamsSchema, body: lessonUpdateSchema } },
    async (request) => {
      const actor = staffOf(request);
      const { id } = request.params;
      const body = request.body;
      await db.transaction(async (tx) => {
        const before = await lockedLesson(tx, id);
        const next: Partial<LessonRow> = {
          title: body.title,
          summary: body.summary,
          freePreview: body.freePreview,
          published: body.published,
        };
        if (body.moduleId !== undefined && body.moduleId !== before.moduleId) {
          const [module] = await tx
            .select({ id: courseModules.id })
            .from(courseModules)
            .where(and(eq(courseModules.id, body.moduleId), eq(courseModules.courseId, before.courseId)));
          if (!module) throw badField('moduleId', courseMessages.moduleUnknown);
          const [last] = await tx
            .select({ value: sql<number>`coalesce(max(${lessons.sortOrder}), -1)` })
            .from(lessons)
            .where(eq(lessons.moduleId, body.moduleId));
          next.moduleId = body.moduleId;
          next.sortOrder = Number(last?.value ?? -1) + 1;
        }
        const changes = diff(before, next);
        if (Object.keys(changes).length === 0) return;
        await tx
          .update(lessons)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(lessons.id, id));
        const action =
          'published' in changes ? (next.published ? 'lesson.publish' : 'lesson.unpublish') : 'lesson.update';
        await audit(tx, actor, action, 'lesson', id, changes);
      });
      return lessonAnswer(id);
    },
  );

  /**
   * Deletes a lesson nobody has watched yet; one with students' progress is unpublished instead (409), so
   * their progress and the refund rule's figures stay true.
   */
  app.delete('/admin/lessons/:id', { schema: { params: adminLessonParamsSchema } }, async (request) => {
    const actor = staffOf(request);
    const { id } = request.params;
    const removed = await db.transaction(async (tx) => {
      const before = await lockedLesson(tx, id);
      const [watched] = await tx
        .select({ value: count() })
        .from(lessonProgress)
        .where(eq(lessonProgress.lessonId, id));
      if ((watched?.value ?? 0) > 0)
        throw new HttpError(409, 'Students have watched this lesson: unpublish it instead.');
      await tx.delete(lessons).where(eq(lessons.id, id));
      await audit(tx, actor, 'lesson.delete', 'lesson', id, {
        title: { from: before.title, to: null },
        courseId: { from: before.courseId, to: null },
      });
      return before;
    });
    for (const key of [removed.captionsKey, removed.notesKey]) {
      if (key) await app.objectStore.remove(key).catch(() => undefined);
    }
    return { status: 200, message: 'Lesson deleted.' };
  });

  /** The whole outline in its new order, in one request: every module once, each with all its lessons. */
  app.post(
    '/admin/courses/:courseId/order',
    { schema: { params: adminCourseParamsSchema, body: courseOrderSchema } },
    async (request) => {
      const actor = staffOf(request);
      const { courseId } = request.params;
      const wanted = request.body.modules;
      await db.transaction(async (tx) => {
        await courseOf(tx, courseId);
        const moduleRows = await tx
          .select()
          .from(courseModules)
          .where(eq(courseModules.courseId, courseId))
          .orderBy(asc(courseModules.sortOrder))
          .for('update');
        const lessonRows = await tx
          .select()
          .from(lessons)
          .where(eq(lessons.courseId, courseId))
          .orderBy(asc(lessons.sortOrder))
          .for('update');
        const sameSet = (a: string[], b: string[]) =>
          a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));
        if (
          !sameSet(
            wanted.map((module) => module.id),
            moduleRows.map((module) => module.id),
          ) ||
          !sameSet(
            wanted.flatMap((module) => module.lessonIds),
            lessonRows.map((lesson) => lesson.id),
          )
        )
          throw badField('modules', courseMessages.orderInvalid);
        const outline = (rows: { id: string; lessonIds: string[] }[]) =>
          rows.map((module) => `${module.id}:${module.lessonIds.join(',')}`);
        const before = moduleRows.map((module) => ({
          id: module.id,
          lessonIds: lessonRows.filter((lesson) => lesson.moduleId === module.id).map((lesson) => lesson.id),
        }));
        if (outline(before).join('|') === outline(wanted).join('|')) return;
        for (const [moduleIndex, module] of wanted.entries()) {
          await tx
            .update(courseModules)
            .set({ sortOrder: moduleIndex })
            .where(eq(courseModules.id, module.id));
          for (const [lessonIndex, lessonId] of module.lessonIds.entries()) {
            await tx
              .update(lessons)
              .set({ moduleId: module.id, sortOrder: lessonIndex, updatedAt: new Date() })
              .where(eq(lessons.id, lessonId));
          }
        }
        await audit(tx, actor, 'course.reorder', 'course', courseId, {
          order: { from: before, to: wanted },
        });
      });
      return detailOf(courseId);
    },
  );

  /**
   * Stores a lesson file under `lessons/<lessonId>/<name>-<random>.<ext>` and names it on the lesson in one
   * transaction; the file it replaces is removed after the commit.
   */
  async function replaceLessonFile(
    actorRequest: Parameters<typeof staffOf>[0],
    lessonId: string,
    column: 'captionsKey' | 'notesKey',
    key: string,
    bytes: Buffer,
    contentType: string,
  ) {
    const actor = staffOf(actorRequest);
    // Written before the transaction (no upload while it is open) under a new key that nothing names yet.
    await app.objectStore.put(key, bytes, contentType);
    let previous: string | null;
    try {
      previous = await db.transaction(async (tx) => {
        const before = await lockedLesson(tx, lessonId);
        await tx
          .update(lessons)
          .set({ [column]: key, updatedAt: new Date() })
          .where(eq(lessons.id, lessonId));
        const action = column === 'captionsKey' ? 'lesson.captions' : 'lesson.notes';
        await audit(tx, actor, action, 'lesson', lessonId, { [column]: { from: before[column], to: key } });
        return before[column];
      });
    } catch (error) {
      await app.objectStore.remove(key).catch(() => undefined);
      throw error;
    }
    if (previous && previous !== key) await app.objectStore.remove(previous).catch(() => undefined);
    return lessonAnswer(lessonId);
  }

  /** Captions: a WebVTT file (signature and parseable cues), at most 1 MB. */
  app.put(
    '/admin/lessons/:id/captions',
    { schema: { params: adminLessonParamsSchema, body: captionsUploadSchema } },
    async (request) => {
      const file = request.body.file as unknown as UploadedFile;
      if (file.size > MAX_CAPTIONS_BYTES) throw badField('file', courseMessages.captionsTooLarge, 413);
      const bytes = await readFile(file.path);
      const problem = webVttProblem(bytes);
      if (problem) throw badField('file', `${courseMessages.captionsInvalid} ${problem}`);
      const key = `lessons/${request.params.id}/captions-${randomBytes(8).toString('hex')}.vtt`;
      return replaceLessonFile(
        request,
        request.params.id,
        'captionsKey',
        key,
        bytes,
        'text/vtt; charset=utf-8',
      );
    },
  );

  /** Notes: a PDF (by its magic bytes), at most 5 MB (the multipart limit). */
  app.put(
    '/admin/lessons/:id/notes',
    { schema: { params: adminLessonParamsSchema, body: notesUploadSchema } },
    async (request) => {
      const file = request.body.file as unknown as UploadedFile;
      if (sniff(file.head) !== 'pdf') throw badField('file', courseMessages.notesInvalid);
      const bytes = await readFile(file.path);
      const key = `lessons/${request.params.id}/notes-${randomBytes(8).toString('hex')}.pdf`;
      return replaceLessonFile(request, request.params.id, 'notesKey', key, bytes, 'application/pdf');
    },
  );

  await app.register(lessonVideoUploads);
};
