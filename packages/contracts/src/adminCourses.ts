/**
 * The staff console's Courses section (issue 32 (docs/requirements/issues/32-courses-you-can-take.md), "Lessons
 * as real media"): modules and lessons of each course, their order, publishing, the lesson video (a resumable
 * tus upload), captions (WebVTT) and notes (PDF). Staff and administrators manage them.
 */
import { z } from 'zod';

import { courseIds } from './catalog.js';
import { emailField, fileField, isoDate, maxUploadBytes, safeText, uuidParam } from './primitives.js';

export const courseMessages = {
  courseUnknown: 'No course has this id.',
  moduleUnknown: 'No module of this course has this id.',
  lessonUnknown: 'No lesson has this id.',
  titleRequired: 'Enter a title of 2 to 120 characters.',
  summaryTooLong: 'Keep the summary under 1,000 characters.',
  flagInvalid: 'Choose yes or no.',
  orderInvalid: 'Send every module and lesson id of the course once, in their new order.',
  moduleNotEmpty: 'Move or delete this module’s lessons first.',
  nothingToUpdate: 'Change something first.',
  captionsRequired: 'Choose a WebVTT (.vtt) captions file.',
  captionsInvalid:
    'This is not a WebVTT captions file: it must start with “WEBVTT” and hold cues such as “00:00:01.000 --> 00:00:04.000” followed by their text.',
  captionsTooLarge: 'A captions file can be at most 1 MB.',
  notesRequired: 'Choose a PDF file of notes.',
  notesInvalid: 'The notes must be a PDF file.',
  notesTooLarge: 'A notes PDF can be at most 5 MB.',
  videoTooLarge: 'A lesson video can be at most 2 GB.',
  videoNotVideo: 'Choose a video file (MP4, MOV, WebM, MKV, AVI or another common video format).',
  videoLessonMissing: 'Say which lesson this video is for.',
} as const;

/** Largest lesson video accepted by the resumable upload: 2 GB (decimal, so it fits the database's integer). */
export const MAX_LESSON_VIDEO_BYTES = 2_000_000_000;
export const MAX_CAPTIONS_BYTES = 1024 * 1024;
export const MAX_NOTES_BYTES = maxUploadBytes;

/** File name endings of the common video formats (with the declared type, what the upload accepts). */
export const videoExtensions = [
  '.mp4',
  '.m4v',
  '.mov',
  '.webm',
  '.mkv',
  '.avi',
  '.mpeg',
  '.mpg',
  '.wmv',
  '.3gp',
  '.ogv',
  '.flv',
  '.ts',
] as const;

/** Whether a file's declared type and name say it is a video (the transcoder checks the bytes). */
export function looksLikeVideo(type: string | undefined | null, name: string | undefined | null): boolean {
  const declared = (type ?? '').toLowerCase();
  if (declared.startsWith('video/')) return true;
  const lower = (name ?? '').toLowerCase();
  const known = videoExtensions.some((extension) => lower.endsWith(extension));
  // Some systems send no type, or the generic one, for video files: the name decides then.
  return (declared === '' || declared === 'application/octet-stream') && known;
}

export const courseIdParam = z.enum(courseIds, { error: courseMessages.courseUnknown });
export const adminCourseParamsSchema = z.object({ courseId: courseIdParam });
export const adminModuleParamsSchema = z.object({ courseId: courseIdParam, id: uuidParam });
export const adminLessonParamsSchema = z.object({ id: uuidParam });

const title = safeText({ error: courseMessages.titleRequired })
  .trim()
  .min(2, { error: courseMessages.titleRequired })
  .max(120, { error: courseMessages.titleRequired });
const summary = safeText({ error: courseMessages.summaryTooLong })
  .trim()
  .max(1000, { error: courseMessages.summaryTooLong });
/** A yes/no from JSON or a form (`on` for a checked box). */
const flag = z.preprocess(
  (value) =>
    value === 'true' || value === 'on' ? true : value === 'false' || value === 'off' ? false : value,
  z.boolean({ error: courseMessages.flagInvalid }),
);

/** `POST`/`PATCH admin/courses/:courseId/modules[/:id]`. */
export const moduleSaveSchema = z.object({ title });
export type ModuleSave = z.infer<typeof moduleSaveSchema>;

/** `POST admin/courses/:courseId/lessons`: a new lesson, last of its module. */
export const lessonCreateSchema = z.object({
  moduleId: z.uuid({ error: courseMessages.moduleUnknown }),
  title,
  summary: summary.default(''),
  freePreview: flag.default(false),
  published: flag.default(true),
});
export type LessonCreate = z.input<typeof lessonCreateSchema>;

/** `PATCH admin/lessons/:id`: any of the fields; a new module moves it to that module's end. */
export const lessonUpdateSchema = z
  .object({
    moduleId: z.uuid({ error: courseMessages.moduleUnknown }).optional(),
    title: title.optional(),
    summary: summary.optional(),
    freePreview: flag.optional(),
    published: flag.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: courseMessages.nothingToUpdate,
  });
export type LessonUpdate = z.input<typeof lessonUpdateSchema>;

/**
 * `POST admin/courses/:courseId/order`: the whole outline in its new order, in one request. Every module of the
 * course appears once, each with every lesson that should be in it (so a lesson may also move between modules).
 */
export const courseOrderSchema = z.object({
  modules: z
    .array(
      z.object({
        id: z.uuid({ error: courseMessages.orderInvalid }),
        lessonIds: z.array(z.uuid({ error: courseMessages.orderInvalid })).max(500),
      }),
      { error: courseMessages.orderInvalid },
    )
    .max(100, { error: courseMessages.orderInvalid }),
});
export type CourseOrder = z.infer<typeof courseOrderSchema>;

export const mediaStatuses = ['uploading', 'queued', 'transcoding', 'ready', 'failed'] as const;
export type MediaStatus = (typeof mediaStatuses)[number];
export const mediaStatusLabels: Record<MediaStatus, string> = {
  uploading: 'Uploading',
  queued: 'Queued',
  transcoding: 'Transcoding',
  ready: 'Ready',
  failed: 'Failed',
};

/** A lesson's newest upload and what the transcoder made of it. */
export const adminLessonMediaSchema = z.object({
  id: z.string(),
  status: z.enum(mediaStatuses),
  progress: z.number(),
  error: z.string().nullable(),
  originalName: z.string(),
  sizeBytes: z.number(),
  durationSeconds: z.number(),
  createdAt: isoDate,
});
export type AdminLessonMedia = z.infer<typeof adminLessonMediaSchema>;

export const adminLessonSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  summary: z.string(),
  sortOrder: z.number(),
  durationSeconds: z.number(),
  freePreview: z.boolean(),
  published: z.boolean(),
  /** Whether the lesson has a ready video that students see (the current one). */
  hasVideo: z.boolean(),
  /** The newest upload (it may still be transcoding while `hasVideo` plays the previous one). */
  media: adminLessonMediaSchema.nullable(),
  hasCaptions: z.boolean(),
  hasNotes: z.boolean(),
  updatedAt: isoDate,
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const adminModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  sortOrder: z.number(),
  lessons: z.array(adminLessonSchema),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

/** `GET admin/courses/:courseId`. */
export const adminCourseDetailSchema = z.object({
  course: z.object({ id: z.string(), title: z.string(), category: z.string() }),
  modules: z.array(adminModuleSchema),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetailSchema>;

/** One row of `GET admin/courses`. */
export const adminCourseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  modules: z.number(),
  lessons: z.number(),
  published: z.number(),
  /** Lessons whose current video is ready. */
  ready: z.number(),
  /** Lessons with an upload queued or transcoding. */
  processing: z.number(),
  failed: z.number(),
});
export type AdminCourseSummary = z.infer<typeof adminCourseSummarySchema>;
export const adminCourseListSchema = z.array(adminCourseSummarySchema);

/** `PUT admin/lessons/:id/captions` (multipart, field `file`): the bytes are checked as WebVTT on the server. */
export const captionsUploadSchema = z.object({
  file: fileField(courseMessages.captionsRequired, ['.vtt'], courseMessages.captionsRequired),
});
/** `PUT admin/lessons/:id/notes` (multipart, field `file`): a PDF by its magic bytes. */
export const notesUploadSchema = z.object({
  file: fileField(courseMessages.notesRequired, ['.pdf'], courseMessages.notesInvalid),
});

/** The tus upload's metadata the console sends (`Upload-Metadata`). */
export const lessonVideoMetadataSchema = z.object({
  lessonId: z.uuid({ error: courseMessages.videoLessonMissing }),
  filename: z.string().max(255).default(''),
  filetype: z.string().max(255).default(''),
});

/** Where the console's resumable video uploads go (tus protocol), under `/api/v1`. */
export const LESSON_VIDEO_UPLOAD_PATH = 'admin/uploads/lesson-video/';

/** A learner row (the learning part's `GET admin/courses/:courseId/learners`). */
export const consoleLearnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  source: z.enum(['purchase', 'grant']),
  createdAt: isoDate,
  revokedAt: isoDate.nullable(),
  percentViewed: z.number(),
  lessonsDone: z.number(),
  lessonsTotal: z.number(),
});
export type ConsoleLearner = z.infer<typeof consoleLearnerSchema>;

/** Grant a course by hand (`POST admin/courses/:courseId/learners`). */
export const learnerGrantFormSchema = z.object({
  email: emailField('Enter the customer’s e-mail address.', 'Enter a valid e-mail address.'),
});
/** Revoke a learner's access (`DELETE admin/courses/:courseId/learners/:userId`). */
export const learnerRevokeFormSchema = z.object({
  reason: safeText({ error: 'Say why access ends (3 to 300 characters).' })
    .trim()
    .min(3, { error: 'Say why access ends (3 to 300 characters).' })
    .max(300, { error: 'Say why access ends (3 to 300 characters).' }),
});
