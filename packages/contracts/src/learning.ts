/**
 * The learning side's API (issue 32 (docs/requirements/issues/32-courses-you-can-take.md)): course outlines,
 * lessons, progress, owned courses and the console's learners of a course. The site and the server validate
 * with these same schemas.
 */
import { z } from 'zod';

import { courseIds } from './catalog.js';
import { emailField, isoDate, limits, requiredText, uuidParam } from './primitives.js';

/** A student's seconds that count: the union of played stretches, at most this many per lesson. */
export const MAX_LESSON_SECONDS = 24 * 60 * 60;
/** Played stretches in one progress report, at most. */
export const MAX_PROGRESS_RANGES = 100;
/** A lesson is done once this share of it has been watched. */
export const LESSON_DONE_SHARE = 0.9;

export const learningMessages = {
  courseNotFound: 'Course not found.',
  lessonNotFound: 'Lesson not found.',
  signInToWatch: 'Sign in to watch this lesson.',
  buyToWatch: 'This lesson is for students of the course. Buy it to watch.',
  /** `POST learn/progress` on a lesson of a course the caller does not own (a free preview included). */
  progressNotKept: 'Progress is kept for students of the course.',
  /** `POST payment/order` with a course the signed-in buyer already owns (409). */
  alreadyOwned: (title: string) => `You already own ${title}. Open it from My Course.`,
  lessonIdInvalid: 'Choose a lesson.',
  reportIdInvalid: 'reportId must be a uuid.',
  rangesInvalid: `Send up to ${MAX_PROGRESS_RANGES} played stretches as [from, to] in seconds.`,
  rangeInvalid: 'Each stretch is [from, to] in seconds, from 0 to 86400, with from ≤ to.',
  positionInvalid: 'positionSeconds must be a number of seconds from 0 to 86400.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  noCustomer: 'No customer account has this e-mail.',
  alreadyLearner: 'This customer already has access to the course.',
  notLearner: 'This customer has no current access to the course.',
  reasonRequired: 'Say why access is revoked.',
} as const;

/* ---------- Parameters and requests ---------- */

const courseId = z.enum(courseIds, { error: learningMessages.courseNotFound });

/** `GET learn/courses/{courseId}`. */
export const learnCourseParamsSchema = z.object({ courseId });
/** `GET learn/lessons/{lessonId}`. */
export const learnLessonParamsSchema = z.object({ lessonId: uuidParam });
/** `GET`/`POST admin/courses/{courseId}/learners`. */
export const learnerCourseParamsSchema = z.object({ courseId });
/** `DELETE admin/courses/{courseId}/learners/{userId}`. */
export const learnerParamsSchema = z.object({ courseId, userId: uuidParam });

const seconds = (error: string) => z.number({ error }).min(0, { error }).max(MAX_LESSON_SECONDS, { error });

/** One played stretch `[from, to]` in seconds of the lesson. */
export const playedRangeSchema = z
  .tuple([seconds(learningMessages.rangeInvalid), seconds(learningMessages.rangeInvalid)], {
    error: learningMessages.rangeInvalid,
  })
  .refine(([from, to]) => from <= to, { error: learningMessages.rangeInvalid });

/**
 * `POST learn/progress`: what was played since the last report (only stretches actually played: a seek is a
 * gap), where the player stands now, and the report's own id (a retry sends the same one; it counts once).
 */
export const progressReportSchema = z.strictObject({
  lessonId: z.uuid({ error: learningMessages.lessonIdInvalid }),
  reportId: z.uuid({ error: learningMessages.reportIdInvalid }),
  ranges: z
    .array(playedRangeSchema, { error: learningMessages.rangesInvalid })
    .max(MAX_PROGRESS_RANGES, { error: learningMessages.rangesInvalid }),
  positionSeconds: seconds(learningMessages.positionInvalid),
});
export type ProgressReport = z.input<typeof progressReportSchema>;

/** `POST admin/courses/{courseId}/learners`: give a customer the course by hand (audited). */
export const learnerGrantSchema = z.object({
  email: emailField(learningMessages.emailRequired, learningMessages.emailInvalid),
});
export type LearnerGrant = z.input<typeof learnerGrantSchema>;

/** `DELETE admin/courses/{courseId}/learners/{userId}`: end a learner's access now (audited). */
export const learnerRevokeSchema = z.object({
  reason: requiredText(learningMessages.reasonRequired, limits.shortText),
});
export type LearnerRevoke = z.input<typeof learnerRevokeSchema>;

/* ---------- Answers ---------- */

/** Done lessons of the published ones, and the whole percent (rounded down: 100 only when all are done). */
export const courseProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** A lesson's video: `none` until one is uploaded, then the `lesson_media` status. */
export const lessonMediaStatuses = ['none', 'uploading', 'queued', 'transcoding', 'ready', 'failed'] as const;
export type LessonMediaStatus = (typeof lessonMediaStatuses)[number];

/** How the viewer sees a course: a current student, staff (every lesson, unpublished too), or a visitor. */
export const courseAccessKinds = ['buyer', 'staff', 'visitor'] as const;
export type CourseAccessKind = (typeof courseAccessKinds)[number];

export const outlineLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  durationSeconds: z.number().int(),
  freePreview: z.boolean(),
  /** The video can be played. */
  ready: z.boolean(),
  /** The viewer's own: watched to 90 %. */
  done: z.boolean(),
  watchedSeconds: z.number().int(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

/** `GET learn/courses/{courseId}`: modules and lessons in order (published only; staff see all). */
export const courseOutlineSchema = z.object({
  course: z.object({ id: z.string(), title: z.string() }),
  owned: z.boolean(),
  access: z.enum(courseAccessKinds),
  modules: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(outlineLessonSchema) })),
  progress: courseProgressSchema,
  /**
   * Where "Continue learning" goes: the lesson last watched if unfinished, else the next unfinished one;
   * for a visitor the first free preview; null when there is none (a student: every lesson is done).
   */
  nextLessonId: z.string().nullable(),
  /** The viewer's current certificate of the course. */
  certificateId: z.string().nullable(),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

/** `GET learn/lessons/{lessonId}`: the URLs are signed for the viewer and expire within minutes. */
export const lessonDetailSchema = z.object({
  lesson: z.object({
    id: z.string(),
    courseId: z.string(),
    courseTitle: z.string(),
    moduleTitle: z.string(),
    title: z.string(),
    summary: z.string(),
    durationSeconds: z.number().int(),
    freePreview: z.boolean(),
  }),
  media: z.object({
    status: z.enum(lessonMediaStatuses),
    playlistUrl: z.string().nullable(),
    posterUrl: z.string().nullable(),
  }),
  captionsUrl: z.string().nullable(),
  notesUrl: z.string().nullable(),
  /** Where the viewer left off (0 for a visitor). */
  positionSeconds: z.number().int(),
  done: z.boolean(),
  prevLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

/** `POST learn/progress`. */
export const progressResultSchema = z.object({
  watchedSeconds: z.number().int(),
  done: z.boolean(),
  positionSeconds: z.number().int(),
  progress: courseProgressSchema,
});
export type ProgressResult = z.infer<typeof progressResultSchema>;

/** `GET learn/owned`: the courses the caller may watch now. */
export const ownedCoursesSchema = z.object({ courseIds: z.array(z.string()) });
export type OwnedCourses = z.infer<typeof ownedCoursesSchema>;

export const enrolmentSources = ['purchase', 'grant'] as const;
export type EnrolmentSource = (typeof enrolmentSources)[number];

/**
 * A learner of a course (`GET admin/courses/{courseId}/learners`). `percentViewed` is the refund rule's
 * figure: published lessons with any watched second (`lessonsViewed`) over published lessons, in percent
 * to one decimal.
 */
export const learnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  source: z.enum(enrolmentSources),
  createdAt: isoDate,
  revokedAt: isoDate.nullable(),
  revokedReason: z.string().nullable(),
  percentViewed: z.number(),
  lessonsViewed: z.number().int(),
  lessonsDone: z.number().int(),
  lessonsTotal: z.number().int(),
});
export type Learner = z.infer<typeof learnerSchema>;
export const learnerListSchema = z.array(learnerSchema);
