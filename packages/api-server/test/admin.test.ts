import {
  applicationListResponseSchema,
  applicationSchema,
  auditListResponseSchema,
  authResponseSchema,
  enquiryListResponseSchema,
  enquirySchema,
  errorBodySchema,
  orderListResponseSchema,
  staffMemberSchema,
} from '@company/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactMessages, users } from '../src/db/schema.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  databases,
  docxBytes,
  form,
  pdfBytes,
  startTestServer,
  type TestServer,
} from './helpers.js';

const expectError = (reply: { status: number; body: unknown }, status: number) => {
  expect(reply.status).toBe(status);
  return errorBodySchema.parse(reply.body);
};

/** Every console endpoint, each with a body that would fail validation: the guard must answer first. */
const endpoints = (ids: { enquiry: string; application: string }) =>
  [
    ['GET', 'admin/me'],
    ['GET', 'admin/staff'],
    ['GET', 'admin/enquiries?status=nonsense'],
    ['GET', 'admin/enquiries.csv'],
    ['GET', `admin/enquiries/${ids.enquiry}`],
    ['PATCH', `admin/enquiries/${ids.enquiry}`],
    ['PATCH', 'admin/enquiries/not-a-uuid'],
    ['GET', 'admin/applications?page=-1'],
    ['GET', 'admin/applications.csv'],
    ['GET', `admin/applications/job/${ids.application}`],
    ['GET', `admin/applications/job/${ids.application}/resume`],
    ['PATCH', `admin/applications/job/${ids.application}`],
    ['GET', 'admin/orders?from=yesterday'],
    ['GET', 'admin/orders.csv'],
    ['GET', 'admin/orders/order_x'],
    ['GET', 'admin/receipts/AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['GET', 'admin/audit'],
    ['POST', 'admin/staff'],
    ['DELETE', 'admin/staff/not-a-uuid'],
  ] as const;

describe.each(databases)('staff console API on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let admin: { token: string; userId: string; cookie: string };
  let staff: { token: string; userId: string; cookie: string };
  let customer: { token: string; userId: string; cookie: string };
  const ids = { enquiry: '', application: '', internship: '' };

  const signIn = async (email: string, password: string) => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    const body = authResponseSchema.parse(reply.body);
    const cookie = (reply.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { token: body.data.access_token, userId: body.data.userId, cookie };
  };

  const register = async (n: string) => {
    const reply = await call(base, 'POST', 'customer', {
      form: form({
        name: `Person ${n}`,
        email: `${n}@example.com`,
        mobile: '9876543210',
        address: 'Civil Lines, Jabalpur',
        password: `password-${n}`,
      }),
    });
    expect(reply.status).toBe(200);
    return signIn(`${n}@example.com`, `password-${n}`);
  };

  const contact = async (name: string, subject: string, message: string) => {
    const reply = await call(base, 'POST', 'contactus', {
      json: { name, mobile: '9876543210', subject, message },
    });
    expect(reply.status).toBe(200);
    return (reply.body as { id: string }).id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = server.base;
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await register('customer');
    await register('staffer');
    await server.database.db
      .update(users)
      .set({ role: 'staff' })
      .where(eq(users.email, 'staffer@example.com'));
    // A new sign-in carries the new role in its token; the console reads the role from the database anyway.
    staff = await signIn('staffer@example.com', 'password-staffer');

    ids.enquiry = await contact('Ravi Kumar', 'Website redesign', 'We need a new website for our clinic.');
    // Apart in time, so "newest first" has one answer.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await contact('Meera Nair', 'Mobile app quote', 'Looking for an Android and iOS app for deliveries.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await contact('=HYPERLINK("http://evil.example")', 'Formula', 'A cell a spreadsheet must not run.');

    expect(
      (
        await call(base, 'POST', 'enquire', {
          form: form({
            name: 'Imran Khan',
            email: 'imran@example.com',
            phone: '8765432109',
            city: 'Bhopal',
            Experience: 'Experience',
            current_salary: '6 LPA',
            job_title: 'React Developer',
            resume: { name: 'Imran Khan résumé.pdf', bytes: pdfBytes() },
          }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(base, 'POST', 'internship', {
          form: form({
            name: 'Neha Gupta',
            email: 'neha@example.com',
            number: '9123456780',
            course: 'data-science',
            resume: { name: 'neha.docx', bytes: docxBytes() },
          }),
        })
      ).status,
    ).toBe(200);
    const list = applicationListResponseSchema.parse(
      (await call(base, 'GET', 'admin/applications', { token: staff.token })).body,
    );
    ids.application = list.data.find((a) => a.kind === 'job')!.id;
    ids.internship = list.data.find((a) => a.kind === 'internship')!.id;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('an anonymous caller gets 401 from every console endpoint, before any validation', async () => {
    for (const [method, path] of endpoints(ids)) {
      const reply = await call(
        base,
        method,
        path,
        method === 'PATCH' || method === 'POST' ? { json: { status: 'bogus' } } : {},
      );
      expect(reply.status, `${method} ${path}`).toBe(401);
      errorBodySchema.parse(reply.body);
    }
  });

  it('a customer gets 403 from every console endpoint, before any validation, even with a session cookie', async () => {
    for (const [method, path] of endpoints(ids)) {
      const reply = await call(base, method, path, {
        token: customer.token,
        ...(method === 'PATCH' || method === 'POST' ? { json: { status: 'bogus' } } : {}),
      });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(
        (await call(base, method, path, { headers: { cookie: customer.cookie } })).status,
        `${method} ${path} with the cookie`,
      ).toBe(method === 'GET' && /\.csv|resume/.test(path) ? 403 : 401);
    }
  });

  it('staff may use the console but not the audit log; the admin may', async () => {
    expect(
      staffMemberSchema.parse((await call(base, 'GET', 'admin/me', { token: staff.token })).body),
    ).toMatchObject({
      email: 'staffer@example.com',
      role: 'staff',
    });
    expectError(await call(base, 'GET', 'admin/audit', { token: staff.token }), 403);
    expect((await call(base, 'GET', 'admin/audit', { token: admin.token })).status).toBe(200);
    const team = (await call(base, 'GET', 'admin/staff', { token: staff.token })).body as { email: string }[];
    expect(team.map((member) => member.email).sort()).toEqual([ADMIN_EMAIL, 'staffer@example.com']);
  });

  it('lists enquiries newest first with status, paging, full-text search and filters', async () => {
    const all = enquiryListResponseSchema.parse(
      (await call(base, 'GET', 'admin/enquiries', { token: staff.token })).body,
    );
    expect(all.total).toBe(3);
    expect(all.data.map((e) => e.subject)).toEqual(['Formula', 'Mobile app quote', 'Website redesign']);
    expect(all.data.every((e) => e.status === 'new' && e.assignee === null && e.notes === '')).toBe(true);

    const paged = enquiryListResponseSchema.parse(
      (await call(base, 'GET', 'admin/enquiries?limit=2&page=2', { token: staff.token })).body,
    );
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(paged.data.map((e) => e.subject)).toEqual(['Website redesign']);

    const byName = enquiryListResponseSchema.parse(
      (await call(base, 'GET', 'admin/enquiries?sort=name&order=asc', { token: staff.token })).body,
    );
    expect(byName.data.map((e) => e.name.slice(0, 4))).toEqual(['=HYP', 'Meer', 'Ravi']);

    // Words anywhere (prefixes too), case-insensitive; every word must match.
    const search = async (q: string) =>
      enquiryListResponseSchema
        .parse(
          (await call(base, 'GET', `admin/enquiries?q=${encodeURIComponent(q)}`, { token: staff.token }))
            .body,
        )
        .data.map((e) => e.name);
    expect(await search('ANDROID deliv')).toEqual(['Meera Nair']);
    expect(await search('clinic website')).toEqual(['Ravi Kumar']);
    expect(await search('clinic android')).toEqual([]);
    expect(await search("'); drop table users; --")).toEqual([]);
    expect(await search('   ')).toHaveLength(3);

    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const inDays = (from: string, to: string) =>
      call(base, 'GET', `admin/enquiries?from=${from}&to=${to}`, { token: staff.token });
    expect(enquiryListResponseSchema.parse((await inDays(today, today)).body).total).toBe(3);
    expect(enquiryListResponseSchema.parse((await inDays('2020-01-01', '2020-12-31')).body).total).toBe(0);
    expect(expectError(await inDays(today, '2020-01-01'), 400).errors).toHaveProperty('to');
    expect(
      expectError(await call(base, 'GET', 'admin/enquiries?status=closed', { token: staff.token }), 400)
        .errors,
    ).toHaveProperty('status');
  });

  it('updates an enquiry: assignee, notes, done with who and when, reopening clears it; all audited', async () => {
    const path = `admin/enquiries/${ids.enquiry}`;
    const bad = await call(base, 'PATCH', path, {
      token: staff.token,
      json: { assigneeId: customer.userId },
    });
    expect(expectError(bad, 400).errors).toHaveProperty('assigneeId');
    expectError(await call(base, 'PATCH', path, { token: staff.token, json: {} }), 400);
    expectError(await call(base, 'PATCH', path, { token: staff.token, json: { status: 'closed' } }), 400);
    expectError(
      await call(base, 'PATCH', 'admin/enquiries/3f1b7c52-8d0e-4a57-9d1c-2a3b4c5d6e7f', {
        token: staff.token,
        json: { status: 'done' },
      }),
      404,
    );

    const assigned = enquirySchema.parse(
      (
        await call(base, 'PATCH', path, {
          token: staff.token,
          json: { status: 'in_progress', assigneeId: staff.userId, notes: 'Called back, sending a quote.' },
        })
      ).body,
    );
    expect(assigned).toMatchObject({
      status: 'in_progress',
      assignee: { id: staff.userId, email: 'staffer@example.com' },
      notes: 'Called back, sending a quote.',
      doneBy: null,
      doneAt: null,
    });

    const before = Date.now();
    const done = enquirySchema.parse(
      (await call(base, 'PATCH', path, { token: admin.token, json: { status: 'done' } })).body,
    );
    expect(done.status).toBe('done');
    expect(done.doneBy).toMatchObject({ id: admin.userId, email: ADMIN_EMAIL });
    expect(Date.parse(done.doneAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(enquirySchema.parse((await call(base, 'GET', path, { token: staff.token })).body)).toEqual(done);

    const filtered = enquiryListResponseSchema.parse(
      (await call(base, 'GET', 'admin/enquiries?status=done', { token: staff.token })).body,
    );
    expect(filtered.data.map((e) => e.id)).toEqual([ids.enquiry]);

    const reopened = enquirySchema.parse(
      (await call(base, 'PATCH', path, { token: staff.token, json: { status: 'new', assigneeId: '' } })).body,
    );
    expect(reopened).toMatchObject({ status: 'new', assignee: null, doneBy: null, doneAt: null });

    const log = auditListResponseSchema.parse(
      (await call(base, 'GET', `admin/audit?entity=enquiry&entityId=${ids.enquiry}`, { token: admin.token }))
        .body,
    );
    expect(log.total).toBe(3);
    const [third, second, first] = log.data;
    expect(first).toMatchObject({
      actor: { id: staff.userId, email: 'staffer@example.com' },
      action: 'enquiry.update',
      changes: {
        status: { from: 'new', to: 'in_progress' },
        assigneeId: { from: null, to: staff.userId },
        notes: { from: '', to: 'Called back, sending a quote.' },
      },
    });
    expect(second!.actor.email).toBe(ADMIN_EMAIL);
    expect(second!.changes).toMatchObject({
      status: { from: 'in_progress', to: 'done' },
      doneById: { to: admin.userId },
    });
    expect(third!.changes).toMatchObject({ status: { from: 'done', to: 'new' }, doneAt: { to: null } });

    // The row itself agrees.
    const [row] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.enquiry));
    expect(row).toMatchObject({ status: 'new', assigneeId: null, doneById: null, doneAt: null });
  });

  it('lists job and internship applications together, filters them, and serves the résumé as uploaded', async () => {
    const list = applicationListResponseSchema.parse(
      (await call(base, 'GET', 'admin/applications', { token: staff.token })).body,
    );
    expect(list.total).toBe(2);
    expect(list.positions).toEqual(['React Developer', 'data-science']);
    expect(list.data[0]).toMatchObject({
      kind: 'internship',
      position: 'data-science',
      name: 'Neha Gupta',
      status: 'new',
    });
    expect(list.data[1]).toMatchObject({
      kind: 'job',
      position: 'React Developer',
      city: 'Bhopal',
      experience: 'Experience',
      currentSalary: '6 LPA',
      resumeName: 'Imran Khan résumé.pdf',
    });
    const filter = async (query: string) =>
      applicationListResponseSchema
        .parse((await call(base, 'GET', `admin/applications?${query}`, { token: staff.token })).body)
        .data.map((a) => a.name);
    expect(await filter('position=React%20Developer')).toEqual(['Imran Khan']);
    expect(await filter('kind=internship')).toEqual(['Neha Gupta']);
    expect(await filter('q=IMRAN%40')).toEqual(['Imran Khan']);
    expect(await filter('status=hired')).toEqual([]);
    expect(await filter('sort=name&order=asc&status=')).toEqual(['Imran Khan', 'Neha Gupta']);

    const resume = await fetch(`${base}/admin/applications/job/${ids.application}/resume`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    expect(resume.headers.get('content-disposition')).toBe(
      `attachment; filename="Imran Khan r_sum_.pdf"; filename*=UTF-8''Imran%20Khan%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(Buffer.from(await resume.arrayBuffer()).equals(pdfBytes())).toBe(true);

    // A plain link works with the session cookie (downloads only).
    const docx = await fetch(`${base}/admin/applications/internship/${ids.internship}/resume`, {
      headers: { cookie: staff.cookie },
    });
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(Buffer.from(await docx.arrayBuffer()).equals(docxBytes())).toBe(true);
    expectError(
      await call(base, 'GET', `admin/applications/internship/${ids.application}/resume`, {
        token: staff.token,
      }),
      404,
    );
  });

  it('updates an application status and notes, audited', async () => {
    const path = `admin/applications/internship/${ids.internship}`;
    const updated = applicationSchema.parse(
      (
        await call(base, 'PATCH', path, {
          token: staff.token,
          json: { status: 'shortlisted', notes: 'Strong SQL.' },
        })
      ).body,
    );
    expect(updated).toMatchObject({ status: 'shortlisted', notes: 'Strong SQL.', kind: 'internship' });
    expectError(await call(base, 'PATCH', path, { token: staff.token, json: { status: 'maybe' } }), 400);
    const log = auditListResponseSchema.parse(
      (await call(base, 'GET', `admin/audit?entity=internship`, { token: admin.token })).body,
    );
    expect(log.data[0]).toMatchObject({
      entityId: ids.internship,
      changes: { status: { from: 'new', to: 'shortlisted' } },
    });
  });

  it('lists orders with items, amount, customer, payment id, appointment and receipt link', async () => {
    const created = await call(base, 'POST', 'payment/order', {
      json: { items: [{ kind: 'course', id: 'basic-python' }] },
    });
    expect(created.status).toBe(201);
    const orderId = (created.body as { order_id: string }).order_id;
    // The buyer's browser keeps the checkout key cookie set with the order (docs/requirements/issues/23-safe-in-production.md): the later calls need it.
    const headers = {
      cookie: created.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    };
    const paid = (
      await call(base, 'POST', 'payment/sandbox/pay', {
        json: { order_id: orderId, outcome: 'success' },
        headers,
      })
    ).body as { razorpay_payment_id: string; razorpay_signature: string };
    const details = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' };
    expect(
      (
        await call(base, 'POST', 'payment/verify', {
          json: {
            order_id: orderId,
            payment_id: paid.razorpay_payment_id,
            signature: paid.razorpay_signature,
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(base, 'POST', 'payment/save', {
          json: { ...details, order_id: orderId, payment_id: paid.razorpay_payment_id, status: 'succeeded' },
          headers,
        })
      ).status,
    ).toBe(200);
    const booked = await call(base, 'POST', 'appointments', {
      json: { ...details, payment_id: paid.razorpay_payment_id },
      headers,
    });
    expect(booked.status).toBe(201);
    const receiptId = (booked.body as { id: string }).id;
    // An unpaid order beside it.
    expect(
      (await call(base, 'POST', 'payment/order', { json: { items: [{ kind: 'product', id: productId() }] } }))
        .status,
    ).toBe(201);

    const list = orderListResponseSchema.parse(
      (await call(base, 'GET', 'admin/orders', { token: staff.token })).body,
    );
    expect(list.total).toBe(2);
    const order = list.data.find((o) => o.id === orderId)!;
    expect(order).toMatchObject({
      status: 'paid',
      currency: 'INR',
      customer: details,
      paymentId: paid.razorpay_payment_id,
      receiptUrl: `/admin/receipts/${receiptId}`,
      appointment: { id: receiptId },
    });
    expect(order.items).toEqual([expect.objectContaining({ kind: 'course', id: 'basic-python' })]);
    expect(order.amount).toBe(order.items[0]!.price * 100);
    expect(order.appointment!.receiptNumber).toMatch(/^RCPT-\d{4}-\d{6}$/);

    const paidOnly = orderListResponseSchema.parse(
      (await call(base, 'GET', 'admin/orders?status=paid', { token: staff.token })).body,
    );
    expect(paidOnly.data.map((o) => o.id)).toEqual([orderId]);
    const byEmail = orderListResponseSchema.parse(
      (await call(base, 'GET', 'admin/orders?q=asha%40', { token: staff.token })).body,
    );
    expect(byEmail.data.map((o) => o.id)).toEqual([orderId]);
    expect(
      orderListResponseSchema.parse(
        (await call(base, 'GET', 'admin/orders?from=2020-01-01&to=2020-01-31', { token: staff.token })).body,
      ).total,
    ).toBe(0);
    const one = await call(base, 'GET', `admin/orders/${orderId}`, { token: staff.token });
    expect(one.body).toEqual(order);
    expectError(await call(base, 'GET', 'admin/orders/order_unknown', { token: staff.token }), 404);

    // Staff open the receipt from the order, without the buyer's checkout key; it is the buyer's receipt.
    const receipt = await call(base, 'GET', `admin/receipts/${receiptId}`, { token: staff.token });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('cache-control')).toBe('private, no-store');
    expect(receipt.body).toEqual((await call(base, 'GET', `appointments/${receiptId}`, { headers })).body);
    expect(receipt.body).toMatchObject({ ...details, payment_id: paid.razorpay_payment_id, currency: 'INR' });
    // Another visitor still cannot open it at the customer's address.
    expect((await call(base, 'GET', `appointments/${receiptId}`)).status).toBe(404);
    expectError(
      await call(base, 'GET', 'admin/receipts/AAAAAAAAAAAAAAAAAAAAAAAA', { token: staff.token }),
      404,
    );
  });

  it('exports each list as CSV with the same filters, formulas defused', async () => {
    const enquiries = await fetch(`${base}/admin/enquiries.csv`, { headers: { cookie: staff.cookie } });
    expect(enquiries.status).toBe(200);
    expect(enquiries.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(enquiries.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await enquiries.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Received,Name,Mobile,E-mail,Subject,Message,Status,Assignee,Notes,Done by,Done at,Id',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const filtered = await (
      await fetch(`${base}/admin/applications.csv?kind=job`, {
        headers: { authorization: `Bearer ${staff.token}` },
      })
    ).text();
    expect(filtered.trimEnd().split('\r\n')).toHaveLength(2);
    expect(filtered).toContain('Imran Khan résumé.pdf');

    const orders = await (
      await fetch(`${base}/admin/orders.csv?status=paid`, { headers: { cookie: staff.cookie } })
    ).text();
    expect(orders).toContain('Asha Verma');
    expect(orders.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('an admin gives an account staff access and takes it away: its sessions end at once', async () => {
    const person = await register('newhire');
    expectError(await call(base, 'GET', 'admin/enquiries', { token: person.token }), 403);
    // Only administrators, and staff are refused before their body is read.
    expectError(
      await call(base, 'POST', 'admin/staff', { token: staff.token, json: { email: 'nope' } }),
      403,
    );
    expect(
      expectError(
        await call(base, 'POST', 'admin/staff', { token: admin.token, json: { email: 'nope' } }),
        400,
      ).errors,
    ).toHaveProperty('email');
    // No account: an invitation instead (see notifications.test.ts for its mail and link).
    const invited = await call(base, 'POST', 'admin/staff', {
      token: admin.token,
      json: { email: 'nobody@example.com' },
    });
    expect(invited.status).toBe(202);
    expect(invited.body).toMatchObject({ invited: true, invitation: { email: 'nobody@example.com' } });
    expectError(
      await call(base, 'POST', 'admin/staff', { token: admin.token, json: { email: ADMIN_EMAIL } }),
      409,
    );

    const granted = await call(base, 'POST', 'admin/staff', {
      token: admin.token,
      json: { email: 'NewHire@example.com' },
    });
    expect(granted.status).toBe(201);
    expect(staffMemberSchema.parse(granted.body)).toMatchObject({ id: person.userId, role: 'staff' });
    // The token issued before still says "customer": the console reads the role from the database.
    expect((await call(base, 'GET', 'admin/enquiries', { token: person.token })).status).toBe(200);
    expectError(
      await call(base, 'POST', 'admin/staff', { token: admin.token, json: { email: 'newhire@example.com' } }),
      409,
    );

    expectError(await call(base, 'DELETE', `admin/staff/${person.userId}`, { token: staff.token }), 403);
    expectError(await call(base, 'DELETE', `admin/staff/${admin.userId}`, { token: admin.token }), 409);
    const revoked = await call(base, 'DELETE', `admin/staff/${person.userId}`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expectError(await call(base, 'GET', 'admin/enquiries', { token: person.token }), 403);
    // Every session ended: the refresh cookie no longer works, and neither does a download link.
    expectError(await call(base, 'POST', 'customer/refresh', { headers: { cookie: person.cookie } }), 401);
    expectError(await call(base, 'DELETE', `admin/staff/${person.userId}`, { token: admin.token }), 404);

    const log = auditListResponseSchema.parse(
      (await call(base, 'GET', 'admin/audit?entity=user', { token: admin.token })).body,
    );
    expect(log.data.map((entry) => entry.action)).toEqual(['staff.revoke', 'staff.grant']);
    expect(log.data.every((entry) => entry.entityId === person.userId)).toBe(true);
  });

  it('revoking the staff role refuses the very next call, even with a token that still says staff', async () => {
    await server.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, staff.userId));
    try {
      expectError(await call(base, 'GET', 'admin/enquiries', { token: staff.token }), 403);
    } finally {
      await server.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.userId));
    }
  });
});

/** Any product id of the catalogue. */
function productId(): string {
  return 'school-management-software';
}
