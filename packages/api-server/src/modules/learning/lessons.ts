import {
  type CourseOutline,
  learnCourseParamsSchema,
  learningMessages,
  learnLessonParamsSchema,
  type LessonDetail,
} from '@company/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { certificates, courses, enrolments, lessonMedia } from '../../db/schema.js';
import { signedInHook } from '../../lib/admin-only.js';
import { formCaller } from '../../lib/caller.js';
import { HttpError } from '../../lib/errors.js';
import { isStaff, lessonAccess, ownsCourse, type Viewer } from './access.js';
import { mediaUrlsFor } from './media.js';
import { nextLessonFor, orderedLessons, progressOf, summarize } from './outline.js';

/** Personal answers: never kept by a shared cache. */
const personal = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-store');

/**
 * The student's side of a course (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "The learning
 * page"), under `/api/v1`:
 *
 * - `GET learn/courses/{courseId}` (anyone): modules and lessons (published; staff see all), with the
 *   viewer's done ticks, progress, next lesson and certificate when signed in.
 * - `GET learn/lessons/{lessonId}` (a student of the course, staff, or anyone for a free preview): the lesson
 *   with media URLs signed for the viewer, where they left off, and its neighbours.
 * - `GET learn/owned` (signed in): the courses the caller can watch now.
 */
export const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/learn/courses/:courseId', async (request, reply): Promise<CourseOutline> => {
    // A course id that is not in the catalogue is a course that does not exist (404, as for a lesson).
    const params = learnCourseParamsSchema.safeParse(request.params);
    const [course] = params.success
      ? await db
          .select({ id: courses.id, title: courses.title })
          .from(courses)
          .where(eq(courses.id, params.data.courseId))
      : [];
    if (!course) throw new HttpError(404, learningMessages.courseNotFound);
    const viewer: Viewer = await formCaller(app, request);
    const staff = isStaff(viewer);
    const owned = viewer ? await ownsCourse(db, viewer.id, course.id) : false;
    const all = await orderedLessons(db, [course.id]);
    const visible = staff ? all : all.filter((lesson) => lesson.published);
    const progress = await progressOf(
      db,
      viewer?.id,
      visible.map((lesson) => lesson.id),
    );
    const modules: CourseOutline['modules'] = [];
    for (const lesson of visible) {
      let current = modules.at(-1);
      if (current?.id !== lesson.moduleId) {
        current = { id: lesson.moduleId, title: lesson.moduleTitle, lessons: [] };
        modules.push(current);
      }
      const mine = progress.get(lesson.id);
      current.lessons.push({
        id: lesson.id,
        title: lesson.title,
        summary: lesson.summary,
        durationSeconds: lesson.durationSeconds,
        freePreview: lesson.freePreview,
        ready: lesson.ready,
        done: mine?.done ?? false,
        watchedSeconds: mine?.watchedSeconds ?? 0,
      });
    }
    const [certificate] = viewer
      ? await db
          .select({ id: certificates.id })
          .from(certificates)
          .where(
            and(
              eq(certificates.userId, viewer.id),
              eq(certificates.courseId, course.id),
              isNull(certificates.revokedAt),
            ),
          )
      : [];
    personal(reply);
    return {
      course,
      owned,
      access: owned ? 'buyer' : staff ? 'staff' : 'visitor',
      modules,
      progress: summarize(all, progress),
      nextLessonId:
        owned || staff
          ? nextLessonFor(visible, progress)
          : (visible.find((lesson) => lesson.freePreview)?.id ?? null),
      certificateId: certificate?.id ?? null,
    };
  });

  app.get('/learn/lessons/:lessonId', async (request, reply): Promise<LessonDetail> => {
    // A malformed id names no lesson: 404, like an unknown one (the same answer to everybody).
    const params = learnLessonParamsSchema.safeParse(request.params);
    if (!params.success) throw new HttpError(404, learningMessages.lessonNotFound);
    const viewer: Viewer = await formCaller(app, request);
    const access = await lessonAccess(db, params.data.lessonId, viewer);
    if (!access.allowed) {
      const message =
        access.status === 401
          ? learningMessages.signInToWatch
          : access.status === 403
            ? learningMessages.buyToWatch
            : learningMessages.lessonNotFound;
      throw new HttpError(access.status, message);
    }
    const { lesson } = access;
    const staff = isStaff(viewer);
    const [course] = await db
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, lesson.courseId));
    const all = await orderedLessons(db, [lesson.courseId]);
    const visible = staff ? all : all.filter((row) => row.published);
    const index = visible.findIndex((row) => row.id === lesson.id);
    const here = visible[index];
    const [media] = lesson.mediaId
      ? await db
          .select({ status: lessonMedia.status })
          .from(lessonMedia)
          .where(eq(lessonMedia.id, lesson.mediaId))
      : [];
    const ready = media?.status === 'ready';
    const urls = mediaUrlsFor(app, ready ? lesson : { ...lesson, mediaId: null }, viewer?.id);
    const mine = (await progressOf(db, viewer?.id, [lesson.id])).get(lesson.id);
    personal(reply);
    return {
      lesson: {
        id: lesson.id,
        courseId: lesson.courseId,
        courseTitle: course?.title ?? '',
        moduleTitle: here?.moduleTitle ?? '',
        title: lesson.title,
        summary: lesson.summary,
        durationSeconds: lesson.durationSeconds,
        freePreview: lesson.freePreview,
      },
      media: { status: media?.status ?? 'none', playlistUrl: urls.playlistUrl, posterUrl: urls.posterUrl },
      captionsUrl: urls.captionsUrl,
      notesUrl: urls.notesUrl,
      positionSeconds: mine?.positionSeconds ?? 0,
      done: mine?.done ?? false,
      prevLessonId: index > 0 ? visible[index - 1]!.id : null,
      nextLessonId: index >= 0 && index + 1 < visible.length ? visible[index + 1]!.id : null,
    };
  });

  app.get('/learn/owned', { onRequest: signedInHook(app) }, async (request, reply) => {
    const caller = await app.auth.requireUser(request);
    const rows = await db
      .select({ courseId: enrolments.courseId })
      .from(enrolments)
      .where(and(eq(enrolments.userId, caller.id), isNull(enrolments.revokedAt)))
      .orderBy(enrolments.createdAt);
    personal(reply);
    return { courseIds: rows.map((row) => row.courseId) };
  });
};
