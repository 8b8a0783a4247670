import { portfolio } from '../content/portfolio';
import { site } from '../content/site';
import { ProjectsPage } from '../pages/projects/ProjectsPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/projects';

export async function loader() {
  return { items: portfolio };
}

export const meta = () =>
  pageMeta({
    title: 'Projects',
    description: `Portfolio of ${site.name}: mobile apps and websites we designed and built for clinics, schools, shops, councils and start-ups.`,
    path: '/projects',
    breadcrumbs: [{ name: 'Projects', path: '/projects' }],
  });

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage items={loaderData.items} />;
}
