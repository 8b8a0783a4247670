import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { publicRoutePaths } from './sitemap-routes';

/**
 * axe on every route, in both themes, at a mobile and a desktop width: zero violations.
 * Public routes come from the sitemap (blog, job and course URLs included); the private ones are listed.
 */
const privateRoutes = [
  '/login',
  '/register',
  '/otpverify?id=someone%40example.com',
  '/forgot-password',
  '/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  '/staff-invitation?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  '/cart',
  '/this-page-does-not-exist',
];

async function routes(page: Page): Promise<string[]> {
  return [...(await publicRoutePaths(page)), ...privateRoutes];
}

// Independent sweeps that only read the site: split across the workers (see playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

for (const theme of ['dark', 'light'] as const) {
  for (const width of [375, 1280]) {
    test(`axe: every route, ${theme} theme, ${width}px`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => window.localStorage.setItem('acme-theme', t), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const failures: string[] = [];
      for (const path of await routes(page)) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) {
          failures.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}
