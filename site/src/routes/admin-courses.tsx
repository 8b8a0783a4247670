import { useLoaderData } from 'react-router';
import { consoleCall, requireStaff } from '../pages/admin/consoleData';
import { CoursesListPage } from '../pages/admin/CoursesListPage';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-courses';

/** Every course with its lesson and video counts (staff). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { api } = await requireStaff(request);
  return { courses: await consoleCall(request, () => api.admin.courses.list({ signal: request.signal })) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  privatePageMeta(
    'Courses · Staff console',
    'Lessons, videos and learners of every course.',
    '/admin/courses',
  );

export default function AdminCoursesRoute() {
  const { courses } = useLoaderData<typeof clientLoader>();
  return <CoursesListPage courses={courses} />;
}
