import type { Browser } from '@playwright/test';
import { expect, pageErrors, test, type Page } from './fixtures';

/**
 * Controls that HTML can run by itself work with no script at all (and so before the page's script
 * arrives): the FAQ and services accordions are <details>, the course categories are links the server
 * renders, and Back to top is a link. With script, each is enhanced without undoing what HTML did.
 */

const withoutScript = async (browser: Browser, run: (page: Page) => Promise<void>) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
};

/** The FAQ's items, and one question's <details>. */
const faqItems = (page: Page) =>
  page.locator('#about-faq-title').locator('xpath=ancestor::section[1]').locator('details');
const itemFor = (page: Page, question: string | RegExp) =>
  page.locator('details').filter({ has: page.locator('summary', { hasText: question }) });

test.describe('with JavaScript disabled', () => {
  test('the FAQ on /about opens and closes its answers, one at a time', async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/about');
      const items = faqItems(page);
      expect(await items.count()).toBeGreaterThan(2);
      await expect(items.first()).toHaveAttribute('open', '');
      const second = items.nth(1);
      await expect(second.getByRole('region')).toBeHidden();
      await second.locator('summary').click();
      await expect(second).toHaveAttribute('open', '');
      await expect(second.getByRole('region')).toBeVisible();
      await expect(items.first()).not.toHaveAttribute('open');
      // Keyboard: Enter on a focused question toggles it.
      await second.locator('summary').press('Enter');
      await expect(second).not.toHaveAttribute('open');
    });
  });

  test('the services accordion opens a service', async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/services');
      await expect(itemFor(page, 'App Development')).toHaveAttribute('open', '');
      const design = itemFor(page, 'UI/UX Design');
      await expect(design).not.toHaveAttribute('open');
      await design.locator('summary').click();
      await expect(design).toHaveAttribute('open', '');
      await expect(design.getByRole('link', { name: 'More about UI/UX Design' })).toBeVisible();
      await expect(itemFor(page, 'App Development')).not.toHaveAttribute('open');
    });
  });

  test('/courses?category=… shows that category, and the category links lead there', async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/courses?category=marketing');
      const categories = page.getByRole('navigation', { name: 'Course categories' });
      await expect(categories.getByRole('link', { name: 'Marketing' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const cards = page.getByRole('list', { name: 'Marketing courses' });
      await expect(cards.getByRole('heading', { name: 'Digital Marketing' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Basic Python' })).toHaveCount(0);

      await categories.getByRole('link', { name: "Adobe's software" }).click();
      await expect(page).toHaveURL(/\/courses\?category=adobe-s-software$/);
      await expect(
        page
          .getByRole('list', { name: "Adobe's software courses" })
          .getByRole('heading', { name: 'Photoshop' }),
      ).toBeVisible();
      await expect(categories.getByRole('link', { name: "Adobe's software" })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // No or an unknown category: the first.
      await page.goto('/courses?category=cooking');
      await expect(categories.getByRole('link', { name: 'Software Development' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  test('Back to top in the footer goes to the top of the page', async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/about');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const backToTop = page.getByRole('contentinfo').getByRole('link', { name: 'Back to top' });
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test.describe('with JavaScript, hydrated', () => {
  test('FAQ: arrow keys move between questions, Enter and Space toggle, state follows the element', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto('/about');
    const items = faqItems(page);
    const questions = items.locator('> summary');
    // The FAQ's part of the page hydrates in a task of its own, after the shell: retry until it answers.
    await expect(async () => {
      await questions.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(1)).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('data-state', 'open');
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.first()).toHaveAttribute('data-state', 'closed');
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(items.first()).toHaveAttribute('data-state', 'open');
    await expect(items.nth(1)).not.toHaveAttribute('open');
    expect(errors).toEqual([]);
  });

  test('course categories switch in place: the URL changes, the page does not reload or scroll', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto('/courses');
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    const categories = page.getByRole('navigation', { name: 'Course categories' });
    await categories.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    const historyLength = await page.evaluate(() => history.length);
    await categories.getByRole('link', { name: 'Data Science' }).click();
    await expect(page).toHaveURL(/\/courses\?category=data-science$/);
    await expect(
      page.getByRole('list', { name: 'Data Science courses' }).getByRole('heading', { name: 'Big Data' }),
    ).toBeVisible();
    await expect(categories.getByRole('link', { name: 'Data Science' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(categories.getByRole('link', { name: 'Data Science' })).toBeFocused();
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // A reload keeps the category (it is in the URL) and hydrates without a mismatch.
    await page.reload();
    await expect(categories.getByRole('link', { name: 'Data Science' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(errors).toEqual([]);
  });

  test('Back to top scrolls to the top without adding #top to the URL, and moves focus to the page', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.locator('main').first()).toBeFocused();
  });
});

test.describe('hero rotating text', () => {
  const shownPhrase = (page: Page) =>
    page
      .locator('#home-hero-title [data-state="visible"]')
      .evaluate((element) => element.firstChild?.textContent ?? '');

  test('under reduced motion the first phrase stands still, in the server HTML and after hydration', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = pageErrors(page);
    const response = await page.goto('/');
    const html = (await response!.text()).replace(/\s+/g, ' ');
    const first = await shownPhrase(page);
    expect(html).toContain(`data-state="visible"`);
    expect(first.length).toBeGreaterThan(0);
    await page.waitForTimeout(3_000); // longer than one 2,500 ms beat
    expect(await shownPhrase(page)).toBe(first);
    await expect(page.getByRole('button', { name: 'Pause rotating text' })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the pause control stops the phrase changing and starts it again', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause rotating text' });
    await expect(pause).toBeVisible();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    const first = await shownPhrase(page);
    await expect.poll(() => shownPhrase(page), { timeout: 8_000 }).not.toBe(first);
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    const stopped = await shownPhrase(page);
    await page.waitForTimeout(3_000);
    expect(await shownPhrase(page)).toBe(stopped);
    await page.keyboard.press('Space');
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => shownPhrase(page), { timeout: 8_000 }).not.toBe(stopped);
  });
});
