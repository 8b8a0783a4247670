import type { Config } from '@react-router/dev/config';
import { courses } from './src/content/courses';
import { services } from './src/content/services';

/**
 * Every public route whose content is known at build time; prerendered to static HTML.
 * Pages that read the API (team, blogs, careers, jobs) are server-rendered per request instead, and so
 * is /job-now: it renders the job applied for from its `?job=` query (a static file would ignore it).
 */
export const staticPublicPaths = [
  '/',
  '/about',
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
];

export default {
  appDirectory: 'src',
  // Server rendering stays on for data pages (blogs, jobs, dashboard, receipt, sitemap); the rest is prerendered.
  ssr: true,
  prerender: () => [
    ...staticPublicPaths,
    ...services.map((service) => `/services/${service.slug}`),
    ...courses.map((course) => `/courses/${course.id}`),
    // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the page the server sends when it cannot render one
    // (not in the sitemap, never indexed).
    '/unavailable',
  ],
} satisfies Config;
