import { expect, type Page } from '@playwright/test';

/**
 * Every public route pattern from the sitemap: each static page, and one URL of each dynamic
 * pattern (blog, job, course and service pages share their page component).
 */
export async function publicRoutePaths(page: Page): Promise<string[]> {
  const res = await page.request.get('/sitemap.xml');
  expect(res.ok()).toBe(true);
  const xml = await res.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  const seen = new Set<string>();
  return paths.filter((path) => {
    const pattern = path.replace(/^\/(blog|job|courses|services)\/[^/]+$/, '/$1/:id');
    if (pattern !== path && seen.has(pattern)) return false;
    seen.add(pattern);
    return true;
  });
}
