import { loaderApi } from '../loader-api';
import { site } from '../content/site';
import { sitemapEntries, sitemapXml } from '../seo/sitemap';
import type { Route } from './+types/sitemap';

/**
 * sitemap.xml, rendered per request so blog and job URLs come from the API (through the load context).
 * If the API cannot be reached the static URLs are still served.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = loaderApi(context);
  const [blogs, jobs] = await Promise.all([api.blogs().catch(() => []), api.jobs().catch(() => [])]);
  const body = sitemapXml(site.url, sitemapEntries({ blogs, jobs }));
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}
