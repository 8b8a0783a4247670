import { Link, redirect } from 'react-router';
import { ApiError } from '@company/api-client';
import { Button } from '@company/ui';
import { privatePageMeta } from '../seo';
import { fetchCourseOutline, fetchLesson } from '../learn/api';
import { DashboardFallback } from '../pages/dashboard/DashboardLayout';
import { LessonPage, LessonRefused, lessonPath, loadLessonPlayer } from '../pages/learn/LessonPage';
import * as s from '../pages/learn/LessonPage.css';
import { requireSession } from '../session';
import type { Route } from './+types/learn';

/**
 * The learning pages (issue 32, docs/requirements/issues/32-courses-you-can-take.md "The learning page"), one module
 * for both routes: `/learn/:courseId/:lessonId` shows a lesson, `/learn/:courseId` opens the next unfinished one
 * (the first when nothing is watched). Signed in like /user/* (a visitor goes to /login and comes back here) and
 * read in the browser, where the session is; the player's chunk starts downloading beside the API reads.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request);
  const { courseId, lessonId } = params;
  try {
    if (!lessonId) {
      const outline = await fetchCourseOutline(courseId, request.signal);
      const next = outline.nextLessonId ?? outline.modules.flatMap((module) => module.lessons)[0]?.id;
      if (next) throw redirect(lessonPath(outline.course.id, next));
      return { kind: 'empty' as const, title: outline.course.title };
    }
    void loadLessonPlayer().catch(() => undefined);
    const [outline, view] = await Promise.all([
      fetchCourseOutline(courseId, request.signal),
      fetchLesson(lessonId, request.signal),
    ]);
    if (view.lesson.courseId !== outline.course.id)
      throw redirect(lessonPath(view.lesson.courseId, view.lesson.id));
    return { kind: 'lesson' as const, outline, view };
  } catch (error) {
    // An id that is not a course or a lesson is refused by validation (400): not found, to the student.
    if (error instanceof ApiError && [400, 403, 404].includes(error.status))
      return { kind: 'refused' as const, status: error.status === 403 ? 403 : 404 };
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <DashboardFallback />;
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  privatePageMeta(
    loaderData?.kind === 'lesson'
      ? `${loaderData.view.lesson.title} · ${loaderData.view.lesson.courseTitle}`
      : loaderData?.kind === 'empty'
        ? loaderData.title
        : 'Lesson',
    'A lesson of a course you are taking.',
    `/learn/${params.courseId}${params.lessonId ? `/${params.lessonId}` : ''}`,
  );

export default function LearnRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === 'refused')
    return <LessonRefused status={loaderData.status} courseId={params.courseId} />;
  if (loaderData.kind === 'lesson')
    return <LessonPage key={loaderData.view.lesson.id} outline={loaderData.outline} view={loaderData.view} />;
  return (
    <main className={s.page}>
      <div className={s.notice}>
        <h1 className={s.title}>{loaderData.title}</h1>
        <p className={s.muted}>
          The first lessons of this course are still being prepared. They will appear here as soon as they are
          published.
        </p>
        <Button asChild>
          <Link to="/user/mycourses">Back to My Course</Link>
        </Button>
      </div>
    </main>
  );
}
