import { expect, pageErrors, test, type Page } from './fixtures';
import { createAccount, logInAndDismiss } from './account-helpers';

/** The customer's side of the console's data (issue 24): header link, profile, password, privacy. */

/** The account links in a page's HTML as the server sent it (before any script). */
async function serverAccountLinks(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<a [^>]*data-account-link[^>]*>/g)].map((match) => match[0]);
}

test.describe('header account link', () => {
  test('"Log in" for a visitor, "My account" once signed in: in the server HTML, after login and logout', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    // Prerendered (/about) and server-rendered (/blogs) pages alike, bar and mobile menu.
    for (const path of ['/about', '/blogs']) {
      const links = await serverAccountLinks(page, path);
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toContain('href="/login"');
    }
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();

    const account = await createAccount(page, 'Header Tester');
    await logInAndDismiss(page, account);
    // The header island was woken by the login and shows the new link without a reload.
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    for (const path of ['/about', '/blogs', '/']) {
      const links = await serverAccountLinks(page, path);
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toContain('href="/user"');
    }
    // A signed-in visitor's copy of a prerendered page is rendered for them and kept out of shared caches.
    const about = await page.request.get('/about');
    expect(about.headers()['cache-control']).toContain('private');

    // Hydrating that page (and waking its header) agrees with its HTML: no mismatch, no flash.
    await page.goto('/about');
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    await header.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL('/user/myprofile');

    // The mobile menu has the same link.
    await page.setViewportSize({ width: 390, height: 800 });
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' })).toBeVisible();
    await header.getByRole('button', { name: 'Menu' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    for (const link of await serverAccountLinks(page, '/about')) expect(link).toContain('href="/login"');
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
});
