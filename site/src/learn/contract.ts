/**
 * The learning API as the pages read it (issue 32: docs/requirements/issues/32-courses-you-can-take.md): the
 * types of `@company/contracts`, the same schemas the server answers with, under the names the pages use.
 */
import type {
  CourseOutline,
  CourseProgress,
  LessonDetail,
  LessonMediaStatus,
  MyCourse,
  OutlineLesson,
  ProgressReport,
  ProgressResult,
} from '@company/contracts';

export type { CourseOutline, CourseProgress, OutlineLesson, ProgressReport };
export type MediaStatus = LessonMediaStatus;
export type LessonView = LessonDetail;
export type ProgressAnswer = ProgressResult;
export type MyLearningCourse = MyCourse;

/** The certificate's PDF for its owner. */
export const certificatePdfUrl = (certificateId: string) =>
  `/api/v1/learn/certificates/${encodeURIComponent(certificateId)}.pdf`;
