import { expect, test } from './fixtures';
import { ADMIN } from './account-helpers';

/**
 * Issue 24 (docs/requirements/issues/24-staff-console.md), Orders: "a link to its receipt". A customer's receipt page opens only for the buyer (docs/requirements/issues/23-safe-in-production.md),
 * so staff open it through the console, from the order, without the buyer's checkout key.
 */
const buyer = { name: 'Meera Iyer', email: 'meera.iyer@example.com', phone: '9812345670' };

test('staff open a paid order’s receipt from the console; strangers still cannot', async ({
  page,
  request,
}) => {
  // A buyer pays for a course (the API, as the checkout does; the request context keeps the checkout key).
  const order = await (
    await request.post('/api/v1/payment/order', { data: { items: [{ kind: 'course', id: 'basic-python' }] } })
  ).json();
  const paid = await (
    await request.post('/api/v1/payment/sandbox/pay', {
      data: { order_id: order.order_id, outcome: 'success' },
    })
  ).json();
  const verified = await request.post('/api/v1/payment/verify', {
    data: {
      order_id: order.order_id,
      payment_id: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  });
  expect(verified.ok()).toBe(true);
  const details = { ...buyer, order_id: order.order_id, payment_id: paid.razorpay_payment_id };
  expect(
    (await request.post('/api/v1/payment/save', { data: { ...details, status: 'succeeded' } })).ok(),
  ).toBe(true);
  const booked = await request.post('/api/v1/appointments', {
    data: { ...buyer, payment_id: paid.razorpay_payment_id },
  });
  expect(booked.status()).toBe(201);
  const receiptId = (await booked.json()).id as string;

  // The admin finds the order and opens its receipt.
  await page.goto(`/admin/orders?q=${encodeURIComponent(buyer.email)}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders/);
  await page.getByRole('link', { name: /^RCPT-\d{4}-\d{6}$/ }).click();
  await expect(page).toHaveURL(`/admin/receipts/${receiptId}`);
  const receipt = page.locator('[data-printable-receipt]');
  await expect(receipt).toContainText(buyer.name);
  await expect(receipt).toContainText(buyer.email);
  await expect(receipt.getByTestId('receipt-item')).toContainText('Basic Python');
  await expect(page.getByTestId('receipt-amount')).toHaveText('₹999');

  // A stranger's browser still gets the not-found page at the buyer's own address.
  const stranger = await page.context().browser()!.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(new URL(`/receipt/${receiptId}`, page.url()).href);
  await expect(strangerPage.getByRole('heading', { name: 'Receipt not found.' })).toBeVisible();
  await stranger.close();
});
