import type { CourseProgress } from '@company/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { courseModules, lessonMedia, lessonProgress, lessons } from '../../db/schema.js';
import type { EnrolmentTx } from './enrolments.js';

/**
 * A course's lessons in order and a student's standing in it (issue 32:
 * docs/requirements/issues/32-courses-you-can-take.md, "The learning page"): shared by the outline, the lesson
 * page, progress reports and My Course.
 */

export interface OrderedLesson {
  id: string;
  courseId: string;
  moduleId: string;
  moduleTitle: string;
  title: string;
  summary: string;
  durationSeconds: number;
  freePreview: boolean;
  published: boolean;
  ready: boolean;
}

export interface ProgressRow {
  lessonId: string;
  watchedSeconds: number;
  positionSeconds: number;
  done: boolean;
  updatedAt: Date;
}

/**
 * The lessons of the courses in course order: modules by their order, lessons by theirs within a module
 * (ties by creation). `ready`: the lesson's current video can be played.
 */
export async function orderedLessons(
  db: Db | EnrolmentTx,
  courseIds: readonly string[],
): Promise<OrderedLesson[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      moduleId: lessons.moduleId,
      moduleTitle: courseModules.title,
      title: lessons.title,
      summary: lessons.summary,
      durationSeconds: lessons.durationSeconds,
      freePreview: lessons.freePreview,
      published: lessons.published,
      mediaStatus: lessonMedia.status,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .leftJoin(lessonMedia, eq(lessonMedia.id, lessons.mediaId))
    .where(inArray(lessons.courseId, [...courseIds]))
    .orderBy(
      asc(courseModules.sortOrder),
      asc(courseModules.createdAt),
      asc(courseModules.id),
      asc(lessons.sortOrder),
      asc(lessons.createdAt),
      asc(lessons.id),
    )
    .then((rows) => rows.map(({ mediaStatus, ...row }) => ({ ...row, ready: mediaStatus === 'ready' })));
}

/** The user's progress rows of these lessons, by lesson id. */
export async function progressOf(
  db: Db | EnrolmentTx,
  userId: string | undefined,
  lessonIds: readonly string[],
): Promise<Map<string, ProgressRow>> {
  if (!userId || lessonIds.length === 0) return new Map();
  const rows = await db
    .select({
      lessonId: lessonProgress.lessonId,
      watchedSeconds: lessonProgress.watchedSeconds,
      positionSeconds: lessonProgress.positionSeconds,
      completedAt: lessonProgress.completedAt,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, [...lessonIds])));
  return new Map(
    rows.map(({ completedAt, ...row }) => [row.lessonId, { ...row, done: completedAt !== null }]),
  );
}

/** Done lessons of the published ones; the percent rounded down, so 100 means every lesson. */
export function summarize(
  courseLessons: readonly OrderedLesson[],
  progress: ReadonlyMap<string, ProgressRow>,
): CourseProgress {
  const published = courseLessons.filter((lesson) => lesson.published);
  const done = published.filter((lesson) => progress.get(lesson.id)?.done).length;
  const total = published.length;
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

/**
 * "Continue learning" of a student: the lesson they watched last while it is unfinished, else the first
 * unfinished one after it, else the first unfinished one; null when every lesson is done.
 */
export function nextLessonFor(
  visible: readonly OrderedLesson[],
  progress: ReadonlyMap<string, ProgressRow>,
): string | null {
  let last = -1;
  let lastAt = 0;
  visible.forEach((lesson, index) => {
    const at = progress.get(lesson.id)?.updatedAt.getTime();
    if (at !== undefined && at > lastAt) {
      lastAt = at;
      last = index;
    }
  });
  const unfinished = (lesson: OrderedLesson) => !progress.get(lesson.id)?.done;
  if (last >= 0 && unfinished(visible[last]!)) return visible[last]!.id;
  const after = visible.slice(last + 1).find(unfinished);
  return (after ?? visible.find(unfinished))?.id ?? null;
}

/** My Course: each course's progress and next lesson for the user. */
export async function courseStandings(
  db: Db,
  userId: string,
  courseIds: readonly string[],
): Promise<Map<string, { progress: CourseProgress; nextLessonId: string | null }>> {
  const all = (await orderedLessons(db, courseIds)).filter((lesson) => lesson.published);
  const progress = await progressOf(
    db,
    userId,
    all.map((lesson) => lesson.id),
  );
  return new Map(
    courseIds.map((courseId) => {
      const courseLessons = all.filter((lesson) => lesson.courseId === courseId);
      return [
        courseId,
        {
          progress: summarize(courseLessons, progress),
          nextLessonId: nextLessonFor(courseLessons, progress),
        },
      ];
    }),
  );
}
