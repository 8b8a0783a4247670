import { expect, test } from './fixtures';

/**
 * Unknown addresses answer with HTTP 404, a real page and a title of their own that search engines are told
 * not to index (docs/requirements/DECISIONS.md "Routing"), whichever route the address falls under.
 */
const unknown = [
  ['/no-such-page', 'Page not found'],
  ['/services/no-such-service', 'Service not found'],
  ['/courses/no-such-course', 'Course not found'],
  ['/blog/000000000000000000000000', 'Blog not found'],
  ['/job/00000000-0000-4000-8000-000000000000', 'Job not found'],
] as const;

for (const [path, title] of unknown) {
  test(`${path}: 404 with its own noindex title`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });
}
