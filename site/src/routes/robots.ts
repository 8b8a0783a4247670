import { site } from '../content/site';

/** robots.txt: everything public is crawlable; private areas are disallowed; the sitemap is announced. */
export const loader = () => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /user',
    'Disallow: /cart',
    'Disallow: /receipt/',
    'Disallow: /login',
    'Disallow: /otpverify',
    'Disallow: /myprofile',
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
