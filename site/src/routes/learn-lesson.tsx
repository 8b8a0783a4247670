import { redirect } from 'react-router';
import { ApiError } from '@company/api-client';
import { privatePageMeta } from '../seo';
import { fetchCourseOutline, fetchLesson } from '../learn/api';
import { DashboardFallback } from '../pages/dashboard/DashboardLayout';
import { LessonPage, LessonRefused, lessonPath, loadLessonPlayer } from '../pages/learn/LessonPage';
import { requireSession } from '../session';
import type { Route } from './+types/learn-lesson';

/**
 * A lesson (issue 32, docs/requirements/issues/32-courses-you-can-take.md "The learning page"): signed in like
 * /user/* (a visitor goes to /login and comes back here), read in the browser where the session is. The player's
 * chunk starts downloading beside the two API reads.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request);
  void loadLessonPlayer().catch(() => undefined);
  try {
    const [outline, view] = await Promise.all([
      fetchCourseOutline(params.courseId, request.signal),
      fetchLesson(params.lessonId, request.signal),
    ]);
    if (view.lesson.courseId !== outline.course.id) throw redirect(lessonPath(view.lesson.courseId, view.lesson.id));
    return { ok: true as const, outline, view };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      return { ok: false as const, status: error.status };
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <DashboardFallback />;
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  privatePageMeta(
    loaderData?.ok ? `${loaderData.view.lesson.title} · ${loaderData.view.lesson.courseTitle}` : 'Lesson',
    'A lesson of a course you are taking.',
    `/learn/${params.courseId}/${params.lessonId}`,
  );

export default function LearnLessonRoute({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.ok) return <LessonRefused status={loaderData.status} courseId={params.courseId} />;
  return <LessonPage key={loaderData.view.lesson.id} outline={loaderData.outline} view={loaderData.view} />;
}
