import { homeSeo } from '../content/home';
import { serviceSummaries } from '../content/services';
import { HomePage } from '../pages/home/HomePage';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';

export async function loader() {
  return { services: serviceSummaries };
}

export const meta = () =>
  pageMeta({ title: homeSeo.title, fullTitle: homeSeo.title, description: homeSeo.description, path: '/' });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage services={loaderData.services} />;
}
