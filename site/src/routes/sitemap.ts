import { site } from '../content/site';
import { courses } from '../content/courses';
import { services } from '../content/services';

const staticPaths = ['/', '/about', '/team', '/blogs', '/career', '/job', '/job-now', '/apply-now', '/courses', '/technology', '/products', '/projects', '/contact', '/terms', '/privacy-policy', '/pricing-policy', '/services', '/register'];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const loader = async () => {
  const paths = [...staticPaths, ...services.map((s) => s.path), ...courses.map((c) => `/courses/${c.id}`)];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${escapeXml(site.url + path)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
