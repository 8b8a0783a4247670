import { courses } from '../content/courses';
import { services } from '../content/services';

/** Public pages whose URL is known without the API, in the order of docs/requirements/SPEC.md §2. */
export const staticSitemapPaths = [
  '/',
  '/about',
  '/team',
  '/blogs',
  '/career',
  '/job',
  '/job-now',
  '/apply-now',
  '/courses',
  '/technology',
  '/products',
  '/projects',
  '/contact',
  '/terms',
  '/privacy-policy',
  '/pricing-policy',
  '/services',
  '/register',
];

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, when known. */
  lastmod?: string;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Every public URL: static pages, the ten services, the courses, then blogs and jobs from the API. */
export function sitemapEntries(dynamic: {
  blogs: { id: string; updatedAt?: string }[];
  jobs: { id: string | number; updatedAt?: string }[];
}): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    ...staticSitemapPaths.map((path) => ({ path })),
    ...services.map((service) => ({ path: service.path })),
    ...courses.map((course) => ({ path: `/courses/${course.id}` })),
    ...dynamic.blogs.map((blog) => ({
      path: `/blog/${encodeURIComponent(blog.id)}`,
      lastmod: blog.updatedAt,
    })),
    ...dynamic.jobs.map((job) => ({
      path: `/job/${encodeURIComponent(String(job.id))}`,
      lastmod: job.updatedAt,
    })),
  ];
  const seen = new Set<string>();
  return entries.filter((entry) => (seen.has(entry.path) ? false : (seen.add(entry.path), true)));
}

/** The sitemap.xml document for an origin such as "https://www.example.com". */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod =
      entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod))
        ? `<lastmod>${new Date(entry.lastmod).toISOString().slice(0, 10)}</lastmod>`
        : '';
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
