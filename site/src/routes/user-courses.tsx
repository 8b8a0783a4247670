import { privatePageMeta } from '../seo';
import { MyCoursesPage } from '../pages/dashboard/MyCoursesPage';
import type { Route } from './+types/user-courses';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('My Course', 'The courses you have bought.', '/user/mycourses');

export default function UserCoursesRoute() {
  return <MyCoursesPage />;
}
