import { latestMailTo, unique } from './account-helpers';
import { expect, test, type Page } from './fixtures';

/**
 * The buyer's path of issue 32 (docs/requirements/issues/32-courses-you-can-take.md), as a student walks it
 * against the real server in sandbox mode: sign up from the cart and come back to it signed in, checkout filled
 * in from the profile, one confirmation after paying with "Start learning" (dialog, receipt page, receipt
 * e-mail), "Go to course" for a course the customer owns, and nothing fixed on screen over a control.
 */

const student = {
  name: 'Meera Iyer',
  mobile: '+91 98260 12345',
  address: '14 Civic Centre, Jabalpur',
  password: 'learn-python-1',
};

async function signUpFromCart(page: Page, email: string) {
  await page.goto('/courses/basic-python');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'sign up' }).click();
  await expect(page).toHaveURL('/register?redirectTo=%2Fcart');
  // The expected format is shown under the field.
  await expect(page.getByText('10-digit mobile, e.g. 98260 12345 (with or without +91 or 0)')).toBeVisible();
  await page.getByLabel('Name').fill(student.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill(student.mobile);
  await page.getByLabel('Address').fill(student.address);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** The sandbox test window: Pay, and wait for the receipt page. */
async function payInSandbox(page: Page) {
  const window = page.getByRole('dialog', { name: /TEST payment/ });
  await expect(window).toBeVisible();
  await expect(window).toContainText('Appointment Payment');
  await window.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{32}$/);
}

test.describe('the buyer path', () => {
  test('sign up from the cart, come back signed in, pay with a prefilled checkout, Start learning', async ({
    page,
    baseURL,
  }) => {
    const email = `meera.${unique()}@example.com`;
    await signUpFromCart(page, email);

    // Signed in and back in the cart, with one confirmation.
    await expect(page).toHaveURL('/cart');
    const registered = page.getByRole('alertdialog', { name: 'Registration Successful' });
    await expect(registered).toContainText('You have registered successfully!');
    await registered.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'sign up' })).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    // Checkout is filled in from the profile; the mobile was stored as its 10 digits.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const details = page.getByRole('dialog', { name: 'Enter your details' });
    await expect(details.getByLabel('Full Name')).toHaveValue(student.name);
    await expect(details.getByLabel('Email')).toHaveValue(email);
    await expect(details.getByLabel('Phone')).toHaveValue('9826012345');
    await details.getByRole('button', { name: 'Proceed to Pay' }).click();
    await payInSandbox(page);

    // One dialog: the spec's texts, the thanks by name, and the next step.
    const booked = page.getByRole('alertdialog', { name: 'Appointment Booked Successfully' });
    await expect(booked).toContainText('We will contact you soon');
    await expect(booked.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(booked).toContainText(`Thank you, ${student.name}!`);
    await expect(booked.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/learn/basic-python',
    );
    await booked.getByRole('button', { name: 'Ok' }).click();
    await expect(booked).toBeHidden();
    // No banner repeating it under the dialog.
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);

    // The receipt page offers the same next step, and the cart has been emptied.
    await expect(page.locator('[data-printable-receipt]')).toContainText('9826012345');
    await expect(page.getByRole('link', { name: 'Start learning: Basic Python' })).toHaveAttribute(
      'href',
      '/learn/basic-python',
    );
    await page.reload();
    await expect(page.getByRole('link', { name: 'Start learning: Basic Python' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // And so does the receipt e-mail, with the site's absolute address.
    const mail = await latestMailTo(email);
    expect(mail.subject).toMatch(/^Your receipt RCPT-\d{4}-\d{6}$/);
    expect(mail.text).toContain(`Start learning: ${baseURL}/learn/basic-python`);
  });

  test('a course the customer owns shows Go to course on its page and in the cart', async ({ page }) => {
    // Needs GET /api/v1/learn/owned (issue 32's learnapi part).
    const email = `owner.${unique()}@example.com`;
    await signUpFromCart(page, email);
    await expect(page).toHaveURL('/cart');
    await page
      .getByRole('alertdialog', { name: 'Registration Successful' })
      .getByRole('button', { name: 'Ok' })
      .click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page
      .getByRole('dialog', { name: 'Enter your details' })
      .getByRole('button', { name: 'Proceed to Pay' })
      .click();
    await payInSandbox(page);
    await page
      .getByRole('alertdialog', { name: 'Appointment Booked Successfully' })
      .getByRole('button', { name: 'Ok' })
      .click();

    await page.goto('/courses/basic-python');
    const go = page.getByRole('link', { name: 'Go to course' });
    await expect(go).toHaveAttribute('href', '/learn/basic-python');
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

    // In the cart (added before it was bought, in another tab say): said so, not payable, removable.
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: 'basic-python',
            title: 'Basic Python',
            price: 999,
            image: 'basic-python',
            category: 'Software Development',
          },
        ]),
      ),
    );
    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toContainText('You already own this course.');
    await expect(line.getByRole('link', { name: 'Go to course: Basic Python' })).toHaveAttribute(
      'href',
      '/learn/basic-python',
    );
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    await expect(page.getByTestId('cart-summary')).toContainText('₹0');
    await line.getByRole('button', { name: 'Remove Basic Python' }).click();
    await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
  });
});

/**
 * Every visible button and link whose centre is covered by something else: each control is scrolled to the
 * bottom edge of the viewport (where a docked bar sat) and to its middle, and `elementFromPoint` at its centre
 * must be the control or inside it.
 */
async function coveredControls(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const controls = [
      ...root.querySelectorAll<HTMLElement>('a[href], button, [role="button"], input, select, textarea'),
    ].filter((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    });
    const covered: string[] = [];
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const control of controls) {
      for (const block of ['end', 'center'] as const) {
        control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && hit !== control && !control.contains(hit)) {
          const over = hit.closest('nav, header, div, section, aside') ?? hit;
          covered.push(
            `${name(control)} (${block}) under ${over.tagName.toLowerCase()}.${[...over.classList].join('.')}`,
          );
        }
      }
    }
    return [...new Set(covered)];
  }, scope);
}

test.describe('nothing fixed covers a control', () => {
  for (const width of [360, 390, 768, 1024, 1440]) {
    test(`course page, cart and checkout at ${width}px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });

      await page.goto('/courses/basic-python');
      expect(await coveredControls(page), 'course page').toEqual([]);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      expect(await coveredControls(page), 'cart').toEqual([]);

      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const details = page.getByRole('dialog', { name: 'Enter your details' });
      await expect(details).toBeVisible();
      expect(await coveredControls(page, '[role="dialog"]'), 'checkout').toEqual([]);
    });
  }
});
