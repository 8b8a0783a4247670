import { site } from '../content/site';
import { pageMeta } from '../seo';
import { CareerPage } from '../pages/career/CareerPage';
import { loadJobList } from '../pages/jobs/data';
import type { Route } from './+types/career';

export async function loader({ context }: Route.LoaderArgs) {
  return { result: await loadJobList(context) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { result: serverLoader().then((data) => data.result) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Careers',
    description: `Careers at ${site.name}: open positions in software development, design and digital marketing, internships, and the perks of working with us.`,
    path: '/career',
    breadcrumbs: [{ name: 'Careers', path: '/career' }],
  });

export default function CareerRoute({ loaderData }: Route.ComponentProps) {
  return <CareerPage result={loaderData.result} />;
}
