/**
 * Issue 24 (docs/requirements/issues/24-staff-console.md), notifications: the server sends through SMTP (SMTP_URL) to a real local SMTP server
 * (`smtp-server`, see smtp-catcher.ts), and the tests read what arrived: staff and customer mail for
 * enquiries, applications and payments, and staff invitations whose link works once and not after expiry.
 */
import { authResponseSchema, errorBodySchema } from '@company/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactMessages, products, staffInvitations, users } from '../src/db/schema.js';
import { formatInr, formatIst, staffEnquiryMail } from '../src/lib/notifications.js';
// The site's wording, written without Intl (it spares a phone's main thread): the mails must say the same.
import { formatInr as siteFormatInr } from '../../../site/src/commerce/format.js';
import { formatIstDateTime } from '../../../site/src/dates.js';
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
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.js';

const STAFF = 'office@example.com';
const PUBLIC_URL = 'https://www.acme.example';

const expectError = (reply: { status: number; body: unknown }, status: number) => {
  expect(reply.status).toBe(status);
  return errorBodySchema.parse(reply.body);
};

describe('mail templates', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
    expect(formatInr(999)).toBe('₹999');
    for (const rupees of [0, 1, 999, 1000, 99_999, 1_00_000, 5_00_000, 12_34_56_789]) {
      expect(formatInr(rupees)).toBe(siteFormatInr(rupees));
    }
  });

  it('writes times in IST as the site does', () => {
    expect(formatIst(new Date('2026-11-28T00:10:00Z'))).toBe('28 November 2026, 5:40 am IST');
    for (const iso of [
      '2026-01-01T00:00:00Z',
      '2026-03-31T18:29:59Z',
      '2026-06-15T06:30:00Z',
      '2026-12-31T23:59:00Z',
    ]) {
      const date = new Date(iso);
      expect(formatIst(date)).toBe(`${formatIstDateTime(date)!.replace(' at ', ', ')} IST`);
    }
  });

  it('escapes what visitors typed in the HTML and keeps it out of the subject headers', () => {
    const mail = staffEnquiryMail(STAFF, PUBLIC_URL, {
      id: '00000000-0000-4000-8000-000000000000',
      name: '<img src=x onerror=alert(1)>',
      mobile: '9876543210',
      email: null,
      subject: 'Quote\r\nBcc: victim@example.com',
      message: '<b>bold</b> & "quotes"',
      createdAt: new Date('2026-11-28T00:10:00Z'),
    });
    expect(mail.subject).toBe('New enquiry: Quote Bcc: victim@example.com');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;');
    expect(mail.text).toContain('<b>bold</b> & "quotes"');
    expect(mail.text).toContain('28 November 2026, 5:40 am IST');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/enquiries/00000000-0000-4000-8000-000000000000`);
  });
});

describe.each(databases)('notifications over SMTP on %s', (kind) => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let base: string;
  let admin: { token: string };

  const signIn = async (email: string, password: string) => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    return { token: authResponseSchema.parse(reply.body).data.access_token };
  };
  const mailTo = (to: string, subject: RegExp) =>
    smtp.waitFor((mail) => mail.to.includes(to) && subject.test(mail.subject));
  const mailsTo = (to: string) => smtp.messages.filter((mail) => mail.to.includes(to));
  /** The one link of a mail that starts with `prefix`, checked in the text and the HTML alike. */
  const linkIn = (mail: CaughtMail, prefix: string) => {
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new RegExp(`${escaped}[^\\s"<]*`).exec(mail.text)?.[0];
    expect(link, `a ${prefix} link in "${mail.subject}"`).toBeDefined();
    expect(mail.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
    return link!;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer(kind, {
      smtpUrl: smtp.url,
      staffEmail: STAFF,
      publicUrl: PUBLIC_URL,
      queueRetryBaseMs: 200,
    });
    base = server.base;
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('an enquiry reaches staff with its console link and the sender as a confirmation', async () => {
    const reply = await call(base, 'POST', 'contactus', {
      json: {
        name: 'Asha <Verma>',
        mobile: '9876543210',
        email: 'Asha@Example.com',
        subject: 'Clinic booking app',
        message: 'We need an appointment app for two clinics.\nCan we talk on Monday?',
      },
    });
    expect(reply.status).toBe(200);
    const id = (reply.body as { id: string }).id;

    const staff = await mailTo(STAFF, /^New enquiry: Clinic booking app$/);
    expect(linkIn(staff, `${PUBLIC_URL}/admin/`)).toBe(`${PUBLIC_URL}/admin/enquiries/${id}`);
    expect(staff.text).toContain('Phone: 9876543210');
    expect(staff.text).toContain('E-mail: asha@example.com');
    expect(staff.html).toContain('Asha &lt;Verma&gt;');
    expect(staff.from).toBe('no-reply@example.com');

    const confirmation = await mailTo('asha@example.com', /^We received your enquiry$/);
    expect(confirmation.text).toContain('Hello Asha <Verma>,');
    expect(confirmation.text).toContain('> Can we talk on Monday?');
    expect(confirmation.html).not.toContain('<Verma>');

    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.email).toBe('asha@example.com');
  });

  it('confirms to the account e-mail when a signed-in sender leaves the field blank, and to nobody otherwise', async () => {
    const registered = await call(base, 'POST', 'customer', {
      form: form({
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        mobile: '9876543210',
        address: 'Jabalpur',
        password: 'password-ravi',
      }),
    });
    expect(registered.status).toBe(200);
    const ravi = await signIn('ravi@example.com', 'password-ravi');
    const signedIn = await call(base, 'POST', 'contactus', {
      token: ravi.token,
      json: {
        name: 'Ravi Kumar',
        mobile: '9876543210',
        email: '',
        subject: 'Website audit',
        message: 'Hello',
      },
    });
    expect(signedIn.status).toBe(200);
    await mailTo('ravi@example.com', /^We received your enquiry$/);

    const anonymous = await call(base, 'POST', 'contactus', {
      json: { name: 'Meera', mobile: '9988776655', subject: 'Anonymous question', message: 'Hi' },
    });
    expect(anonymous.status).toBe(200);
    const id = (anonymous.body as { id: string }).id;
    await mailTo(STAFF, /^New enquiry: Anonymous question$/);
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.email).toBeNull();
    expect(
      smtp.messages.filter(
        (mail) => /enquiry/.test(mail.subject) && mail.text.includes('Anonymous question'),
      ),
    ).toHaveLength(1);

    const invalid = expectError(
      await call(base, 'POST', 'contactus', {
        json: { name: 'Meera', mobile: '9988776655', email: 'not-an-address', subject: 'x', message: 'y' },
      }),
      400,
    );
    expect(invalid.errors).toEqual({ email: 'Invalid email address' });
  });

  it('job and internship applications reach staff with their console links and the applicant', async () => {
    const job = await call(base, 'POST', 'enquire', {
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
    });
    expect(job.status).toBe(200);
    const staffJob = await mailTo(STAFF, /^New job application: Imran Khan, React Developer$/);
    const jobLink = linkIn(staffJob, `${PUBLIC_URL}/admin/applications/`);
    expect(jobLink).toMatch(/\/admin\/applications\/job\/[0-9a-f-]{36}$/);
    const listed = await call(base, 'GET', `admin/applications/job/${jobLink.split('/').pop()}`, {
      token: admin.token,
    });
    expect(listed.body).toMatchObject({ name: 'Imran Khan', email: 'imran@example.com' });
    const applicant = await mailTo('imran@example.com', /^We received your application$/);
    expect(applicant.text).toContain('the React Developer position');
    expect(applicant.text).toContain('Imran Khan résumé.pdf');

    const internship = await call(base, 'POST', 'internship', {
      form: form({
        name: 'Neha Gupta',
        email: 'neha@example.com',
        number: '9123456780',
        course: 'mern-stack',
        resume: { name: 'neha.pdf', bytes: pdfBytes() },
      }),
    });
    expect(internship.status).toBe(200);
    const staffIntern = await mailTo(STAFF, /^New internship application: Neha Gupta/);
    expect(linkIn(staffIntern, `${PUBLIC_URL}/admin/applications/`)).toMatch(
      /\/admin\/applications\/internship\/[0-9a-f-]{36}$/,
    );
    await mailTo('neha@example.com', /^We received your application$/);
  });

  it('a sandbox payment tells staff once and mails the buyer a receipt in rupees with its link', async () => {
    await server.database.db
      .update(products)
      .set({ price: 123456 })
      .where(eq(products.id, 'school-management-software'));
    const created = await call(base, 'POST', 'payment/order', {
      json: { items: [{ kind: 'product', id: 'school-management-software' }] },
    });
    expect(created.status).toBe(201);
    const orderId = (created.body as { order_id: string }).order_id;
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
    const verify = {
      order_id: orderId,
      payment_id: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    expect((await call(base, 'POST', 'payment/verify', { json: verify })).status).toBe(200);
    // A second verification of the same payment changes nothing and mails nobody.
    expect((await call(base, 'POST', 'payment/verify', { json: verify })).status).toBe(200);
    const details = { name: 'Asha Verma', email: 'asha.buyer@example.com', phone: '9876543210' };
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
    // Booking again answers the same receipt, without a second mail.
    expect(
      (
        await call(base, 'POST', 'appointments', {
          json: { ...details, payment_id: paid.razorpay_payment_id },
          headers,
        })
      ).body,
    ).toEqual({ id: receiptId });

    const staff = await mailTo(STAFF, /^Order paid: ₹1,23,456$/);
    expect(linkIn(staff, `${PUBLIC_URL}/admin/`)).toBe(`${PUBLIC_URL}/admin/orders/${orderId}`);
    expect(staff.text).toContain('School Management Software (₹1,23,456)');
    expect(staff.text).toContain(`Payment: ${paid.razorpay_payment_id}`);

    const receipt = await mailTo('asha.buyer@example.com', /^Your receipt RCPT-\d{4}-\d{6}$/);
    expect(receipt.text).toContain('Thank you for your payment of ₹1,23,456.');
    expect(receipt.text).toContain('Total paid: ₹1,23,456');
    expect(linkIn(receipt, `${PUBLIC_URL}/`)).toBe(`${PUBLIC_URL}/receipt/${receiptId}`);
    // The link's receipt opens for the browser that paid.
    expect((await call(base, 'GET', `appointments/${receiptId}`, { headers })).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((mail) => mail.subject === 'Order paid: ₹1,23,456')).toHaveLength(1);
    expect(mailsTo('asha.buyer@example.com')).toHaveLength(1);
  });

  it('an invitation mails a link that creates a staff account once, and not after expiry or cancellation', async () => {
    const invited = await call(base, 'POST', 'admin/staff', {
      token: admin.token,
      json: { email: 'New.Colleague@example.com' },
    });
    expect(invited.status).toBe(202);
    const invitationId = (invited.body as { invitation: { id: string } }).invitation.id;
    const pending = await call(base, 'GET', 'admin/staff/invitations', { token: admin.token });
    expect(pending.body).toEqual([
      expect.objectContaining({
        id: invitationId,
        email: 'new.colleague@example.com',
        invitedBy: ADMIN_EMAIL,
      }),
    ]);

    const mail = await mailTo(
      'new.colleague@example.com',
      /^You are invited to the Acme Softech staff console$/,
    );
    const link = linkIn(mail, `${PUBLIC_URL}/staff-invitation?token=`);
    const token = new URL(link).searchParams.get('token')!;
    expect(mail.text).toContain('The link works once and expires on');
    // Only the token's hash is stored.
    const [stored] = await server.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitationId));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    expect((await call(base, 'GET', `staff-invitations/${token}`)).body).toMatchObject({
      email: 'new.colleague@example.com',
    });
    const short = expectError(
      await call(base, 'POST', 'staff-invitations/accept', {
        json: { token, name: 'Kavya', password: '123' },
      }),
      400,
    );
    expect(short.errors).toHaveProperty('password');
    // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): staff passwords need 12 characters and must not be a common leaked one.
    for (const [password, message] of [
      ['kavya-pass1', 'A staff password must be at least 12 characters.'],
      ['qwertyuiop123', /lists of leaked passwords/],
    ] as const) {
      const weak = expectError(
        await call(base, 'POST', 'staff-invitations/accept', { json: { token, name: 'Kavya', password } }),
        400,
      );
      expect(weak.errors.password).toMatch(message);
    }
    const accepted = await call(base, 'POST', 'staff-invitations/accept', {
      json: { token, name: 'Kavya Nair', password: 'kavya-password' },
    });
    expect(accepted.status).toBe(201);
    const kavya = await signIn('new.colleague@example.com', 'kavya-password');
    expect((await call(base, 'GET', 'admin/me', { token: kavya.token })).body).toMatchObject({
      name: 'Kavya Nair',
      role: 'staff',
    });
    // Single use.
    expectError(await call(base, 'GET', `staff-invitations/${token}`), 404);
    expectError(
      await call(base, 'POST', 'staff-invitations/accept', {
        json: { token, name: 'Again', password: 'another-password-2' },
      }),
      404,
    );
    expect((await call(base, 'GET', 'admin/staff/invitations', { token: admin.token })).body).toEqual([]);

    // Expired after 7 days.
    await call(base, 'POST', 'admin/staff', { token: admin.token, json: { email: 'late@example.com' } });
    const late = await mailTo('late@example.com', /invited/);
    const lateToken = new URL(linkIn(late, `${PUBLIC_URL}/staff-invitation?token=`)).searchParams.get(
      'token',
    )!;
    await server.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, 'late@example.com'));
    expectError(
      await call(base, 'POST', 'staff-invitations/accept', {
        json: { token: lateToken, name: 'Late', password: 'late-staff-password' },
      }),
      404,
    );

    // Cancelled by an administrator (staff may not).
    const again = await call(base, 'POST', 'admin/staff', {
      token: admin.token,
      json: { email: 'maybe@example.com' },
    });
    const maybeId = (again.body as { invitation: { id: string } }).invitation.id;
    const maybe = await mailTo('maybe@example.com', /invited/);
    const maybeToken = new URL(linkIn(maybe, `${PUBLIC_URL}/staff-invitation?token=`)).searchParams.get(
      'token',
    )!;
    expectError(
      await call(base, 'DELETE', `admin/staff/invitations/${maybeId}`, { token: kavya.token }),
      403,
    );
    expect(
      (await call(base, 'DELETE', `admin/staff/invitations/${maybeId}`, { token: admin.token })).status,
    ).toBe(200);
    expectError(await call(base, 'GET', `staff-invitations/${maybeToken}`), 404);
    expectError(
      await call(base, 'DELETE', `admin/staff/invitations/${maybeId}`, { token: admin.token }),
      404,
    );

    const log = (await call(base, 'GET', 'admin/audit?entity=staff_invitation', { token: admin.token }))
      .body as {
      data: { action: string }[];
    };
    expect(log.data.map((entry) => entry.action).sort()).toEqual([
      'staff.invite',
      'staff.invite',
      'staff.invite',
      'staff.invite_accept',
      'staff.invite_cancel',
    ]);
  });

  it('an existing account gets access at once and an e-mail saying so', async () => {
    await call(base, 'POST', 'customer', {
      form: form({
        name: 'Dev Sharma',
        email: 'dev@example.com',
        mobile: '9876543210',
        address: 'Bengaluru',
        password: 'password-dev',
      }),
    });
    const granted = await call(base, 'POST', 'admin/staff', {
      token: admin.token,
      json: { email: 'dev@example.com' },
    });
    expect(granted.status).toBe(201);
    const mail = await mailTo('dev@example.com', /^You now have access to the Acme Softech staff console$/);
    expect(linkIn(mail, `${PUBLIC_URL}/`)).toBe(`${PUBLIC_URL}/admin`);
    const [dev] = await server.database.db.select().from(users).where(eq(users.email, 'dev@example.com'));
    expect(dev?.role).toBe('staff');
  });
});
