import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { enrolments, lessons } from '../../db/schema.js';

/**
 * Who may watch what (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Only buyers watch").
 * Every lesson, playlist, segment, captions and notes request asks here, each time: an enrolment revoked a
 * moment ago (a refund, staff) refuses the next segment.
 */
export type Viewer = { id: string; role: 'customer' | 'staff' | 'admin' } | undefined;

export type LessonRow = typeof lessons.$inferSelect;

export const isStaff = (viewer: Viewer) => viewer?.role === 'staff' || viewer?.role === 'admin';

/** Whether `userId` has a current (not revoked) enrolment in the course. */
export async function ownsCourse(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(
      and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId), isNull(enrolments.revokedAt)),
    )
    .limit(1);
  return Boolean(row);
}

export type LessonAccess =
  | { allowed: true; lesson: LessonRow; as: 'staff' | 'buyer' | 'preview' }
  | { allowed: false; lesson: LessonRow | undefined; status: 401 | 403 | 404 };

/**
 * May `viewer` watch the lesson? Staff: any lesson, published or not. Everyone: a published free-preview
 * lesson. A buyer (current enrolment): the published lessons of their course. Otherwise 401 for nobody
 * signed in, 403 for someone who is, 404 when there is no such (published) lesson.
 */
export async function lessonAccess(db: Db, lessonId: string, viewer: Viewer): Promise<LessonAccess> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  if (!lesson) return { allowed: false, lesson: undefined, status: 404 };
  if (isStaff(viewer)) return { allowed: true, lesson, as: 'staff' };
  if (!lesson.published) return { allowed: false, lesson: undefined, status: 404 };
  if (lesson.freePreview) return { allowed: true, lesson, as: 'preview' };
  if (!viewer) return { allowed: false, lesson, status: 401 };
  if (await ownsCourse(db, viewer.id, lesson.courseId)) return { allowed: true, lesson, as: 'buyer' };
  return { allowed: false, lesson, status: 403 };
}
