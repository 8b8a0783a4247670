/**
 * What a stranger's site sees in Chromium, for each consumer app (Next.js App Router, Vite SPA):
 * every public export of @company/ui renders, the page hydrates with no console error or React
 * hydration warning, and the interactive components work from the keyboard. With the third theme
 * and locale pages (CONSUMER_THEME_LOCALE=on), the theme applies and Hindi/Arabic (RTL) render.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND } from './showcase/theme-locale/brand-values';

const here = fileURLToPath(new URL('.', import.meta.url));
const themeLocale = process.env.CONSUMER_THEME_LOCALE === 'on';
const shots = process.env.CONSUMER_SHOTS_DIR ?? join(here, 'test-results', 'shots');

/** Value exports of @company/ui as recorded by tests/public-api (types have no DOM to check). */
function publicValueExports(): string[] {
  const text = readFileSync(join(here, '../public-api/ui-exports.txt'), 'utf8');
  const values = text.split('## values')[1]!.split('## types')[0]!;
  return values.split(/\s+/).filter(Boolean);
}

/** Console errors, warnings and uncaught errors of the page, from its first byte on. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Hydrated: the hooks specimen's effect has run (usePrefersReducedMotion assumes "reduce" until it knows). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('reduced-motion')).toHaveText('Reduced motion: no');
}

let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = watchConsole(page);
});
test.afterEach(() => {
  expect(problems, 'console errors/warnings (hydration mismatches are reported here)').toEqual([]);
});

test('every public export of @company/ui is on the page and the page hydrates cleanly', async ({ page }) => {
  await open(page, '/');
  const shown = await page
    .locator('[data-export]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-export')));
  const missing = publicValueExports().filter((name) => !shown.includes(name));
  expect(missing, 'public exports with no specimen on the page (tests/consumer/showcase)').toEqual([]);
  // The library's stylesheet is applied (the theme's tokens reached the page).
  const accent = await page.getByTestId('accent-var').evaluate((node) => getComputedStyle(node).color);
  expect(accent).not.toBe('rgb(0, 0, 0)');
  // Numbers through Intl for the provider's locale (en-ZA groups with spaces, not en-IN's lakh commas).
  const zaNumber = await page.evaluate(() => new Intl.NumberFormat('en-ZA').format(1250000));
  await expect(page.getByTestId('prices-en-za')).toContainText(zaNumber);
  // A theme from createTheme, rendered by a server component: its accent reaches the button.
  expect(
    await page
      .getByTestId('harbour-theme')
      .getByRole('button')
      .evaluate((node) => getComputedStyle(node).backgroundColor),
  ).toBe('rgb(29, 78, 216)');
  // Interactive after hydration: a toast appears.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
});

test('tabs: arrow keys move the selection', async ({ page }) => {
  await open(page, '/');
  const first = page.getByRole('tab', { name: 'App Development' });
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab', { name: 'Website Design' });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('Fast, accessible websites that your team can edit.');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Training' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(first).toHaveAttribute('aria-selected', 'true');
});

test('dialog: focus moves in, Tab stays inside, Escape closes, focus returns to the trigger', async ({
  page,
}) => {
  await open(page, '/');
  const trigger = page.getByRole('button', { name: 'Book a free consultation' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((node) => node.contains(document.activeElement)),
      `focus inside after ${press + 1} rounds`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('carousel: autoplay advances, and the pause control stops it', async ({ page }) => {
  await open(page, '/');
  const carousel = page.getByRole('region', { name: 'What clients say' });
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const current = () => carousel.locator('[aria-current="true"]').getAttribute('aria-label');
  const before = await current();
  await expect.poll(current, { timeout: 8_000 }).not.toBe(before);
  const control = carousel.getByRole('button', { name: 'Stop automatic slide show' });
  await control.click();
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toHaveAttribute(
    'data-state',
    'paused',
  );
  // Leave the carousel (hover and focus also pause it): the pause must hold on its own.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const paused = await current();
  await page.waitForTimeout(4_000);
  expect(await current()).toBe(paused);
});

test('accordion: arrow keys move between questions, Enter opens one', async ({ page }) => {
  await open(page, '/');
  const questions = page.locator('[data-export="Accordion"] summary');
  await expect(questions).toHaveCount(3);
  await questions.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(questions.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const items = page.locator('[data-export="Accordion"] details');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  // Single mode: opening one closes the other.
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(page.getByText('Yes: every project includes three months of support.')).toBeVisible();
});

test.describe('third theme and locales', () => {
  test.skip(!themeLocale, 'CONSUMER_THEME_LOCALE is off: @company/ui has no createTheme/LocaleProvider yet');

  test('the third theme applies: accent on buttons, its font on headings and text', async ({
    page,
  }, info) => {
    await page.goto('/');
    const defaultAccent = await page
      .getByTestId('brand-button')
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    await open(page, '/themed');
    const button = page.getByTestId('brand-button');
    expect(await button.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(BRAND.accent);
    expect(BRAND.accent).not.toBe(defaultAccent);
    for (const testId of ['themed-heading', 'brand-heading']) {
      expect(await page.getByTestId(testId).evaluate((node) => getComputedStyle(node).fontFamily)).toContain(
        BRAND.fontFamily,
      );
    }
    // Portalled content keeps the theme too.
    await page.getByRole('button', { name: 'Book a free consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
    expect(
      await dialog
        .getByRole('button', { name: 'Request a call' })
        .evaluate((node) => getComputedStyle(node).backgroundColor),
    ).toBe(BRAND.accent);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(shots, `${info.project.name}-themed.png`), fullPage: true });
  });

  test('Hindi: lang, Intl grouping and currency', async ({ page }, info) => {
    await page.goto('/hi');
    await expect(page.getByTestId('locale-root')).toHaveAttribute('lang', 'hi-IN');
    const prices = page.getByTestId('prices');
    await expect(prices).toHaveAttribute('data-locale', 'hi-IN');
    await expect(prices).toContainText('12,50,000');
    await expect(prices).toContainText('₹');
    await expect(page.getByRole('region', { name: 'हमारे पाठ्यक्रम' })).toBeVisible();
    await page.screenshot({ path: join(shots, `${info.project.name}-hi.png`), fullPage: true });
  });

  test('Arabic: right to left, Intl numbers for ar, arrow keys follow the direction', async ({
    page,
  }, info) => {
    await page.goto('/ar');
    const root = page.getByTestId('locale-root');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('prices')).toHaveAttribute('data-dir', 'rtl');
    // Whatever digits the browser's Intl uses for 'ar', the page must use the same (not hand-written en-* grouping).
    const arabic = await page.evaluate(() => new Intl.NumberFormat('ar').format(1250000));
    await expect(page.getByTestId('prices')).toContainText(arabic);
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((node) => getComputedStyle(node).direction),
    ).toBe('rtl');
    // In RTL the next tab is to the left.
    await page.getByRole('tab', { name: 'التطبيقات' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'المواقع' })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: join(shots, `${info.project.name}-ar.png`), fullPage: true });
  });
});
