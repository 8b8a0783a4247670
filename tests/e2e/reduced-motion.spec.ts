import { asSitePage, expect, test, type Page } from './fixtures';
import { publicRoutePaths } from './sitemap-routes';

/**
 * With prefers-reduced-motion: reduce, nothing autoplays or animates on any page: no running CSS or
 * Web Animations, no playing video, and no carousel that moves by itself.
 */
const motionState = (page: Page) =>
  page.evaluate(() => ({
    animations: document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return `${a.constructor.name} on ${target ? target.tagName.toLowerCase() + '.' + String(target.className).split(' ')[0] : '?'}`;
      }),
    playingVideos: [...document.querySelectorAll('video')].filter((v) => !v.paused).length,
    carousels: [...document.querySelectorAll('[aria-roledescription="carousel"]')].map((c) =>
      [...c.querySelectorAll('[aria-roledescription="slide"]')]
        .map((s) => s.getBoundingClientRect().left)
        .join(','),
    ),
  }));

/** How many pages are watched at once: each is watched as long as before, but the waits overlap. */
const PAGES_AT_ONCE = 3;

test('reduced motion: nothing autoplays or animates on any page', async ({ page, context }) => {
  test.setTimeout(600_000);
  const extra = await Promise.all(
    Array.from({ length: PAGES_AT_ONCE - 1 }, async () => {
      const other = await context.newPage();
      return { page: other, violations: await asSitePage(other) };
    }),
  );
  const pages = [page, ...extra.map((other) => other.page)];
  const paths = await publicRoutePaths(page);
  const problemsOf = new Map<string, string[]>();

  const check = async (tab: Page, path: string) => {
    const problems: string[] = [];
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    await tab.goto(path, { waitUntil: 'networkidle' });
    // Watched as the only page would be: shown and focused (Playwright gives every page both), so an
    // autoplay that only pauses for a hidden or unfocused page is not let off.
    expect(await tab.evaluate(() => [document.visibilityState, document.hasFocus()])).toEqual([
      'visible',
      true,
    ]);
    // Bring every section into view so in-view triggers (reveals, counters) fire.
    await tab.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    const before = await motionState(tab);
    await tab.waitForTimeout(3_500); // longer than every autoplay delay of the spec (2000-3000 ms)
    const after = await motionState(tab);
    if (after.animations.length) problems.push(`${path}: running animations ${after.animations.join('; ')}`);
    if (after.playingVideos) problems.push(`${path}: ${after.playingVideos} video(s) playing`);
    after.carousels.forEach((positions, i) => {
      if (positions !== before.carousels[i]) problems.push(`${path}: carousel ${i + 1} moved by itself`);
    });
    problemsOf.set(path, problems);
  };

  // Each page takes the next path until none is left.
  const queue = [...paths];
  await Promise.all(
    pages.map(async (tab) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(tab, path);
    }),
  );
  const problems = paths.flatMap((path) => problemsOf.get(path) ?? []);
  expect(problems, problems.join('\n')).toEqual([]);
  await Promise.all(extra.map((other) => other.page.close()));
  expect(
    extra.flatMap((other) => other.violations),
    'Content-Security-Policy violations',
  ).toEqual([]);
});
