import { expect, test, type Page } from './fixtures';
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

test('reduced motion: nothing autoplays or animates on any page', async ({ page }) => {
  test.setTimeout(600_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems: string[] = [];
  for (const path of await publicRoutePaths(page)) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // Bring every section into view so in-view triggers (reveals, counters) fire.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    const before = await motionState(page);
    await page.waitForTimeout(3_500); // longer than every autoplay delay of the spec (2000-3000 ms)
    const after = await motionState(page);
    if (after.animations.length) problems.push(`${path}: running animations ${after.animations.join('; ')}`);
    if (after.playingVideos) problems.push(`${path}: ${after.playingVideos} video(s) playing`);
    after.carousels.forEach((positions, i) => {
      if (positions !== before.carousels[i]) problems.push(`${path}: carousel ${i + 1} moved by itself`);
    });
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
