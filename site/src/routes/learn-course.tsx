import { Link, redirect } from 'react-router';
import { ApiError } from '@company/api-client';
import { Button } from '@company/ui';
import { privatePageMeta } from '../seo';
import { fetchCourseOutline } from '../learn/api';
import { DashboardFallback } from '../pages/dashboard/DashboardLayout';
import { LessonRefused, lessonPath } from '../pages/learn/LessonPage';
import * as s from '../pages/learn/LessonPage.css';
import { requireSession } from '../session';
import type { Route } from './+types/learn-course';

/** `/learn/:courseId` opens the next unfinished lesson (the first when nothing is watched, issue 32). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request);
  try {
    const outline = await fetchCourseOutline(params.courseId, request.signal);
    const next = outline.nextLessonId ?? outline.modules.flatMap((module) => module.lessons)[0]?.id;
    if (next) throw redirect(lessonPath(outline.course.id, next));
    return { ok: true as const, title: outline.course.title };
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

export const meta: Route.MetaFunction = ({ params }) =>
  privatePageMeta('Course', 'A course you are taking.', `/learn/${params.courseId}`);

export default function LearnCourseRoute({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.ok) return <LessonRefused status={loaderData.status} courseId={params.courseId} />;
  return (
    <main className={s.page}>
      <div className={s.notice}>
        <h1 className={s.title}>{loaderData.title}</h1>
        <p className={s.muted}>The first lessons of this course are still being prepared. They will appear here as soon as they are published.</p>
        <Button asChild>
          <Link to="/user/mycourses">Back to My Course</Link>
        </Button>
      </div>
    </main>
  );
}
