import { site } from '../content/site';
import { pageMeta } from '../seo';
import { BlogsPage } from '../pages/blogs/BlogsPage';
import { loadBlogList } from '../pages/blogs/data';
import type { Route } from './+types/blogs';

/** Server side (SSR and data requests): the list is in the HTML for readers and search engines. */
export async function loader({ context }: Route.LoaderArgs) {
  return { result: await loadBlogList(context) };
}

/** Client navigations render at once with 'Loading...' while the server fetches the list. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { result: serverLoader().then((data) => data.result) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Blog',
    description: `Articles on app and software development, UI/UX design, SEO, cloud and digital marketing from the ${site.name} team.`,
    path: '/blogs',
    breadcrumbs: [{ name: 'Blog', path: '/blogs' }],
  });

export default function BlogsRoute({ loaderData }: Route.ComponentProps) {
  return <BlogsPage result={loaderData.result} />;
}
