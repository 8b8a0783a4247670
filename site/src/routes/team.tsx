import { site } from '../content/site';
import { pageMeta } from '../seo';
import { TeamPage } from '../pages/team/TeamPage';
import { loadTeam } from '../pages/team/data';
import type { Route } from './+types/team';

export async function loader({ context }: Route.LoaderArgs) {
  return { result: await loadTeam(context) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { result: serverLoader().then((data) => data.result) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Our Team',
    description: `Meet the developers, designers and marketers of ${site.name} in Jabalpur and Bengaluru, and the values that guide how we work with clients.`,
    path: '/team',
    breadcrumbs: [{ name: 'Our Team', path: '/team' }],
  });

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamPage result={loaderData.result} />;
}
