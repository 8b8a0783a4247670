import { privatePageMeta } from '../seo';
import { AppliedJobsPage } from '../pages/dashboard/AppliedJobsPage';
import type { Route } from './+types/user-jobs';

export const meta: Route.MetaFunction = () =>
  privatePageMeta('My Job', 'The jobs you have applied for.', '/user/myjobs');

export default function UserJobsRoute() {
  return <AppliedJobsPage />;
}
