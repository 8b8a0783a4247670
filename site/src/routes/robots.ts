import { site } from '../content/site';

/** robots.txt: everything public is crawlable; the dashboard and receipts are disallowed; the sitemap is announced. */
export const loader = () => {
  const body = [
    'User-agent: *',
    'Allow: /',
    // Private areas. Login, OTP and cart stay crawlable so search engines can read their noindex tag.
    'Disallow: /user',
    'Disallow: /learn/',
    'Disallow: /receipt/',
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
