import { test as base, expect, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page, Response } from '@playwright/test';

/** Resolves once a page of the site has hydrated; documents without the site's scripts at once. */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') || !('__reactRouterContext' in window),
    undefined,
    { timeout: 15_000 },
  );

/**
 * Collects what the page reports as broken from now on: uncaught errors and console errors (React's
 * hydration mismatches among them). Read the array after the step under test.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Gives `page` what the `page` fixture has (below). The site's pages start their JavaScript after the first
 * paint (site/src/document/deferHydration.ts), so `goto` and `reload` also wait until a page of the site has
 * hydrated (`html[data-hydrated]`), as a person would before expecting client-side behaviour; documents without
 * the site's scripts (XML, the API) return as soon as they load. The Content-Security-Policy violations the page
 * reports are collected in the returned array (empty when all is well). For a test that opens more pages of the
 * site at once (reduced-motion.spec.ts); check the array at the end.
 */
export async function asSitePage(page: Page): Promise<string[]> {
  // The product runs with its production Content-Security-Policy (no 'unsafe-inline', issue 23 (docs/requirements/issues/23-safe-in-production.md)): any
  // script, style or eval it blocks fails the test. Init scripts run outside the page's CSP.
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
  return violations;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const violations = await asSitePage(page);
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
