import { expect, pageErrors, test, type APIRequestContext, type Page, type Response } from './fixtures';

/**
 * Commerce end to end against the real server in sandbox mode (no gateway keys): docs/requirements/SPEC.md §4 "Payment flow",
 * §5 "Purchase details modal", docs/requirements/DECISIONS.md "Payments".
 */

const buyer = { name: 'Asha Verma', email: 'asha.verma@example.com', phone: '9876543210' };

async function fillDetails(page: Page, details = buyer) {
  const dialog = page.getByRole('dialog', { name: 'Enter your details' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full Name').fill(details.name);
  await dialog.getByLabel('Email').fill(details.email);
  await dialog.getByLabel('Phone').fill(details.phone);
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
}

/** The sandbox window, clearly marked as a TEST payment. */
function testWindow(page: Page) {
  return page.getByRole('dialog', { name: /TEST payment/ });
}

function waitForSave(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/payment/save') && response.request().method() === 'POST',
  );
}

async function expectBooked(page: Page, options: { thanks: boolean }) {
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{32}$/);
  const booked = page.getByRole('alertdialog', { name: 'Appointment Booked Successfully' });
  await expect(booked).toBeVisible();
  await expect(booked).toContainText('We will contact you soon');
  // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): one confirmation per event, so the
  // 'Payment Successful!' thanks is inside the dialog rather than a banner under it.
  if (options.thanks) {
    await expect(booked.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(booked.getByText(`Thank you, ${buyer.name}!`)).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
  }
  await booked.getByRole('button', { name: 'Ok' }).click();
  await expect(booked).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
  const receipt = page.locator('[data-printable-receipt]');
  await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(receipt).toContainText(/RCPT-\d{4}-\d{6}/);
  await expect(receipt).toContainText(buyer.name);
  await expect(receipt).toContainText(buyer.email);
  await expect(receipt).toContainText(buyer.phone);
  await expect(receipt).toContainText(/pay_[A-Za-z0-9]{14}/);
  await expect(page.getByTestId('receipt-status')).toHaveText('Paid');
  return receipt;
}

test.describe('buying', () => {
  test('buy one course with Buy Now: test window, verification, receipt', async ({ page }) => {
    await page.goto('/courses/basic-python');
    const orderResponse = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/payment/order'),
    );
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const order = await (await orderResponse).json();
    expect(order).toMatchObject({ amount: 99_900, currency: 'INR', sandbox: true });

    await fillDetails(page);
    const window = testWindow(page);
    await expect(window).toBeVisible();
    await expect(window).toContainText('Test mode');
    await expect(window).toContainText('₹999');
    await expect(window).toContainText('Appointment Payment');

    const saved = waitForSave(page);
    await window.getByRole('button', { name: 'Pay' }).click();
    const save = await saved;
    expect(save.request().postDataJSON()).toMatchObject({
      ...buyer,
      status: 'succeeded',
      order_id: order.order_id,
    });
    expect((await save.json()).data).toMatchObject({ status: 'succeeded', duplicate: false });

    const receipt = await expectBooked(page, { thanks: true });
    await expect(receipt.getByTestId('receipt-item')).toHaveCount(1);
    await expect(receipt.getByTestId('receipt-item')).toContainText('Basic Python');
    await expect(page.getByTestId('receipt-amount')).toHaveText('₹999');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The confirmation is shown once: a reload shows just the receipt, and hydrates without a mismatch
    // (the browser keeps navigation state across a reload, the server never sees it).
    const errors = pageErrors(page);
    await page.reload();
    await expect(page.locator('[data-printable-receipt]')).toContainText(buyer.name);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a course opened from the cart keeps "Back to Cart" after a reload, without a hydration mismatch', async ({
    page,
  }) => {
    await page.goto('/courses/photoshop');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/cart');
    await page.getByTestId('cart-line').getByRole('link', { name: 'Adobe Photoshop' }).click();
    await expect(page.getByRole('link', { name: 'Back to Cart' })).toBeVisible();
    const errors = pageErrors(page);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Back to Cart' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('cart with three courses: no duplicates, Indian total, one receipt with three items, cart emptied', async ({
    page,
  }) => {
    const picks = [
      { id: 'full-stack-ds', title: 'Full Stack Data Science' },
      { id: 'front-end', title: 'Front-End Development' },
      { id: 'big-data', title: 'Big Data' },
    ];
    for (const pick of picks) {
      await page.goto(`/courses/${pick.id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
    }
    // Adding the same course again keeps one line.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: /^Cart, 3 (courses|items)$/ })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    // Each line shows its course's image (the cart keeps the image key; the page looks it up).
    for (const [index, pick] of picks.entries()) {
      await expect(page.getByTestId('cart-line').nth(index).locator('img')).toHaveAttribute(
        'src',
        `/media/courses/${pick.id}.webp`,
      );
    }
    // Each title links to its course in the heading's colour, not the browser's default link blue.
    const title = page.getByTestId('cart-line').first().getByRole('heading');
    const colour = (element: Element) => getComputedStyle(element).color;
    expect(await title.getByRole('link').evaluate(colour)).toBe(await title.evaluate(colour));
    const summary = page.getByTestId('cart-summary');
    await expect(summary).toContainText('Number of courses3');
    await expect(summary).toContainText('₹13,997');

    // Remove one and add it back, to exercise removal.
    await page.getByRole('button', { name: 'Remove Big Data' }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(summary).toContainText('₹8,998');
    await page.goto('/courses/big-data');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/cart');

    const orderResponse = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/payment/order'),
    );
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const order = await (await orderResponse).json();
    expect(order.amount).toBe(1_399_700);
    expect(order.items.map((item: { id: string }) => item.id)).toEqual([
      'full-stack-ds',
      'front-end',
      'big-data',
    ]);

    await fillDetails(page);
    await testWindow(page).getByRole('button', { name: 'Pay' }).click();
    const receipt = await expectBooked(page, { thanks: true });
    await expect(receipt.getByTestId('receipt-item')).toHaveCount(3);
    for (const pick of picks) await expect(receipt).toContainText(pick.title);
    await expect(page.getByTestId('receipt-amount')).toHaveText('₹13,997');

    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
  });

  test('a software product purchase from the products page', async ({ page }) => {
    await page.goto('/products');
    const orderResponse = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/payment/order'),
    );
    await page.getByRole('button', { name: /Buy Now ₹9,999 for Hotel Management Software/ }).click();
    const order = await (await orderResponse).json();
    expect(order).toMatchObject({
      amount: 999_900,
      items: [{ kind: 'product', id: 'hotel-management-software' }],
    });
    await fillDetails(page);
    await testWindow(page).getByRole('button', { name: 'Pay' }).click();
    const receipt = await expectBooked(page, { thanks: false });
    await expect(receipt).toContainText('Hotel Management Software');
    await expect(page.getByTestId('receipt-amount')).toHaveText('₹9,999');
  });
});

test('a signed-in buyer finds the course under My Course', async ({ page }) => {
  const email = `buyer.${Date.now().toString(36)}@example.com`;
  const password = 'buyer-password';
  const created = await page.request.post('/api/v1/customer', {
    multipart: {
      name: 'Kabir Shah',
      email,
      mobile: '9812345670',
      address: 'Napier Town, Jabalpur',
      password,
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/user/);

  await page.goto('/courses/deep-learning');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillDetails(page);
  await testWindow(page).getByRole('button', { name: 'Pay' }).click();
  await expectBooked(page, { thanks: true });

  await page.goto('/user/mycourses');
  await expect(page.getByText('Deep Learning')).toBeVisible();
});

test.describe('outcomes that are not a purchase', () => {
  test('a failed payment is saved as failed and books nothing', async ({ page }) => {
    await page.goto('/courses/seo-course');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await fillDetails(page);
    const saved = waitForSave(page);
    await testWindow(page).getByRole('button', { name: 'Fail' }).click();
    const save = await saved;
    expect(save.request().postDataJSON()).toMatchObject({
      status: 'failed',
      payment_id: expect.stringMatching(/^pay_/),
    });
    expect((await save.json()).data.status).toBe('failed');
    await expect(testWindow(page)).toBeHidden();
    await expect(page).toHaveURL(/\/courses\/seo-course$/);
    // The payment flag reset: Buy Now works again.
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  test('a dismissed window is saved as cancelled', async ({ page }) => {
    await page.goto('/courses/photoshop');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await fillDetails(page);
    const saved = waitForSave(page);
    await testWindow(page).getByRole('button', { name: 'Close' }).click();
    const save = await saved;
    expect(save.request().postDataJSON()).toMatchObject({ ...buyer, status: 'cancelled' });
    expect((await save.json()).data).toMatchObject({ status: 'cancelled', payment_id: null });
    await expect(testWindow(page)).toBeHidden();
    await expect(page).toHaveURL(/\/courses\/photoshop$/);
  });

  test('the details modal shows every validation message and caps the phone at 10 on the course page', async ({
    page,
  }) => {
    await page.goto('/courses/ui-design');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your details' });
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(dialog.getByText('Full Name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    await dialog.getByLabel('Full Name').fill('Asha');
    await expect(dialog.getByText('Full Name is required')).toBeHidden();
    await dialog.getByLabel('Email').fill('asha@');
    await dialog.getByLabel('Phone').fill('98765');
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(dialog.getByText('Enter a valid email')).toBeVisible();
    await expect(dialog.getByText('Enter a valid 10-digit phone number')).toBeVisible();

    await dialog.getByLabel('Phone').fill('');
    await dialog.getByLabel('Phone').pressSequentially('987654321012');
    await expect(dialog.getByLabel('Phone')).toHaveValue('9876543210');

    // Cancel closes the modal without opening a payment window.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(testWindow(page)).toHaveCount(0);
  });
});

test.describe('server guarantees seen from outside', () => {
  async function paidOrder(request: APIRequestContext) {
    const order = await (
      await request.post('/api/v1/payment/order', {
        data: { items: [{ kind: 'course', id: 'premiere-pro' }] },
      })
    ).json();
    const paid = await (
      await request.post('/api/v1/payment/sandbox/pay', {
        data: { order_id: order.order_id, outcome: 'success' },
      })
    ).json();
    return { order, paid };
  }

  test('a double submit of save records one payment', async ({ request }) => {
    const { order, paid } = await paidOrder(request);
    const verified = await request.post('/api/v1/payment/verify', {
      data: {
        order_id: order.order_id,
        payment_id: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      },
    });
    expect(await verified.json()).toEqual({ success: true });
    const body = {
      ...buyer,
      order_id: order.order_id,
      payment_id: paid.razorpay_payment_id,
      status: 'succeeded',
    };
    const answers = await Promise.all([
      request.post('/api/v1/payment/save', { data: body }),
      request.post('/api/v1/payment/save', { data: body }),
    ]);
    const data = await Promise.all(answers.map(async (answer) => (await answer.json()).data));
    expect(data.map((entry) => entry.status)).toEqual(['succeeded', 'succeeded']);
    expect(data.filter((entry) => entry.duplicate === false)).toHaveLength(1);
  });

  test('a tampered amount or signature is refused', async ({ request }) => {
    const tampered = await request.post('/api/v1/payment/order', {
      data: { items: [{ kind: 'course', id: 'full-stack-ds' }], amount: 100 },
    });
    expect(tampered.status()).toBe(400);
    const { order, paid } = await paidOrder(request);
    const forged = await request.post('/api/v1/payment/verify', {
      data: { order_id: order.order_id, payment_id: paid.razorpay_payment_id, signature: '0'.repeat(64) },
    });
    expect(forged.status()).toBe(400);
    expect((await forged.json()).success).toBe(false);
    const unverified = await request.post('/api/v1/payment/save', {
      data: { ...buyer, order_id: order.order_id, payment_id: paid.razorpay_payment_id, status: 'succeeded' },
    });
    expect(unverified.status()).toBe(400);
  });

  test('a receipt is only reachable through its own unguessable link', async ({ request, page }) => {
    expect((await request.get('/api/v1/appointments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
    await page.goto('/receipt/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Receipt not found.' })).toBeVisible();
  });
});
