import { data } from 'react-router';
import { courseById } from '../content/courses';
import { livePrices, withLivePrice } from '../loader-api';
import { CourseDetailPage } from '../pages/courses/CourseDetailPage';
import { courseJsonLd, pageMeta } from '../seo';
import { rupeeFontPreload } from '../document/rupeeFont';
import type { Route } from './+types/course-detail';

/** Course prices (headings). */
export const links: Route.LinksFunction = () => [rupeeFontPreload('manrope')];

/** Unknown ids render 'Course not found!' with HTTP 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const course = courseById(params.id) ?? null;
  if (!course) return data({ course: null }, { status: 404 });
  // The catalogue's price when prerendered; the database's when the server renders it (docs/requirements/issues/24-staff-console.md).
  return { course: withLivePrice('course', course, await livePrices(context)) };
}

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const course = loaderData?.course;
  if (!course) {
    return pageMeta({
      title: 'Course not found',
      description: 'This course does not exist. Browse all our courses.',
      path: `/courses/${params.id}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: `${course.title} Course`,
    description: course.description,
    path: `/courses/${course.id}`,
    breadcrumbs: [
      { name: 'Courses', path: '/courses' },
      { name: course.title, path: `/courses/${course.id}` },
    ],
    jsonLd: [
      courseJsonLd({
        id: course.id,
        title: course.title,
        description: course.description,
        price: course.price,
        available: course.available,
      }),
    ],
  });
};

export default function CourseDetailRoute({ loaderData }: Route.ComponentProps) {
  return <CourseDetailPage course={loaderData.course} />;
}
