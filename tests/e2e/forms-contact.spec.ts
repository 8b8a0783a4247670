import { expect, test, type Page } from './fixtures';
import { toasts } from './account-helpers';

/** Contact form (docs/requirements/SPEC.md §2 "Contact page", §4 "Contact submission", §5, §8) against the real API. */

async function openContact(page: Page) {
  // The map embed is a third-party page; the site must work without it, so tests never load it.
  await page.route(/google\.[a-z.]+\/maps/, (route) => route.abort());
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('contact page', () => {
  test('shows the phones, the e-mail and both offices with map links, and a 6-row message box', async ({
    page,
  }) => {
    await openContact(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /\+91 98765 43210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(main.getByRole('link', { name: /\+91 91234 56789/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /hello@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(main.getByRole('heading', { name: 'Jabalpur office', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Bengaluru office', exact: true })).toBeVisible();
    const mapLinks = main.getByRole('link', { name: /View on map/ });
    await expect(mapLinks).toHaveCount(2);
    for (const link of await mapLinks.all()) await expect(link).toHaveAttribute('href', /maps/);
    await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6');
    await expect(page.locator('form[aria-labelledby="enquiry-title"]')).toHaveAttribute('novalidate', '');
  });

  test('the map embed is not loaded until asked for', async ({ page }) => {
    await openContact(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    // A click event without scrolling: scrolling the map into view would load it by itself.
    await page.getByRole('button', { name: 'Show map' }).dispatchEvent('click');
    await expect(page.locator('iframe[title*="Jabalpur"]')).toHaveCount(1);
    // The address and the maps link stay under the embed, which shows nothing when it cannot load.
    const map = page.locator('[data-state="loaded"]');
    await expect(map.getByText(/Jabalpur/)).toBeVisible();
    await expect(map.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', /maps/);
  });

  test('the map embed loads by itself once scrolled into view', async ({ page }) => {
    await openContact(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('heading', { name: /Find our Jabalpur office/ }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(page.locator('iframe[title*="Jabalpur"]')).toHaveCount(1);
  });

  test('checks every field on submit with the exact messages, and editing a field clears only its error', async ({
    page,
  }) => {
    await openContact(page);
    let posted = 0;
    await page.route('**/api/v1/contactus', (route) => {
      posted += 1;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill('Asha Verma');
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible();

    // Whitespace only is still empty.
    await page.getByLabel('Subject').fill('   ');
    await page.getByLabel('Phone').fill('12ab');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible();
    await expect(page.getByText('Subject is required', { exact: true })).toBeVisible();
    expect(posted).toBe(0);
  });

  test('the phone input takes at most 10 characters; further typing is ignored', async ({ page }) => {
    await openContact(page);
    const phone = page.getByLabel('Phone');
    await phone.click();
    await phone.pressSequentially('98765432101234');
    await expect(phone).toHaveValue('9876543210');
  });

  test('a valid enquiry is stored: loader on the button, success toast, popup, then an empty form', async ({
    page,
  }) => {
    await openContact(page);
    let body = '';
    await page.route('**/api/v1/contactus', async (route) => {
      body = route.request().postData() ?? '';
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('Phone').fill('+919876543');
    await page.getByLabel('Subject').fill('Mobile app for our clinic');
    await page.getByLabel('Message').fill('We need an appointment booking app for two clinics in Jabalpur.');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');

    await expect(
      toasts(page).getByText("Thanks for contacting us! We'll get back to you soon."),
    ).toBeVisible();
    const popup = page.getByRole('alertdialog', { name: 'Thanks For Contacting Us' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('We will contact you soon')).toBeVisible();
    expect(JSON.parse(body)).toEqual({
      name: 'Asha Verma',
      mobile: '+919876543',
      subject: 'Mobile app for our clinic',
      message: 'We need an appointment booking app for two clinics in Jabalpur.',
    });
    await popup.getByRole('button', { name: 'Ok' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(send).toBeEnabled();
  });

  test('the popup is not in the first JavaScript, and opens with focus on Ok when its code arrives late', async ({
    page,
  }) => {
    // Hold the popup's chunk (fetched at the first press, key or focus) until the enquiry has been sent.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/ConfirmationPanel-[^/]+\.js$/, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    // The server HTML neither preloads nor links the popup's chunk (the page fetches it itself at the
    // visitor's first press, key or focus), and a page that is only read never fetches it.
    expect(await (await page.request.get('/contact')).text()).not.toContain('ConfirmationPanel');
    await openContact(page);
    await page.waitForTimeout(1_000);
    expect(requested, 'fetched before any interaction').toBe(false);

    await page.getByLabel('Name').fill('Meera Iyer');
    await expect.poll(() => requested).toBe(true);
    await page.getByLabel('Phone').fill('9988776655');
    await page.getByLabel('Subject').fill('Hotel software demo');
    await page
      .getByLabel('Message')
      .fill('Please show us the hotel management software for our 40-room hotel.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      toasts(page).getByText("Thanks for contacting us! We'll get back to you soon."),
    ).toBeVisible();
    const popup = page.getByRole('alertdialog', { name: 'Thanks For Contacting Us' });
    await expect(popup).toHaveCount(0);

    release();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Ok' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  });

  test('the success toast closes by itself after about 3 seconds', async ({ page }) => {
    await openContact(page);
    await page.getByLabel('Name').fill('Ravi');
    await page.getByLabel('Phone').fill('9123456789');
    await page.getByLabel('Subject').fill('Website redesign');
    await page.getByLabel('Message').fill('Please call me about a new website.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = toasts(page).getByText("Thanks for contacting us! We'll get back to you soon.");
    await expect(toast).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
    await expect(toast).toBeHidden({ timeout: 6_000 });
  });

  test('an answer lost on the way is retried with the same Idempotency-Key and stored once (docs/requirements/issues/26-past-one-machine.md)', async ({
    page,
  }) => {
    await openContact(page);
    const keys: string[] = [];
    let firstAnswer: { id?: string } = {};
    await page.route('**/api/v1/contactus', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        // The server stores the enquiry, but its answer never reaches the browser.
        firstAnswer = (await (await route.fetch()).json()) as { id?: string };
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    const replayed = page.waitForResponse((response) => response.url().endsWith('/api/v1/contactus'));
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Subject').fill('Lost answer retried once');
    await page.getByLabel('Message').fill('Please send the brochure for the MERN course.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      toasts(page).getByText("Thanks for contacting us! We'll get back to you soon."),
    ).toBeVisible();
    const response = await replayed;
    const answer = { headers: await response.allHeaders(), body: (await response.json()) as { id?: string } };
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(answer.headers['idempotent-replayed']).toBe('true');
    expect(answer.body.id).toBeDefined();
    expect(answer.body.id).toBe(firstAnswer.id);
  });

  test('a failed request shows the error toast and keeps what was typed', async ({ page }) => {
    await openContact(page);
    await page.route('**/api/v1/contactus', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","errors":{}}' }),
    );
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Subject').fill('Quote');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = toasts(page).getByText('Something went wrong. Please try again!');
    await expect(toast).toBeVisible();
    // The toast region sits outside the page's content: it sets the brand font itself (it was Times once).
    await expect(toast).toHaveCSS('font-family', /^"Inter Variable"/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByLabel('Name')).toHaveValue('Asha Verma');
  });
});
