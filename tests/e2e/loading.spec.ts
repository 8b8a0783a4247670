import { expect, test, type Page } from './fixtures';
import { publicRoutePaths } from './sitemap-routes';

/**
 * How every public page loads (docs/requirements/issues/7-performance-accessibility-release.md): the largest paint is in the server HTML and never a lazy
 * image (on a phone, an image is fetched at high priority), and the page's JavaScript starts only
 * after the page has loaded (deferHydration), so the stylesheets, fonts and hero image are not queued
 * behind it.
 */
const loadFacts = (page: Page) =>
  page.evaluate(async () => {
    const lcp = await new Promise<Element | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
        resolve(entries.at(-1)?.element ?? null);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(null), 3_000);
    });
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname),
    );
    return {
      lcp: lcp
        ? `${lcp.tagName.toLowerCase()}${lcp.getAttribute('loading') === 'lazy' ? ' loading=lazy' : ''}`
        : 'none',
      lazyLcp: lcp?.getAttribute('loading') === 'lazy',
      lowPriorityLcp: lcp?.tagName === 'IMG' && lcp.getAttribute('fetchpriority') !== 'high',
      loadEnd: navigation.loadEventEnd,
      earlyScripts: scripts
        .filter((entry) => entry.startTime < navigation.loadEventStart)
        .map((entry) => new URL(entry.name).pathname),
      hydrated: scripts.length > 0,
    };
  });

// Independent sweeps that only read the site: split across the workers (see playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

for (const [name, viewport] of [
  ['phone', { width: 375, height: 800 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`${name}: the largest paint is never lazy and scripts start after load, on every public page`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const path of await publicRoutePaths(page)) {
      await page.goto(path, { waitUntil: 'load' });
      // No pointer or key input here: the bootstrap waits for load, so nothing may start before it.
      const facts = await loadFacts(page);
      if (facts.lazyLcp) problems.push(`${path}: the largest paint is a lazy image (${facts.lcp})`);
      // On a phone, an image that is the largest paint is fetched at high priority from the start,
      // not once layout has shown it is in the viewport.
      if (name === 'phone' && facts.lowPriorityLcp)
        problems.push(`${path}: the largest paint is an image without fetchpriority="high"`);
      if (facts.earlyScripts.length)
        problems.push(`${path}: scripts requested before load: ${facts.earlyScripts.join(', ')}`);
      // ...and the page does hydrate once loaded.
      await expect
        .poll(async () => (await loadFacts(page)).hydrated, { message: `${path} hydrates` })
        .toBe(true);
    }
    expect(problems).toEqual([]);
  });
}

test('a page preloads the rupee font files it draws ₹ with at load, and no other', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  // The browser finds a rupee file (unicode-range U+20B9) only once the page is laid out, a round trip
  // after the core files, and fetches it then, wherever the ₹ is on the page: a page that draws one
  // preloads the file of each family it draws it in (document/rupeeFont.ts). A fresh context per page,
  // since Chrome marks a face whose file is already in the memory cache as loaded without using it.
  const problems: string[] = [];
  for (const path of await publicRoutePaths(page)) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const fresh = await context.newPage();
    await fresh.goto(path, { waitUntil: 'load' });
    const fonts = await fresh.evaluate(async () => {
      await document.fonts.ready;
      const family = (name: string) => (/Manrope/.test(name) ? 'manrope' : 'inter');
      const drawn = [...document.fonts]
        .filter((face) => face.unicodeRange === 'U+20B9' && face.status !== 'unloaded')
        .map((face) => family(face.family));
      const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].flatMap(
        (link) => /\/assets\/(inter|manrope)-rupee-/.exec(link.href)?.[1] ?? [],
      );
      return { drawn: [...new Set(drawn)].sort().join(', '), preloaded: preloaded.sort().join(', ') };
    });
    if (fonts.drawn !== fonts.preloaded)
      problems.push(
        `${path}: draws ₹ in [${fonts.drawn}] but preloads the rupee file of [${fonts.preloaded}]`,
      );
    await context.close();
  }
  expect(problems).toEqual([]);
});

test('a button pressed before the page has hydrated is pressed again once it has', async ({ context }) => {
  // A page of the context itself: its goto does not wait for hydration (see fixtures.ts).
  const page = await context.newPage();
  // Hold the client entry back, so the press certainly lands before React listens.
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/courses/seo-course');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(page.getByRole('dialog', { name: 'Enter your details' })).toBeVisible();
  await page.close();
});

test('a page with prices draws them in the brand fonts from the small core and rupee files only', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font')
      fonts.push(new URL(request.url()).pathname.replace(/^\/assets\//, ''));
  });
  await page.goto('/products');
  await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      rupee: document.fonts.check('16px "Inter Variable"', '₹ 4,999'),
      text: document.fonts.check('700 24px "Manrope Variable"', 'Billing Software'),
    };
  });
  expect(drawn).toEqual({ rupee: true, text: true });
  // The 84 KB Latin Extended file (and the full Latin one) stay unloaded; the core and rupee files carry the page.
  expect(fonts.filter((file) => /latin/.test(file))).toEqual([]);
  expect(fonts.some((file) => file.startsWith('inter-core-'))).toBe(true);
  expect(fonts.some((file) => file.startsWith('inter-rupee-'))).toBe(true);
});

test('pages with prices and dates hydrate without creating an Intl formatter', async ({ page, request }) => {
  // The first Intl formatter of a page loads its locale data: 100–200 ms of a phone's main thread in the
  // middle of hydration. The site writes rupees and IST dates itself (commerce/format.ts, dates.ts).
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Original = Intl[name];
      const Counted = new Proxy(Original, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          made.push(name);
          return Reflect.apply(target, self, args);
        },
      });
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
    }
  });
  const blogs = (await (await request.get('/api/v1/blog')).json()) as { data: { id: string }[] };
  const jobs = (await (await request.get('/api/v1/job')).json()) as { id: string }[];
  const checks: [string, RegExp][] = [
    ['/courses', /₹[\d,]+/],
    ['/products', /₹[\d,]+/],
    ['/courses/seo-course', /₹[\d,]+/],
    [`/job/${jobs[0]!.id}`, /\d{1,2} \w{3,4} \d{4}/],
    [`/blog/${blogs.data[0]!.id}`, /\d{1,2} \w+ \d{4}/],
  ];
  const made: Record<string, string[]> = {};
  for (const [path, shown] of checks) {
    await page.goto(path);
    await expect(page.getByText(shown).first(), `${path} shows a price or date`).toBeVisible();
    made[path] = await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
  }
  expect(made).toEqual(Object.fromEntries(checks.map(([path]) => [path, []])));
});
