import { site } from '../content/site';
import { pageMeta } from '../seo';
import { JobApplicationPage } from '../pages/apply/JobApplicationPage';
import type { Route } from './+types/job-now';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Job Application',
    description: `Apply for a job at ${site.name}: send your details, expected CTC and resume, and our hiring team will get back to you.`,
    path: '/job-now',
    breadcrumbs: [
      { name: 'Jobs', path: '/job' },
      { name: 'Job Application', path: '/job-now' },
    ],
  });

export default function JobNowRoute() {
  return <JobApplicationPage />;
}
