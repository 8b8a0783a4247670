import {
  accountApplicationListSchema,
  accountOrderListSchema,
  applicationListResponseSchema,
  authResponseSchema,
  errorBodySchema,
  orderListResponseSchema,
} from '@company/contracts';
import { eq, sql } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contactMessages,
  internships,
  jobApplications,
  passwordResetTokens,
  paymentOrders,
  payments,
  users,
} from '../src/db/schema.js';
import { retentionTick, runRetention } from '../src/modules/account/data.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  databases,
  form,
  pdfBytes,
  startTestServer,
  type TestServer,
} from './helpers.js';

/** The customer's own account (docs/requirements/issues/24-staff-console.md): profile, password, reset link, history, export, deletion, retention. */

const expectError = (reply: { status: number; body: unknown }, status: number) => {
  expect(reply.status).toBe(status);
  return errorBodySchema.parse(reply.body);
};

const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${name}=`)) ?? '';

describe.each(databases)('customer account API on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let admin: string;
  let seq = 0;

  const signIn = async (email: string, password: string) => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    return {
      token: authResponseSchema.parse(reply.body).data.access_token,
      cookie: cookieOf(reply.headers, 'acme_refresh'),
    };
  };
  const register = async (name = 'Asha Verma') => {
    const email = `person${++seq}.${kind}@example.com`;
    const password = 'first-password';
    const reply = await call(base, 'POST', 'customer', {
      form: form({ name, email, mobile: '9876543210', address: 'Civil Lines, Jabalpur', password }),
    });
    expect(reply.status).toBe(200);
    return { email, password, ...(await signIn(email, password)) };
  };

  /** Mail is sent by the queue's worker after the answer: wait until it has nothing left to do. */
  const queueIdle = async () => {
    for (let tries = 0; tries < 200; tries++) {
      const rows = await server.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from queue_jobs where status <> 'failed'`,
      );
      if (Number(rows.rows[0]!.count) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the job queue did not become idle');
  };
  const mailsTo = async (email: string) => {
    await queueIdle();
    const dir = join(server.config.dataDir, 'outbox');
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(
        (file) =>
          JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; subject: string; text: string },
      )
      .filter((mail) => mail.to === email);
  };
  const resetToken = async (email: string) => {
    const mail = (await mailsTo(email)).filter((m) => m.subject === 'Set a new password').at(-1);
    expect(mail).toBeDefined();
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
    expect(match).not.toBeNull();
    expect(mail!.text).toContain(`${server.config.publicUrl}/reset-password?token=`);
    return match![1]!;
  };

  const applyAsGuest = async (email: string, title: string) => {
    const reply = await call(base, 'POST', 'enquire', {
      form: form({
        name: 'Asha Verma',
        email,
        phone: '8765432109',
        city: 'Bhopal',
        Experience: 'Experience',
        current_salary: '6 LPA',
        job_title: title,
        resume: { name: 'asha.pdf', bytes: pdfBytes() },
      }),
    });
    expect(reply.status).toBe(200);
  };

  /** A guest checkout in the sandbox, paid and booked with these details; answers the order id. */
  const buyAsGuest = async (email: string, items: { kind: 'course' | 'product'; id: string }[]) => {
    const created = await call(base, 'POST', 'payment/order', { json: { items } });
    expect(created.status).toBe(201);
    const orderId = (created.body as { order_id: string }).order_id;
    const headers = { cookie: cookieOf(created.headers, 'acme_checkout') };
    const paid = (
      await call(base, 'POST', 'payment/sandbox/pay', {
        json: { order_id: orderId, outcome: 'success' },
        headers,
      })
    ).body as { razorpay_payment_id: string; razorpay_signature: string };
    const details = { name: 'Asha Verma', email, phone: '9876543210' };
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
    const saved = await call(base, 'POST', 'payment/save', {
      json: { ...details, order_id: orderId, payment_id: paid.razorpay_payment_id, status: 'succeeded' },
      headers,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      (
        await call(base, 'POST', 'appointments', {
          json: { ...details, payment_id: paid.razorpay_payment_id },
          headers,
        })
      ).status,
    ).toBe(201);
    return orderId;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { retentionJob: false });
    base = server.base;
    admin = (await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses a visitor with 401 before any validation, and a deleted account even with a live token', async () => {
    for (const [method, path] of [
      ['GET', 'customer/me'],
      ['PATCH', 'customer/me'],
      ['POST', 'customer/password'],
      ['GET', 'customer/orders'],
      ['GET', 'customer/applications'],
      ['GET', 'customer/me/export'],
      ['POST', 'customer/me/delete'],
    ] as const) {
      expectError(await call(base, method, path, method === 'GET' ? {} : { json: { nonsense: true } }), 401);
    }
  });

  it('edits the profile (name, phone) with the contract rules; field errors are 400 JSON', async () => {
    const account = await register();
    const me = await call(base, 'GET', 'customer/me', { token: account.token });
    expect(me.body.data).toMatchObject({ email: account.email, name: 'Asha Verma', emailVerified: false });
    const bad = expectError(
      await call(base, 'PATCH', 'customer/me', { token: account.token, json: { name: '', mobile: '12345' } }),
      400,
    );
    expect(bad.errors).toMatchObject({ name: 'Name is required.', mobile: 'Invalid mobile number.' });
    const saved = await call(base, 'PATCH', 'customer/me', {
      token: account.token,
      json: { name: 'Asha V. Sharma', mobile: '9123456780' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Asha V. Sharma',
      mobile: '9123456780',
      email: account.email,
    });
    // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the address can be edited, and the
    // mobile given in a usual Indian form is stored as its 10 digits.
    const moved = await call(base, 'PATCH', 'customer/me', {
      token: account.token,
      json: { name: 'Asha V. Sharma', mobile: '+91-98260-12345', address: '7 Residency Road, Bengaluru' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ mobile: '9826012345', address: '7 Residency Road, Bengaluru' });
    const blank = expectError(
      await call(base, 'PATCH', 'customer/me', {
        token: account.token,
        json: { name: 'Asha V. Sharma', mobile: '9826012345', address: '  ' },
      }),
      400,
    );
    expect(blank.errors).toMatchObject({ address: 'Address is required.' });
  });

  it('changes the password with the current one: other sessions end, this browser gets a new one', async () => {
    const account = await register();
    const other = await signIn(account.email, account.password);
    const wrong = expectError(
      await call(base, 'POST', 'customer/password', {
        token: account.token,
        json: { currentPassword: 'not-it', newPassword: 'second-password' },
      }),
      400,
    );
    expect(wrong.errors).toEqual({ currentPassword: 'The current password is not correct.' });
    const changed = await call(base, 'POST', 'customer/password', {
      token: account.token,
      json: { currentPassword: account.password, newPassword: 'second-password' },
    });
    expect(changed.status).toBe(200);
    const fresh = cookieOf(changed.headers, 'acme_refresh');
    expect(fresh).not.toBe('');
    // The other browser's session has ended; the new cookie works.
    expectError(await call(base, 'POST', 'customer/refresh', { headers: { cookie: other.cookie } }), 401);
    expect((await call(base, 'POST', 'customer/refresh', { headers: { cookie: fresh } })).status).toBe(200);
    expectError(
      await call(base, 'POST', 'customer/login', {
        form: form({ identifier: account.email, password: account.password }),
      }),
      401,
    );
    await signIn(account.email, 'second-password');
  });

  it('forgot password: the same answer for any e-mail; a single-use 30-minute link; guest records join', async () => {
    const account = await register();
    // Before the address is proven, a guest application and purchase with it stay out of the account.
    await applyAsGuest(account.email, 'Guest Role');
    const orderId = await buyAsGuest(account.email.toUpperCase(), [
      { kind: 'course', id: 'basic-python' },
      { kind: 'product', id: 'school-management-software' },
    ]);
    const before = accountOrderListSchema.parse(
      (await call(base, 'GET', 'customer/orders', { token: account.token })).body,
    );
    expect(before.data).toEqual([]);

    const known = await call(base, 'POST', 'customer/password/forgot', { json: { email: account.email } });
    const unknown = await call(base, 'POST', 'customer/password/forgot', {
      json: { email: 'nobody.here@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo('nobody.here@example.com')).toEqual([]);
    expectError(
      await call(base, 'POST', 'customer/password/forgot', { json: { email: 'not-an-email' } }),
      400,
    );

    const token = await resetToken(account.email);
    const mismatch = expectError(
      await call(base, 'POST', 'customer/password/reset', { json: { token, password: '123' } }),
      400,
    );
    expect(mismatch.errors.password).toBe('Password must be at least 6 characters.');
    expect(
      (await call(base, 'POST', 'customer/password/reset', { json: { token, password: 'reset-password' } }))
        .status,
    ).toBe(200);
    // Single use; the old password and every session are gone.
    expectError(
      await call(base, 'POST', 'customer/password/reset', { json: { token, password: 'again-password' } }),
      400,
    );
    expectError(await call(base, 'POST', 'customer/refresh', { headers: { cookie: account.cookie } }), 401);
    const session = await signIn(account.email, 'reset-password');

    // The link proved the address: the guest purchase (course and product) and application are the account's.
    const me = await call(base, 'GET', 'customer/me', { token: session.token });
    expect(me.body.data.emailVerified).toBe(true);
    const orders = accountOrderListSchema.parse(
      (await call(base, 'GET', 'customer/orders', { token: session.token })).body,
    );
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({ id: orderId, status: 'paid' });
    expect(orders.data[0]!.items.map((item) => item.kind)).toEqual(['course', 'product']);
    expect(orders.data[0]!.receiptNumber).toMatch(/^RCPT-\d{4}-\d{6}$/);
    const receiptId = orders.data[0]!.receiptUrl!.split('/').at(-1)!;
    // The receipt opens for the signed-in owner, without the buyer's checkout key.
    const receipt = await call(base, 'GET', `appointments/${receiptId}`, { token: session.token });
    expect(receipt.status).toBe(200);
    expect(receipt.body.items).toHaveLength(2);
    const courses = await call(base, 'GET', `order/my-courses/${me.body.data.id}`, { token: session.token });
    expect(JSON.stringify(courses.body)).toContain('basic-python');

    const applications = accountApplicationListSchema.parse(
      (await call(base, 'GET', 'customer/applications', { token: session.token })).body,
    );
    expect(applications.data).toEqual([
      expect.objectContaining({ kind: 'job', position: 'Guest Role', status: 'new' }),
    ]);
    // Staff set a status in the console; the customer sees it.
    const path = `admin/applications/job/${applications.data[0]!.id}`;
    expect((await call(base, 'PATCH', path, { token: admin, json: { status: 'shortlisted' } })).status).toBe(
      200,
    );
    const after = accountApplicationListSchema.parse(
      (await call(base, 'GET', 'customer/applications', { token: session.token })).body,
    );
    expect(after.data[0]!.status).toBe('shortlisted');
  });

  it('an expired reset link is refused', async () => {
    const account = await register();
    await call(base, 'POST', 'customer/password/forgot', { json: { email: account.email } });
    const token = await resetToken(account.email);
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${passwordResetTokens.usedAt} is null`);
    const refused = expectError(
      await call(base, 'POST', 'customer/password/reset', { json: { token, password: 'reset-password' } }),
      400,
    );
    expect(refused.errors.token).toMatch(/expired/);
  });

  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md).
  it('asks staff for 12 characters and no common leaked password on change and reset', async () => {
    // A customer keeps the spec's 6-character rule.
    const person = await register();
    expect(
      (
        await call(base, 'POST', 'customer/password', {
          token: person.token,
          json: { currentPassword: person.password, newPassword: 'short1' },
        })
      ).status,
    ).toBe(200);
    // The same person, given staff access, needs the staff rule.
    expect(
      (await call(base, 'POST', 'admin/staff', { token: admin, json: { email: person.email } })).status,
    ).toBe(201);
    const staff = await signIn(person.email, 'short1');
    const change = (newPassword: string) =>
      call(base, 'POST', 'customer/password', {
        token: staff.token,
        json: { currentPassword: 'short1', newPassword },
      });
    const short = expectError(await change('elevenchars'), 400);
    expect(short.errors.newPassword).toBe('A staff password must be at least 12 characters.');
    const leaked = expectError(await change('Password1234'), 400);
    expect(leaked.errors.newPassword).toMatch(/lists of leaked passwords/);
    expect((await change('a-long-staff-passphrase')).status).toBe(200);

    // The reset link: a weak password is refused and the link still works for a strong one.
    await call(base, 'POST', 'customer/password/forgot', { json: { email: person.email } });
    const token = await resetToken(person.email);
    const reset = (password: string) =>
      call(base, 'POST', 'customer/password/reset', { json: { token, password } });
    expect(expectError(await reset('qwertyuiop123'), 400).errors.password).toMatch(/leaked passwords/);
    expect(expectError(await reset('short-reset'), 400).errors.password).toMatch(/at least 12 characters/);
    expect((await reset('another-long-staff-passphrase')).status).toBe(200);
    await signIn(person.email, 'another-long-staff-passphrase');
  });

  it('exports everything held as a JSON attachment, by token or by the session cookie', async () => {
    const account = await register('Export Person');
    expect(
      (
        await call(base, 'POST', 'contactus', {
          token: account.token,
          json: {
            name: 'Export Person',
            mobile: '9876543210',
            subject: 'Signed-in question',
            message: 'Hello there',
          },
        })
      ).status,
    ).toBe(200);
    const exported = await call(base, 'GET', 'customer/me/export', { headers: { cookie: account.cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="acme-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(exported.body.profile).toMatchObject({ email: account.email, name: 'Export Person' });
    expect(exported.body.enquiries).toEqual([expect.objectContaining({ subject: 'Signed-in question' })]);
    expect(exported.body.sessions.length).toBeGreaterThan(0);
    const text = JSON.stringify(exported.body);
    expect(text).not.toMatch(/argon2|password_?hash|token_?hash/i);
    const byToken = await call(base, 'GET', 'customer/me/export', { token: account.token });
    expect(byToken.body.profile.id).toBe(exported.body.profile.id);
  });

  it('deletes the account: personal data erased, payments kept anonymised, sessions ended, gone from the console', async () => {
    const account = await register('Delete Person');
    const other = await signIn(account.email, account.password);
    // A signed-in application (with a résumé), an enquiry and a paid order.
    const applied = await call(base, 'POST', 'enquire', {
      token: account.token,
      form: form({
        name: 'Delete Person',
        email: account.email,
        phone: '8765432109',
        city: 'Pune',
        Experience: 'Fresher',
        current_salary: '3 LPA',
        job_title: 'Tester',
        resume: { name: 'delete-me.pdf', bytes: pdfBytes() },
      }),
    });
    expect(applied.status).toBe(200);
    const [application] = await server.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, account.email));
    const resumePath = join(server.config.uploadDir, 'resumes', application!.resumeFile);
    expect(existsSync(resumePath)).toBe(true);
    await call(base, 'POST', 'contactus', {
      token: account.token,
      json: { name: 'Delete Person', mobile: '9876543210', subject: 'Delete me', message: 'Please' },
    });
    const orderId = await buyAsGuest(account.email, [{ kind: 'product', id: 'school-management-software' }]);
    await server.database.db
      .update(paymentOrders)
      .set({ userId: application!.userId })
      .where(eq(paymentOrders.id, orderId));

    expectError(
      await call(base, 'POST', 'customer/me/delete', { token: account.token, json: { confirm: 'yes' } }),
      400,
    );
    const deleted = await call(base, 'POST', 'customer/me/delete', {
      token: account.token,
      json: { confirm: 'DELETE' },
    });
    expect(deleted.status).toBe(200);

    // Sessions end at once: both browsers' cookies, and the still-unexpired access token.
    expectError(await call(base, 'POST', 'customer/refresh', { headers: { cookie: account.cookie } }), 401);
    expectError(await call(base, 'POST', 'customer/refresh', { headers: { cookie: other.cookie } }), 401);
    expectError(await call(base, 'GET', 'customer/me', { token: account.token }), 401);
    expectError(
      await call(base, 'POST', 'customer/login', {
        form: form({ identifier: account.email, password: account.password }),
      }),
      401,
    );

    const db = server.database.db;
    expect(await db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    expect(await db.select().from(jobApplications).where(eq(jobApplications.email, account.email))).toEqual(
      [],
    );
    expect(existsSync(resumePath)).toBe(false);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.subject, 'Delete me'))).toEqual(
      [],
    );
    // The payment record stays, with nobody's name on it.
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', userId: null, buyerKeyHash: null });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'succeeded', name: 'Deleted customer', email: '', phone: '' });

    // The console shows none of it.
    const apps = applicationListResponseSchema.parse(
      (await call(base, 'GET', `admin/applications?q=${encodeURIComponent(account.email)}`, { token: admin }))
        .body,
    );
    expect(apps.total).toBe(0);
    const orders = orderListResponseSchema.parse(
      (await call(base, 'GET', `admin/orders?q=${encodeURIComponent(account.email)}`, { token: admin })).body,
    );
    expect(orders.total).toBe(0);
    const consoleOrder = await call(base, 'GET', `admin/orders/${orderId}`, { token: admin });
    expect(JSON.stringify(consoleOrder.body)).not.toContain(account.email);
    expect(JSON.stringify(consoleOrder.body)).not.toContain('Delete Person');
  });

  it('an administrator cannot delete their account from the dashboard', async () => {
    expectError(
      await call(base, 'POST', 'customer/me/delete', { token: admin, json: { confirm: 'DELETE' } }),
      409,
    );
  });

  it('retention: enquiries after two years and applications after one are deleted, once a day across servers', async () => {
    const db = server.database.db;
    const now = new Date();
    const monthsAgo = (months: number) => {
      const date = new Date(now);
      date.setUTCMonth(date.getUTCMonth() - months);
      return date;
    };
    const enquiry = (subject: string, createdAt: Date) =>
      db
        .insert(contactMessages)
        .values({ name: 'Old', mobile: '9876543210', subject, message: 'm', createdAt });
    await enquiry('Retention old', monthsAgo(25));
    await enquiry('Retention young', monthsAgo(23));
    await mkdir(join(server.config.uploadDir, 'resumes'), { recursive: true });
    const application = async (title: string, file: string, createdAt: Date) => {
      await writeFile(join(server.config.uploadDir, 'resumes', file), pdfBytes());
      await db.insert(jobApplications).values({
        jobTitle: title,
        name: 'Old Applicant',
        email: 'old@example.com',
        phone: '9876543210',
        city: 'Indore',
        experience: 'Fresher',
        currentSalary: '2 LPA',
        resumeName: 'cv.pdf',
        resumeFile: file,
        createdAt,
      });
    };
    await application('Retention old job', 'retention-old.pdf', monthsAgo(13));
    await application('Retention young job', 'retention-young.pdf', monthsAgo(11));
    await db.insert(internships).values({
      name: 'Old Intern',
      email: 'old-intern@example.com',
      number: '9876543210',
      course: 'data-science',
      resumeName: 'cv.pdf',
      resumeFile: 'retention-intern.pdf',
      createdAt: monthsAgo(13),
    });
    await writeFile(join(server.config.uploadDir, 'resumes', 'retention-intern.pdf'), pdfBytes());
    const paidBefore = (await db.select().from(payments)).length;

    const day = 24 * 60 * 60_000;
    const first = await retentionTick(db, server.app.objectStore, day, now);
    expect(first).toEqual({ enquiries: 1, applications: 2 });
    // Claimed for the day: a second server (or a restart) does nothing until it has passed.
    expect(await retentionTick(db, server.app.objectStore, day, new Date(now.getTime() + 60_000))).toBeNull();
    expect(await retentionTick(db, server.app.objectStore, day, new Date(now.getTime() + day + 1))).toEqual({
      enquiries: 0,
      applications: 0,
    });

    const subjects = (await db.select({ subject: contactMessages.subject }).from(contactMessages)).map(
      (r) => r.subject,
    );
    expect(subjects).toContain('Retention young');
    expect(subjects).not.toContain('Retention old');
    const titles = (await db.select({ title: jobApplications.jobTitle }).from(jobApplications)).map(
      (r) => r.title,
    );
    expect(titles).toContain('Retention young job');
    expect(titles).not.toContain('Retention old job');
    expect(await db.select().from(internships).where(eq(internships.name, 'Old Intern'))).toEqual([]);
    expect(existsSync(join(server.config.uploadDir, 'resumes', 'retention-old.pdf'))).toBe(false);
    expect(existsSync(join(server.config.uploadDir, 'resumes', 'retention-intern.pdf'))).toBe(false);
    expect(existsSync(join(server.config.uploadDir, 'resumes', 'retention-young.pdf'))).toBe(true);
    // Payment records are kept whatever their age.
    expect((await db.select().from(payments)).length).toBe(paidBefore);
    expect(await runRetention(db, server.app.objectStore, now)).toEqual({ enquiries: 0, applications: 0 });
  });
});
