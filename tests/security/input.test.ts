/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 9: control characters (NUL and the others) in every text field of every endpoint answer 400
 * with a message for that field, never 500; and administrator-only endpoints answer 401/403 before they look
 * at the body.
 */
import { messages } from '@company/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AppServer,
  checkout,
  customer,
  form,
  pdfBytes,
  pngBytes,
  signIn,
  startApp,
  visitor,
} from './harness-a';

/** NUL, BEL, ESC, DEL and a C0 character in the middle of a line. */
const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0001'];

type Body = Record<string, string>;
interface Endpoint {
  path: string;
  /** A valid body: each text field in turn gets a control character. */
  body: Body;
  /** Fields that are files (multipart); the rest are text. */
  files?: Record<string, { name: string; bytes: () => Buffer }>;
  admin?: boolean;
}

describe('9. control characters and administrator-only endpoints', () => {
  let server: AppServer;
  let adminToken: string;
  let customerToken: string;
  let paid: { orderId: string; paymentId: string };
  let buyer: ReturnType<typeof visitor>;

  beforeAll(async () => {
    server = await startApp();
    adminToken = await signIn(visitor(server.origin), ADMIN_EMAIL, ADMIN_PASSWORD);
    customerToken = (await customer(visitor(server.origin), 'input.customer@example.com')).token;
    buyer = visitor(server.origin);
    paid = await checkout(buyer);
  });
  afterAll(async () => server?.close());

  const endpoints = (): Endpoint[] => [
    { path: 'customer/login', body: { identifier: 'someone@example.com', password: 'a-password' } },
    {
      path: 'customer',
      body: {
        name: 'Asha',
        email: 'asha.new@example.com',
        mobile: '9876543210',
        address: 'Jabalpur',
        password: 'secret-password',
      },
    },
    { path: 'customer/otp/request', body: { email: 'asha@example.com' } },
    { path: 'customer/otp', body: { email: 'asha@example.com', otp: '123456' } },
    {
      path: 'contactus',
      body: { name: 'Asha', mobile: '9876543210', subject: 'Hello', message: 'A question' },
    },
    {
      path: 'enquire',
      body: {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        city: 'Pune',
        Experience: 'Fresher',
        current_salary: '5 LPA',
        job_title: 'Engineer',
      },
      files: { resume: { name: 'cv.pdf', bytes: pdfBytes } },
    },
    {
      path: 'internship',
      body: { name: 'Asha', email: 'asha@example.com', number: '9876543210', course: 'data-science' },
      files: { resume: { name: 'cv.pdf', bytes: pdfBytes } },
    },
    {
      path: 'job',
      admin: true,
      body: {
        jobTitle: 'Engineer',
        experience: '2 years',
        education: 'B.Tech',
        location: 'Pune',
        skill: 'TypeScript',
        description: 'Build things',
      },
    },
    {
      path: 'blog',
      admin: true,
      body: { title: 'A post', description: 'Some words' },
      files: { image: { name: 'cover.png', bytes: pngBytes } },
    },
    {
      path: 'ourteam',
      admin: true,
      body: {
        name: 'Ravi',
        role: 'Engineer',
        description: 'Builds',
        linkedin: 'https://linkedin.com/in/ravi',
        github: 'https://github.com/ravi',
        twitter: 'https://x.com/ravi',
      },
      files: { image: { name: 'ravi.png', bytes: pngBytes } },
    },
    {
      path: 'payment/verify',
      body: { order_id: paid.orderId, payment_id: paid.paymentId, signature: 'ab'.repeat(32) },
    },
    {
      path: 'payment/save',
      body: {
        order_id: paid.orderId,
        payment_id: paid.paymentId,
        name: 'Asha',
        email: 'asha@example.com',
        phone: '8899776655',
        status: 'succeeded',
      },
    },
    { path: 'payment/sandbox/pay', body: { order_id: paid.orderId, outcome: 'success' } },
    {
      path: 'appointments',
      body: { name: 'Asha', email: 'asha@example.com', phone: '8899776655', payment_id: paid.paymentId },
    },
  ];

  it('answers 400 with the field’s error for a control character in any text field, JSON or multipart', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints()) {
      const token = endpoint.admin ? adminToken : undefined;
      for (const field of Object.keys(endpoint.body)) {
        for (const control of controls) {
          const body = {
            ...endpoint.body,
            [field]: `${endpoint.body[field]!.slice(0, 3)}${control}${endpoint.body[field]!.slice(3)}`,
          };
          const kinds: Array<'json' | 'multipart'> = endpoint.files ? ['multipart'] : ['json', 'multipart'];
          for (const kind of kinds) {
            const files = Object.fromEntries(
              Object.entries(endpoint.files ?? {}).map(([name, file]) => [
                name,
                { name: file.name, bytes: file.bytes() },
              ]),
            );
            const answer = await buyer.api('POST', endpoint.path, {
              token,
              ...(kind === 'json' ? { json: body } : { form: form({ ...body, ...files }) }),
            });
            const label = `${endpoint.path} ${field} ${JSON.stringify(control)} ${kind}`;
            if (answer.status !== 400 || typeof answer.body?.errors?.[field] !== 'string') {
              failures.push(`${label}: ${answer.status} ${answer.text.slice(0, 160)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('says which characters are wrong (the contracts message), also in order items, paths and queries, never 500', async () => {
    const answer = await visitor(server.origin).api('POST', 'customer/login', {
      json: { identifier: 'asha\u0000@example.com', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: messages.generic.invalidCharacters,
      errors: { identifier: messages.generic.invalidCharacters },
    });

    const who = visitor(server.origin);
    const order = await who.api('POST', 'payment/order', {
      json: { items: [{ kind: 'course', id: 'basic-\u0000python' }] },
    });
    expect(order.status).toBe(400);
    expect(order.body.errors['items.0.id']).toBeTruthy();
    for (const path of [
      'job/%00',
      'blog/%00',
      'course/basic%00',
      'blog?page=%00',
      'blog?limit=1%00',
      'customer/one/%00',
      'appointments/%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00',
      'payment/order/order_%00',
    ]) {
      const answer = await who.api('GET', path, { token: customerToken });
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body, path).toHaveProperty('errors');
    }
  });

  it('answers 401 to anonymous and 403 to customers on administrator-only endpoints, before reading the body', async () => {
    const anonymous = visitor(server.origin);
    const invalidBodies: Array<[string, { json?: unknown; form?: FormData }]> = [
      ['blog', { json: {} }],
      ['blog', { json: { title: '\u0000' } }],
      ['blog', { form: form({ title: '', image: { name: 'x.exe', bytes: Buffer.from('MZ') } }) }],
      ['job', { json: {} }],
      ['job', { json: { jobTitle: 42 } }],
      ['ourteam', { json: {} }],
      ['ourteam', { form: form({ name: '\u0000', image: { name: 'x.png', bytes: Buffer.from('nope') } }) }],
    ];
    for (const [path, options] of invalidBodies) {
      const anonymousAnswer = await anonymous.api('POST', path, options);
      expect(anonymousAnswer.status, `anonymous POST ${path}`).toBe(401);
      const customerAnswer = await anonymous.api('POST', path, { ...options, token: customerToken });
      expect(customerAnswer.status, `customer POST ${path}`).toBe(403);
      expect(customerAnswer.body).toMatchObject({ message: expect.any(String), errors: {} });
    }
    expect((await anonymous.api('GET', 'internship')).status).toBe(401);
    expect((await anonymous.api('GET', 'internship?x=%00', { token: customerToken })).status).toBe(403);
    // An administrator still gets the validation answer.
    expect((await anonymous.api('POST', 'blog', { json: {}, token: adminToken })).status).toBe(400);
  });
});

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): what the generated suite (tests/fuzz) found
 * at the input level, each case as its own test.
 */
describe('issue 31: valid Unicode, real numbers, token checks before validation', () => {
  let server: AppServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startApp();
    adminToken = await signIn(visitor(server.origin), ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => server?.close());

  const job = {
    jobTitle: 'Engineer',
    experience: '2 years',
    education: 'B.Tech',
    location: 'Pune',
    skill: 'TypeScript',
    description: 'Build things',
  };

  it('answers 400 with the field’s error for a lone surrogate, where a job title gave 500 (22P02)', async () => {
    const who = visitor(server.origin);
    const refused = messages.generic.invalidCharacters;
    const created = await who.api('POST', 'job', {
      json: { ...job, jobTitle: 'T\ud800' },
      token: adminToken,
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message: refused, errors: { jobTitle: refused } });
    const contact = await who.api('POST', 'contactus', {
      json: { name: '\udc00x', mobile: '9876543210', subject: 'Hello', message: 'A question' },
    });
    expect(contact.status).toBe(400);
    expect(contact.body.errors).toEqual({ name: refused });
    // And on a console update.
    const listed = await who.api('GET', 'admin/jobs', { token: adminToken });
    const id = listed.body.data[0].id as string;
    const notes = await who.api('PUT', `admin/jobs/${id}`, {
      json: { ...job, description: 'a\ude00\ud83db' },
      token: adminToken,
    });
    expect(notes.status).toBe(400);
    expect(notes.body.errors).toEqual({ description: refused });
  });

  it('refuses a lone surrogate in multipart text sent as UTF-16 (the guard, after the body is read)', async () => {
    const boundary = 'issue31boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n`),
      Buffer.from('Content-Type: text/plain; charset=utf-16le\r\n\r\n'),
      Buffer.from('T\ud800', 'utf16le'),
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nWords\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\n`),
      Buffer.from('Content-Type: image/png\r\n\r\n'),
      pngBytes(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await fetch(`${server.base}/blog`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: Record<string, string> }).errors).toEqual({
      title: messages.generic.invalidCharacters,
    });
  });

  it('refuses {"price": true} (it set ₹1) and every other non-number, and leaves the price as it was', async () => {
    const who = visitor(server.origin);
    const before = await who.api('GET', 'admin/prices?q=basic-python', { token: adminToken });
    const price = before.body.data.find((item: { id: string }) => item.id === 'basic-python').price as number;
    for (const value of [true, false, null, '', [], [2], {}]) {
      const answer = await who.api('PATCH', 'admin/prices/course/basic-python', {
        json: { price: value },
        token: adminToken,
      });
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(answer.body.errors.price, JSON.stringify(value)).toBeTruthy();
    }
    const after = await who.api('GET', 'admin/prices?q=basic-python', { token: adminToken });
    expect(after.body.data.find((item: { id: string }) => item.id === 'basic-python').price).toBe(price);
    // A form's text still works.
    const typed = await who.api('PATCH', 'admin/prices/course/basic-python', {
      json: { price: '₹1,499' },
      token: adminToken,
    });
    expect(typed.status).toBe(200);
    expect(typed.body.price).toBe(1499);
  });

  it('answers a token whose account was deleted with 401 or as a visitor, never 500 (a foreign key)', async () => {
    const who = visitor(server.origin);
    const { token } = await customer(who, 'issue31.deleted@example.com');
    const deleted = await who.api('POST', 'customer/me/delete', { json: { confirm: 'DELETE' }, token });
    expect(deleted.status).toBe(200);
    const contact = await who.api('POST', 'contactus', {
      json: { name: 'Asha', mobile: '9876543210', subject: 'Hello', message: 'A question' },
      token,
    });
    expect(contact.status).toBe(200);
    const application = await who.api('POST', 'internship', {
      form: form({
        name: 'Asha',
        email: 'asha@example.com',
        number: '9876543210',
        course: 'data-science',
        resume: { name: 'cv.pdf', bytes: pdfBytes() },
      }),
      token,
    });
    expect(application.status).toBe(401);
    expect(application.body.message).toMatch(/session has ended/);
    expect((await who.api('GET', 'applynow', { token })).status).toBe(401);
  });

  it('checks the token before validating the id of a signed-in route (401, not 400)', async () => {
    const anonymous = visitor(server.origin);
    for (const path of ['customer/one/not-a-uuid', 'order/my-courses/not-a-uuid']) {
      const answer = await anonymous.api('GET', path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.message, path).toBe('Please sign in to continue.');
    }
  });
});
