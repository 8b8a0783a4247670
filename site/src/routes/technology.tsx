import { site } from '../content/site';
import { technologyTabs } from '../content/technology';
import { TechnologyPage } from '../pages/technology/TechnologyPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/technology';

export async function loader() {
  return { tabs: technologyTabs };
}

export const meta = () =>
  pageMeta({
    title: 'Technology',
    description: `Frameworks, front-end and back-end stacks, databases, machine learning and version control platforms used by ${site.name}.`,
    path: '/technology',
    breadcrumbs: [{ name: 'Technology', path: '/technology' }],
  });

export default function TechnologyRoute({ loaderData }: Route.ComponentProps) {
  return <TechnologyPage tabs={loaderData.tabs} />;
}
