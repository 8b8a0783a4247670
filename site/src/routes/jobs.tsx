import { site } from '../content/site';
import { pageMeta } from '../seo';
import { JobsPage } from '../pages/jobs/JobsPage';
import { loadJobList } from '../pages/jobs/data';
import type { Route } from './+types/jobs';

export async function loader({ context }: Route.LoaderArgs) {
  return { result: await loadJobList(context) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { result: serverLoader().then((data) => data.result) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Jobs',
    description: `Open positions at ${site.name} in software development, design and digital marketing in Jabalpur and Bengaluru. Read the details and apply online.`,
    path: '/job',
    breadcrumbs: [
      { name: 'Careers', path: '/career' },
      { name: 'Jobs', path: '/job' },
    ],
  });

export default function JobsRoute({ loaderData }: Route.ComponentProps) {
  return <JobsPage result={loaderData.result} />;
}
