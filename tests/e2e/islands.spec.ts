import { expect, test, type Page } from './fixtures';

/**
 * Islands (site/src/document/island.tsx, issue 22 (docs/requirements/issues/22-every-press-counts.md)): the parts of a page below the fold stay the server's
 * HTML, and their code is not fetched, until they come near the screen or are used; a press inside one
 * before its code has arrived is replayed once it has hydrated. And a page that hydrates leaves the
 * visitor where they had scrolled to.
 */

const LOWER = /\/assets\/HomeLowerSections-[\w-]+\.js$/;

function requestsOf(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test('the home page fetches the code of its lower sections only when they come near the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const lower = requestsOf(page, LOWER);
  await page.goto('/', { waitUntil: 'networkidle' });
  // The sections are all there, as the server wrote them.
  await expect(page.getByRole('region', { name: 'Our values' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Our Philosophy' })).toBeAttached();
  await page.waitForTimeout(1_000);
  expect(lower).toEqual([]);

  await page.getByRole('region', { name: 'Our values' }).scrollIntoViewIfNeeded();
  await expect.poll(() => lower.length).toBe(1);
  // Hydrated: the carousel's controls work.
  const third = page
    .getByRole('region', { name: 'Our values' })
    .getByRole('button', { name: 'Go to slide 3' });
  await third.click();
  await expect(third).toHaveAttribute('aria-current', 'true');
});

test('a press inside an island before its code has arrived takes effect once it has, exactly once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Hold the island's code back 4 s, so the press certainly lands on the server's HTML.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/assets/HomeLowerSections-*.js' }] });
  let heldAt = 0;
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    heldAt = Date.now();
    setTimeout(() => void cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined), 4_000);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const values = page.getByRole('region', { name: 'Our values' });
  const third = values.getByRole('button', { name: 'Go to slide 3' });
  await values.scrollIntoViewIfNeeded();
  await expect.poll(() => heldAt, { message: 'the island asked for its code' }).toBeGreaterThan(0);
  await third.click({ force: true });
  // Nothing yet: the island has not hydrated (its code is still on its way).
  expect(Date.now() - heldAt, 'pressed while the code was held').toBeLessThan(4_000);
  expect(await third.getAttribute('aria-current')).not.toBe('true');
  await expect(third).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
  // Once: still there (reduced motion, so the slide show does not move on by itself).
  await page.waitForTimeout(500);
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(
    values.getByRole('button', { name: /^Go to slide/ }).and(page.locator('[aria-current="true"]')),
  ).toHaveCount(1);
});

test('a page that hydrates leaves the visitor where they had scrolled to', async ({ context }) => {
  // A page of the context itself: its goto does not wait for hydration (see fixtures.ts).
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/about');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await page.mouse.wheel(0, 1_500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.close();
});
