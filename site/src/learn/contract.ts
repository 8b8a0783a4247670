/**
 * The learning API as the pages read it: the contract of issue 32 (docs/requirements/issues/32-courses-you-can-take.md),
 * "GET /learn/courses/:courseId", "GET /learn/lessons/:lessonId", "POST /learn/progress" and the progress that
 * "GET /order/my-courses/:userId" gains per course.
 */
import type { MyCourse } from '@company/contracts';

export interface CourseProgress {
  done: number;
  total: number;
  percent: number;
}

export interface OutlineLesson {
  id: string;
  title: string;
  summary: string;
  durationSeconds: number;
  freePreview: boolean;
  ready: boolean;
  done: boolean;
  watchedSeconds: number;
}

export interface CourseOutline {
  course: { id: string; title: string };
  owned: boolean;
  modules: { id: string; title: string; lessons: OutlineLesson[] }[];
  progress: CourseProgress;
  nextLessonId: string | null;
  certificateId: string | null;
}

export type MediaStatus = 'none' | 'uploading' | 'queued' | 'transcoding' | 'ready' | 'failed';

export interface LessonView {
  lesson: {
    id: string;
    courseId: string;
    courseTitle: string;
    moduleTitle: string;
    title: string;
    summary: string;
    durationSeconds: number;
    freePreview: boolean;
  };
  media: { status: MediaStatus; playlistUrl: string | null; posterUrl: string | null };
  captionsUrl: string | null;
  notesUrl: string | null;
  positionSeconds: number;
  done: boolean;
  prevLessonId: string | null;
  nextLessonId: string | null;
}

export interface ProgressReport {
  lessonId: string;
  reportId: string;
  ranges: [number, number][];
  positionSeconds: number;
}

export interface ProgressAnswer {
  watchedSeconds: number;
  done: boolean;
  positionSeconds: number;
  progress: CourseProgress;
}

/** A My Course entry with the learning fields (older servers leave them out). */
export type MyLearningCourse = MyCourse & {
  progress?: CourseProgress;
  nextLessonId?: string | null;
  certificateId?: string | null;
};

/** The certificate's PDF for its owner (the cert part serves it). */
export const certificatePdfUrl = (certificateId: string) =>
  `/api/v1/learn/certificates/${encodeURIComponent(certificateId)}.pdf`;
