import { courseById } from '../content/courses';
import { pageMeta } from '../seo';
import type { Route } from './+types/course-detail';

export async function loader({ params }: Route.LoaderArgs) {
  return { course: courseById(params.id) ?? null };
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded?.course
    ? pageMeta({ title: loaded.course.title, description: loaded.course.description, path: `/courses/${loaded.course.id}` })
    : pageMeta({ title: 'Course not found', description: 'This course does not exist.', path: '/courses', noindex: true });

export default function CourseDetailRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.course) return <p>Course not found!</p>;
  return (
    <main>
      <h1>{loaderData.course.title}</h1>
    </main>
  );
}
