import { loadApi } from '../load-api';
import { getToken } from '../session';
import type { CourseOutline, LessonView, ProgressAnswer, ProgressReport } from './contract';

const segment = encodeURIComponent;

/** `GET /learn/courses/:courseId`: the outline with the viewer's ticks. */
export async function fetchCourseOutline(courseId: string, signal?: AbortSignal): Promise<CourseOutline> {
  const { http } = await loadApi();
  return (await http.get<CourseOutline>(`learn/courses/${segment(courseId)}`, { signal })).data;
}

/** `GET /learn/lessons/:lessonId`: the lesson with its signed media URLs and where the viewer stopped. */
export async function fetchLesson(lessonId: string, signal?: AbortSignal): Promise<LessonView> {
  const { http } = await loadApi();
  return (await http.get<LessonView>(`learn/lessons/${segment(lessonId)}`, { signal })).data;
}

/** `POST /learn/progress` through the API client (token refresh, errors as ApiError). */
export async function sendProgress(report: ProgressReport): Promise<ProgressAnswer> {
  const { http } = await loadApi();
  return (await http.post<ProgressAnswer>('learn/progress', report)).data;
}

/**
 * The last report of a page that is going away (pagehide): a `keepalive` fetch outlives the page, which the
 * client's own fetch (with its timeout controller) does not promise. The answer is never read.
 */
export function sendProgressOnExit(report: ProgressReport): void {
  const token = getToken();
  void fetch('/api/v1/learn/progress', {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
