import { expect, test, type Locator, type Page } from './fixtures';

/**
 * Keyboard journeys end to end (docs/requirements/issues/7-performance-accessibility-release.md, Accessibility): every interactive pattern of the site works with the
 * keyboard alone, focus is trapped in dialogs and returns to the control that opened them, and forms move
 * focus to the first invalid field.
 */

async function open(page: Page, path: string) {
  // Third-party map embeds are never part of a keyboard journey.
  await page.route(/google\.[a-z.]+\/maps/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'networkidle' });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 5_000 });

/** Presses Tab until the target has focus; fails when it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}

/** Tabs forwards and backwards through the container many times: focus never leaves it. */
async function expectFocusTrapped(page: Page, container: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(
        await container.evaluate((element) => element.contains(document.activeElement)),
        `${key} #${i + 1}`,
      ).toBe(true);
    }
  }
}

test.describe('header', () => {
  test('the skip link leads Tab into the page content; a press on text continues from there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/about');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The first control of the page's content, not of the header.
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(
      true,
    );

    // A press on a heading, then Tab: the next control after that heading (not the top of the page).
    const faqHeading = page.getByRole('heading', { level: 2, name: /questions/i });
    await faqHeading.click();
    await page.keyboard.press('Tab');
    const focusedAfter = await page.evaluate(() => {
      const heading = [...document.querySelectorAll('h2')].find((h) =>
        /questions/i.test(h.textContent ?? ''),
      );
      const active = document.activeElement;
      return Boolean(
        heading && active && heading.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(focusedAfter, 'focus moved on from the pressed heading').toBe(true);
  });

  test('skip link, navigation links and the Services dropdown by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const services = nav.getByRole('button', { name: 'Services' });
    await tabTo(page, services, 20);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    const dropdownLinks = nav.locator('[id][aria-labelledby]').getByRole('link');
    await expect(dropdownLinks).toHaveCount(10);
    // Tab enters the open dropdown; the arrow keys move between its links.
    await page.keyboard.press('Tab');
    await expect(dropdownLinks.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dropdownLinks.nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdownLinks.nth(2)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();

    // Enter on a dropdown link navigates to the service page.
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const first = dropdownLinks.nth(0);
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile menu opens from its button, is reachable by Tab and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, menu, 20);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();

    const about = panel.getByRole('link', { name: 'About Us', exact: true });
    await tabTo(page, about, 10);
    // The Services group expands in place.
    const servicesGroup = panel.getByRole('button', { name: 'Services' });
    await tabTo(page, servicesGroup, 10);
    await page.keyboard.press('Enter');
    await expect(servicesGroup).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveAttribute('href', /^\/services\//);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    // A link chosen from the menu navigates and closes the menu.
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, panel.getByRole('link', { name: 'About Us', exact: true }), 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(panel).toBeHidden();
  });

  test('contact side panel: opens, traps focus, Escape returns focus to its button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    const trigger = page.getByRole('button', { name: 'Contact details' });
    await tabTo(page, trigger, 30);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Get in touch' });
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, panel);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('page widgets', () => {
  test('carousel: play/pause comes first, arrow keys move, dots are buttons', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/about');
    const carousel = page.getByRole('region', { name: 'Mission, vision, values, culture and future' });
    const buttons = carousel.getByRole('button');
    const playPause = buttons.first();
    await expect(playPause).toHaveAccessibleName(/automatic slide show/);

    await playPause.scrollIntoViewIfNeeded();
    // Keyboard focus entering the carousel stops the rotation (WAI-ARIA carousel pattern).
    await page.getByRole('heading', { name: 'What drives us' }).click();
    await tabTo(page, playPause, 20);
    await expect(playPause).toHaveAccessibleName('Start automatic slide show');
    await page.keyboard.press('Enter');
    await expect(playPause).toHaveAccessibleName('Stop automatic slide show');
    await page.keyboard.press('Space');
    await expect(playPause).toHaveAccessibleName('Start automatic slide show');

    const dots = carousel.getByRole('group', { name: 'Choose slide' }).getByRole('button');
    const total = await dots.count();
    expect(total).toBeGreaterThan(1);
    const current = async () => {
      for (let i = 0; i < total; i += 1)
        if ((await dots.nth(i).getAttribute('aria-current')) === 'true') return i;
      return -1;
    };
    const start = await current();
    expect(start).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe((start + 1) % total);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe(start);

    // Tab reaches the dots; Enter on a dot shows its slide.
    const target = (start + 2) % total;
    await tabTo(page, dots.nth(target), 12);
    await expect(dots.nth(target)).toHaveAccessibleName(`Go to slide ${target + 1}`);
    await page.keyboard.press('Enter');
    await expect.poll(current).toBe(target);
    // Still stopped: nothing moves by itself after keyboard use.
    await page.waitForTimeout(3_000);
    expect(await current()).toBe(target);
  });

  test('hover accordion on the home page expands the focused panel', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    const triggers = page.getByRole('list', { name: 'Our Philosophy' }).getByRole('button');
    const count = await triggers.count();
    expect(count).toBeGreaterThan(2);
    await triggers.first().focus();
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
    for (let i = 1; i < count; i += 1) {
      await page.keyboard.press('Tab');
      await expect(triggers.nth(i)).toBeFocused();
      await expect(triggers.nth(i)).toHaveAttribute('aria-expanded', 'true');
      await expect(triggers.nth(i - 1)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('FAQ accordion on /about: Tab moves between questions, Enter and Space toggle', async ({ page }) => {
    await open(page, '/about');
    // Each question is the <summary> of a <details> (the browser's own disclosure button).
    const faq = page
      .locator('[data-accordion-root]')
      .filter({ has: page.locator('details > summary h3') })
      .first();
    const items = faq.locator('details');
    const questions = items.locator('> summary');
    expect(await questions.count()).toBeGreaterThan(2);
    await questions.first().focus();
    await expect(items.first()).toHaveAttribute('open', '');

    // The open answer holds no links, so Tab goes straight to the next question.
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.first()).not.toHaveAttribute('open');
    const answer = items.nth(1).getByRole('region');
    await expect(answer).toBeVisible();
    await expect(answer).toHaveAttribute('aria-labelledby', (await questions.nth(1).getAttribute('id'))!);

    await page.keyboard.press('Space');
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(items.first()).toHaveAttribute('open', '');
  });

  test('tabs on /technology: arrow keys, Home and End select tabs and show their panels', async ({
    page,
  }) => {
    await open(page, '/technology');
    const tablist = page.getByRole('tablist', { name: 'Technology categories' });
    const tabs = tablist.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(2);
    const selectedPanel = async (tab: Locator) => {
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`)).toBeVisible();
    };
    // Start sequential focus navigation at the page heading, as a reader of the page would.
    await page.getByRole('heading', { level: 1 }).click();
    await tabTo(page, tabs.first(), 40);
    await selectedPanel(tabs.first());
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await selectedPanel(tabs.nth(1));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('End');
    await selectedPanel(tabs.last());
    await page.keyboard.press('ArrowRight');
    await selectedPanel(tabs.first());
    await page.keyboard.press('ArrowLeft');
    await selectedPanel(tabs.last());
    // Tab leaves the tab list for the panel instead of visiting every tab.
    await page.keyboard.press('Tab');
    expect(await tablist.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  });

  test('theme switch in the footer: Enter switches to light, the choice survives a reload, Enter switches back', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await open(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: 'Light theme' });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const background = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('footer')!).backgroundColor);
    const darkBackground = await background();
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('acme-theme'))).toBe('light');
    expect(await background()).not.toBe(darkBackground);

    // Applied before the first paint: the server HTML says dark, the inline script switches it before React runs.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.waitForLoadState('networkidle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('acme-theme'))).toBe('dark');
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });
});

test.describe('dialogs', () => {
  test('checkout dialog: opens from Buy Now, traps focus, Escape closes it; the test window keeps focus', async ({
    page,
  }) => {
    await open(page, '/courses/basic-python');
    const buy = page.getByRole('button', { name: 'Buy Now' });
    await buy.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Enter your details' });
    await expect(details).toBeVisible();
    expect(await details.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, details);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    // Closing the details returns focus to Buy Now (it stays focusable while busy: aria-disabled, not disabled).
    await expect(buy).toBeFocused();

    // Submitting the empty details moves focus to the first invalid field.
    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
    await tabTo(page, details.getByRole('button', { name: 'Proceed to Pay' }), 10);
    await page.keyboard.press('Enter');
    const name = details.getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    // Filled in by keyboard, it continues to the sandbox payment window, which also holds focus.
    await page.keyboard.type('Asha Verma');
    await page.keyboard.press('Tab');
    await page.keyboard.type('asha.verma@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9876543210');
    await page.keyboard.press('Enter');
    const window = page.getByRole('dialog', { name: /TEST payment/ });
    await expect(window).toBeVisible();
    expect(await window.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, window, 8);
    await tabTo(page, window.getByRole('button', { name: 'Fail' }), 10);
    await page.keyboard.press('Enter');
    await expect(window).toBeHidden();
  });

  test('confirmation popup after the contact form: focus inside, trapped, Ok closes it', async ({ page }) => {
    await open(page, '/contact');
    await page.getByLabel('Name').focus();
    await page.keyboard.type('Asha Verma');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9876543210');
    await page.keyboard.press('Tab');
    await page.keyboard.type('asha.verma@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard only enquiry');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent without a mouse, to check the confirmation popup.');
    const send = page.getByRole('button', { name: 'Send Message' });
    await tabTo(page, send, 5);
    await page.keyboard.press('Enter');
    const popup = page.getByRole('alertdialog', { name: 'Thanks For Contacting Us' });
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, popup, 6);
    await tabTo(page, popup.getByRole('button', { name: 'Ok' }), 6);
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    // The popup opened while Send Message was busy; closing it returns focus there.
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
});

test.describe('forms', () => {
  for (const form of [
    { path: '/contact', submit: 'Send Message', first: 'Name' },
    { path: '/login', submit: 'Log In', first: 'Email' },
  ]) {
    test(`${form.path}: submitting empty moves focus to the first invalid field and describes the error`, async ({
      page,
    }) => {
      await open(page, form.path);
      const submit = page.getByRole('button', { name: form.submit, exact: true });
      await submit.focus();
      await page.keyboard.press('Enter');
      const field = page.getByLabel(form.first, { exact: true });
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const descriptions = await Promise.all(
        describedBy
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(descriptions.join(' ')).toMatch(/required|valid/i);
    });
  }
});
