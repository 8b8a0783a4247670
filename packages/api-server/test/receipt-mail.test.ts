import { describe, expect, it } from 'vitest';

import { receiptMail, type ReceiptFacts } from '../src/lib/notifications.js';

/** Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the receipt mail's next step for a course. */
const base: ReceiptFacts = {
  id: 'r1',
  receiptNumber: 'RCPT-2026-000042',
  date: '2026-11-28T12:00:00.000Z',
  items: [{ kind: 'course', id: 'basic-python', title: 'Basic Python', price: 999 }],
  amount: 99_900,
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9826012345',
  payment_id: 'pay_0123456789abcd',
};
const origin = 'https://www.acme.example';

describe('receipt mail: Start learning', () => {
  it('offers the course with the site origin, in text and HTML', () => {
    const mail = receiptMail(base, `${origin}/receipt/r1`, origin);
    expect(mail.text).toContain(`Start learning: ${origin}/learn/basic-python`);
    expect(mail.html).toContain(`<a href="${origin}/learn/basic-python">Start learning</a>`);
    // The receipt link stays the first link of the mail.
    expect(mail.text.indexOf('/receipt/r1')).toBeLessThan(mail.text.indexOf('/learn/'));
  });

  it('names each course when the order has several, and leaves products out', () => {
    const mail = receiptMail(
      {
        ...base,
        items: [
          { kind: 'course', id: 'basic-python', title: 'Basic Python', price: 999 },
          {
            kind: 'product',
            id: 'school-management-software',
            title: 'School Management Software',
            price: 7999,
          },
          { kind: 'course', id: 'seo-course', title: 'SEO', price: 999 },
        ],
      },
      `${origin}/receipt/r1`,
      origin,
    );
    expect(mail.text).toContain(`Start learning: Basic Python: ${origin}/learn/basic-python`);
    expect(mail.text).toContain(`Start learning: SEO: ${origin}/learn/seo-course`);
    expect(mail.text).not.toContain('/learn/school-management-software');
  });

  it('says nothing about learning for a product-only order', () => {
    const mail = receiptMail(
      {
        ...base,
        items: [{ kind: 'product', id: 'school-management-software', title: 'School', price: 7999 }],
      },
      `${origin}/receipt/r1`,
      origin,
    );
    expect(mail.text).not.toContain('Start learning');
  });
});
