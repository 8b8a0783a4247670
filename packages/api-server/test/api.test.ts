import {
  appliedJobListSchema,
  authResponseSchema,
  blogListResponseSchema,
  blogSchema,
  courseCatalog,
  courseListSchema,
  customerProfileSchema,
  errorBodySchema,
  jobListSchema,
  jobSchema,
  messages,
  myCourseListSchema,
  productCatalog,
  teamMemberListSchema,
} from '@company/contracts';
import { eq, inArray } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactMessages, otpCodes, purchases } from '../src/db/schema.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  databases,
  docBytes,
  docxBytes,
  form,
  pdfBytes,
  pngBytes,
  signToken,
  startTestServer,
  type TestServer,
} from './helpers.js';

const expectError = (
  reply: { status: number; body: unknown },
  status: number,
  errors?: Record<string, string>,
) => {
  expect(reply.status).toBe(status);
  const body = errorBodySchema.parse(reply.body);
  if (errors) expect(body.errors).toMatchObject(errors);
  expect(JSON.stringify(reply.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return body;
};

const customer = (n: string) => ({
  name: `Customer ${n}`,
  email: `customer.${n}@example.com`,
  mobile: '9876543210',
  address: `${n} Civil Lines, Jabalpur`,
  password: `password-${n}`,
});

describe.each(databases)('API on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let adminToken: string;
  const tokens: Record<string, { token: string; userId: string }> = {};

  const signIn = async (email: string, password: string) => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    const body = authResponseSchema.parse(reply.body);
    return {
      token: body.data.access_token,
      userId: body.data.userId,
      cookie: reply.headers.get('set-cookie') ?? '',
    };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = server.base;
    adminToken = (await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
    for (const n of ['a', 'b']) {
      const reply = await call(base, 'POST', 'customer', { form: form(customer(n)) });
      expect(reply.status).toBe(200);
      tokens[n] = await signIn(customer(n).email, customer(n).password);
    }
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('health and content', () => {
    it('reports health with the database kind', async () => {
      const reply = await call(base, 'GET', 'health');
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ status: 'ok', database: kind });
    });

    it('lists at least 12 seeded blogs with pagination', async () => {
      const first = await call(base, 'GET', 'blog');
      const body = blogListResponseSchema.parse(first.body);
      expect(body).toMatchObject({ page: 1, limit: 10 });
      expect(body.total).toBeGreaterThanOrEqual(12);
      expect(body.totalPages).toBe(Math.ceil(body.total / 10));
      expect(body.data).toHaveLength(10);
      const dates = body.data.map((blog) => blog.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);

      const last = blogListResponseSchema.parse(
        (await call(base, 'GET', `blog?page=${body.totalPages}&limit=10`)).body,
      );
      expect(last.data).toHaveLength(body.total - 10 * (body.totalPages - 1));
      const beyond = blogListResponseSchema.parse((await call(base, 'GET', 'blog?page=99&limit=5')).body);
      expect(beyond.data).toEqual([]);
      expect(beyond.totalPages).toBe(Math.ceil(body.total / 5));
    });

    it('serves a blog by id and its public image', async () => {
      const list = blogListResponseSchema.parse((await call(base, 'GET', 'blog?limit=1')).body);
      const blog = list.data[0]!;
      const detail = await call(base, 'GET', `blog/${blog.id}`);
      expect(blogSchema.parse(detail.body)).toEqual(blog);
      const image = await fetch(new URL(blog.imageUrl, base));
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    });

    it('serves an uploaded image at the widths pages ask for, as WebP made once', async () => {
      const list = blogListResponseSchema.parse((await call(base, 'GET', 'blog?limit=1')).body);
      const url = new URL(list.data[0]!.imageUrl, base);
      const original = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect((await sharp(original).metadata()).width).toBeGreaterThan(960);
      for (const width of [480, 720, 960]) {
        url.searchParams.set('w', String(width));
        const first = await fetch(url);
        expect(first.status).toBe(200);
        expect(first.headers.get('content-type')).toBe('image/webp');
        const bytes = Buffer.from(await first.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', width]);
        expect(bytes.length).toBeLessThan(original.length);
        // The second answer is the stored copy.
        expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(bytes)).toBe(true);
      }
      url.searchParams.set('w', '123');
      const odd = await fetch(url);
      expect(odd.status).toBe(400);
      expect(await odd.json()).toEqual({
        message: 'The image width must be one of 480, 720, 960, 1280.',
        errors: { w: 'The image width must be one of 480, 720, 960, 1280.' },
      });
      const missing = await fetch(new URL('/uploads/blogs/no-such-image.webp?w=480', base));
      expect(missing.status).toBe(404);
      expect((await fetch(new URL('/uploads/blogs/..%2f..%2fresumes%2fx.pdf?w=480', base))).status).toBe(404);
    });

    it('answers 404 for an unknown blog or job and 400 for a malformed id', async () => {
      expectError(await call(base, 'GET', 'blog/3f2a4c9e-1111-4222-8333-444455556666'), 404);
      expect((await call(base, 'GET', 'job/3f2a4c9e-1111-4222-8333-444455556666')).body.message).toBe(
        'Job not found.',
      );
      expectError(await call(base, 'GET', 'job/not-a-uuid'), 400, { id: 'Invalid id' });
      expectError(await call(base, 'GET', `blog/${'x'.repeat(150)}`), 400, { id: 'Invalid id' });
    });

    it('refuses bad pagination', async () => {
      expectError(await call(base, 'GET', 'blog?page=0'), 400);
      expectError(await call(base, 'GET', 'blog?limit=abc'), 400, { limit: 'limit must be a whole number' });
      expectError(await call(base, 'GET', 'blog?limit=101'), 400);
      expectError(await call(base, 'GET', 'blog?page=1.5'), 400);
    });

    it('lists at least 10 jobs, 6 team members with images, the 19 courses and 4 products at their prices', async () => {
      const jobs = jobListSchema.parse((await call(base, 'GET', 'job')).body);
      expect(jobs.length).toBeGreaterThanOrEqual(10);
      expect(jobSchema.parse((await call(base, 'GET', `job/${jobs[0]!.id}`)).body).jobTitle).toBe(
        jobs[0]!.jobTitle,
      );

      const team = teamMemberListSchema.parse((await call(base, 'GET', 'ourteam')).body);
      expect(team).toHaveLength(6);
      for (const member of team) expect((await fetch(new URL(member.imageUrl, base))).status).toBe(200);

      const courses = courseListSchema.parse((await call(base, 'GET', 'course')).body);
      expect(courses.map((course) => [course.id, course.price])).toEqual(
        courseCatalog.map((course) => [course.id, course.price]),
      );
      const products = (await call(base, 'GET', 'product')).body as { id: string; price: number }[];
      expect(products.map((product) => [product.id, product.price])).toEqual(
        productCatalog.map((p) => [p.id, p.price]),
      );
      expect((await call(base, 'GET', 'course/inDesign')).body).toMatchObject({ price: 499 });
      expectError(await call(base, 'GET', 'course/free-course'), 400);
    });
  });

  describe('accounts', () => {
    it('registers, answers a duplicate e-mail like a new one without changing it, never returns the password', async () => {
      const reply = await call(base, 'POST', 'customer', { form: form(customer('c')) });
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.body)).not.toContain('password');
      // Issue 23 (docs/requirements/issues/23-safe-in-production.md): the answer does not tell that the address is taken; the account keeps its password.
      const again = await call(base, 'POST', 'customer', {
        form: form({ ...customer('c'), email: 'Customer.C@Example.com', password: 'another-password' }),
      });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(reply.body.message);
      expect(again.body.data.userId).not.toBe(reply.body.data.userId);
      const login = await call(base, 'POST', 'customer/login', {
        json: { identifier: customer('c').email, password: 'another-password' },
      });
      expect(login.status).toBe(401);
    });

    it('validates sign-up fields with the exact messages', async () => {
      expectError(await call(base, 'POST', 'customer', { form: form({}) }), 400, {
        name: 'Name is required.',
        email: 'Email is required.',
        mobile: 'Mobile number is required.',
        address: 'Address is required.',
        password: 'Password is required.',
      });
      expectError(
        await call(base, 'POST', 'customer', {
          form: form({ ...customer('d'), email: 'not-an-email', mobile: '12345', password: '123' }),
        }),
        400,
        {
          email: 'Invalid email address.',
          mobile: 'Invalid mobile number.',
          password: 'Password must be at least 6 characters.',
        },
      );
      expectError(
        await call(base, 'POST', 'customer', { json: { ...customer('d'), name: 42, mobile: 9876543210 } }),
        400,
        {
          name: 'Name is required.',
          mobile: 'Mobile number is required.',
        },
      );
      expectError(
        await call(base, 'POST', 'customer', { json: { ...customer('d'), address: 'x'.repeat(501) } }),
        400,
        {
          address: 'Must be at most 500 characters',
        },
      );
    });

    it('logs in with identifier and password, and refuses a wrong password or unknown e-mail alike', async () => {
      const wrong = expectError(
        await call(base, 'POST', 'customer/login', {
          form: form({ identifier: customer('a').email, password: 'nope-nope' }),
        }),
        401,
      );
      const unknown = expectError(
        await call(base, 'POST', 'customer/login', {
          json: { identifier: 'nobody@example.com', password: 'nope-nope' },
        }),
        401,
      );
      expect(wrong.message).toBe(unknown.message);
      expectError(await call(base, 'POST', 'customer/login', { json: {} }), 400, {
        identifier: 'Email is required.',
        password: 'Password is required.',
      });
    });

    it('sets an httpOnly SameSite=Lax refresh cookie, refreshes, rotates and logs out', async () => {
      const session = await signIn(customer('a').email, customer('a').password);
      expect(session.cookie).toMatch(/acme_refresh=/);
      expect(session.cookie).toMatch(/HttpOnly/i);
      expect(session.cookie).toMatch(/SameSite=Lax/i);
      const cookie = session.cookie.split(';')[0]!;
      const refreshed = await call(base, 'POST', 'admin/refresh', { headers: { cookie } });
      expect(refreshed.status).toBe(200);
      expect(authResponseSchema.parse(refreshed.body).data.userId).toBe(session.userId);
      expect(refreshed.body.access_token).toBe(refreshed.body.data.access_token);
      const rotated = refreshed.headers.get('set-cookie')!.split(';')[0]!;
      expect(rotated).not.toBe(cookie);
      const profile = await call(base, 'GET', `customer/one/${session.userId}`, {
        token: refreshed.body.data.access_token,
      });
      expect(profile.status).toBe(200);

      expect((await call(base, 'POST', 'customer/logout', { headers: { cookie: rotated } })).status).toBe(
        200,
      );
      expectError(await call(base, 'POST', 'admin/refresh', { headers: { cookie: rotated } }), 401);
      expectError(await call(base, 'POST', 'admin/refresh'), 401);
      expectError(
        await call(base, 'POST', 'admin/refresh', { headers: { cookie: 'acme_refresh=forged-value' } }),
        401,
      );
    });

    it('shows a customer their own profile only', async () => {
      const own = await call(base, 'GET', `customer/one/${tokens.a!.userId}`, { token: tokens.a!.token });
      expect(own.status).toBe(200);
      const profile = customerProfileSchema.parse(own.body.data);
      expect(profile).toMatchObject({
        name: 'Customer a',
        email: 'customer.a@example.com',
        mobile: '9876543210',
      });
      expect(JSON.stringify(own.body)).not.toMatch(/password/i);
      expectError(
        await call(base, 'GET', `customer/one/${tokens.b!.userId}`, { token: tokens.a!.token }),
        403,
      );
      expectError(await call(base, 'GET', `customer/one/${tokens.a!.userId}`), 401);
    });

    it('refuses bad, forged and expired tokens with 401', async () => {
      const path = `customer/one/${tokens.a!.userId}`;
      expectError(await call(base, 'GET', path, { token: 'garbage' }), 401);
      expectError(await call(base, 'GET', path, { headers: { authorization: 'Basic abc' } }), 401);
      expectError(
        await call(base, 'GET', path, {
          token: await signToken({ sub: tokens.a!.userId }, Math.floor(Date.now() / 1000) - 60),
        }),
        401,
      );
      expectError(
        await call(base, 'GET', path, {
          token: await signToken({ sub: tokens.a!.userId }, '1h', 'another-secret-0123456789-0123456789'),
        }),
        401,
      );
      // A valid token for the same user still works.
      expect(
        (await call(base, 'GET', path, { token: await signToken({ sub: tokens.a!.userId }, '1h') })).status,
      ).toBe(200);
    });
  });

  describe('one-time codes', () => {
    /** Mail is sent by the queue's worker after the answer: wait until it has nothing left to do. */
    const queueIdle = async () => {
      for (let tries = 0; tries < 200; tries++) {
        const rows = await server.database.db.execute<{ count: number }>(
          `select count(*)::int as count from queue_jobs where status <> 'failed'`,
        );
        if (Number(rows.rows[0]!.count) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the job queue did not become idle');
    };
    const outboxCode = async (email: string): Promise<string> => {
      await queueIdle();
      const dir = join(server.config.dataDir, 'outbox');
      const files = readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort();
      for (const file of files.reverse()) {
        const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          to: string;
          text: string;
          subject: string;
        };
        if (mail.to === email) return /\b(\d{6})\b/.exec(mail.text)![1]!;
      }
      throw new Error(`no mail for ${email}`);
    };

    it('mails a 6-digit code to the outbox and signs in with it once', async () => {
      const email = customer('a').email;
      const request = await call(base, 'POST', 'customer/otp/request', { json: { email } });
      expect(request.status).toBe(200);
      const code = await outboxCode(email);
      expect(code).toMatch(/^\d{6}$/);
      const verified = await call(base, 'POST', 'customer/otp', { json: { email, otp: code } });
      expect(verified.status).toBe(200);
      expect(authResponseSchema.parse(verified.body).data.userId).toBe(tokens.a!.userId);
      expect(verified.headers.get('set-cookie')).toMatch(/acme_refresh=/);
      expectError(await call(base, 'POST', 'customer/otp', { json: { email, otp: code } }), 400);
    });

    it('answers an unknown e-mail like a known one and sends nothing', async () => {
      const known = await call(base, 'POST', 'customer/otp/request', {
        json: { email: customer('b').email },
      });
      const unknown = await call(base, 'POST', 'customer/otp/request', {
        json: { email: 'ghost@example.com' },
      });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      await expect(outboxCode('ghost@example.com')).rejects.toThrow();
    });

    it('locks a code after 5 wrong attempts', async () => {
      const email = customer('b').email;
      await call(base, 'POST', 'customer/otp/request', { json: { email } });
      const code = await outboxCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt++) {
        expectError(await call(base, 'POST', 'customer/otp', { json: { email, otp: wrong } }), 400, {
          otp: 'Invalid OTP',
        });
      }
      expectError(await call(base, 'POST', 'customer/otp', { json: { email, otp: wrong } }), 400, {
        otp: 'Too many wrong attempts. Please ask for a new code.',
      });
      expectError(await call(base, 'POST', 'customer/otp', { json: { email, otp: code } }), 400);
    });

    it('refuses an expired code', async () => {
      const email = customer('b').email;
      await call(base, 'POST', 'customer/otp/request', { json: { email } });
      const code = await outboxCode(email);
      await server.database.db
        .update(otpCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otpCodes.email, email));
      expectError(await call(base, 'POST', 'customer/otp', { json: { email, otp: code } }), 400, {
        otp: 'The code has expired or was not requested. Please ask for a new code.',
      });
    });

    it('validates the code and the e-mail', async () => {
      expectError(await call(base, 'POST', 'customer/otp', { json: { email: 'a@example.com' } }), 400, {
        otp: 'OTP is required',
      });
      expectError(
        await call(base, 'POST', 'customer/otp', { json: { email: 'a@example.com', otp: '12ab56' } }),
        400,
        {
          otp: 'OTP must be 6 digits',
        },
      );
      expectError(await call(base, 'POST', 'customer/otp/request', { json: { email: 'nope' } }), 400, {
        email: 'Invalid email address',
      });
    });
  });

  describe('contact', () => {
    const valid = {
      name: 'Asha Verma',
      mobile: '+919876543210',
      subject: 'New website',
      message: 'Please call me back.',
    };

    it('stores an enquiry sent as JSON or multipart', async () => {
      expect((await call(base, 'POST', 'contactus', { json: valid })).status).toBe(200);
      const reply = await call(base, 'POST', 'contactus', {
        form: form({ ...valid, subject: 'Multipart enquiry' }),
      });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe("Thanks for contacting us! We'll get back to you soon.");
    });

    it('answers missing, wrong-typed, over-long and malformed fields with field messages', async () => {
      expectError(await call(base, 'POST', 'contactus', { json: {} }), 400, {
        name: 'Name is required',
        mobile: 'Phone number is required',
        subject: 'Subject is required',
        message: 'Message is required',
      });
      expectError(await call(base, 'POST', 'contactus', { json: { ...valid, mobile: '12-34' } }), 400, {
        mobile: 'Invalid phone number',
      });
      expectError(await call(base, 'POST', 'contactus', { json: { ...valid, subject: ['a'] } }), 400, {
        subject: 'Subject is required',
      });
      expectError(
        await call(base, 'POST', 'contactus', { json: { ...valid, message: 'x'.repeat(5001) } }),
        400,
        {
          message: 'Must be at most 5000 characters',
        },
      );
      expectError(await call(base, 'POST', 'contactus', { json: [valid] }), 400);
      expectError(
        await call(base, 'POST', 'contactus', {
          raw: '{"name":',
          headers: { 'content-type': 'application/json' },
        }),
        400,
      );
      expectError(
        await call(base, 'POST', 'contactus', { raw: 'name=x', headers: { 'content-type': 'text/plain' } }),
        400,
      );
      expectError(
        await call(base, 'POST', 'contactus', {
          raw: '<a/>',
          headers: { 'content-type': 'application/xml' },
        }),
        415,
      );
    });

    it('refuses control characters and malformed URLs with a 400, never a 500', async () => {
      expectError(await call(base, 'POST', 'contactus', { json: { ...valid, name: 'A\u0000B' } }), 400, {
        name: 'Contains characters that are not allowed',
      });
      expectError(await call(base, 'GET', 'job/%zz'), 400);
      const nul = await call(base, 'POST', 'internship', {
        form: form({
          name: 'Neha',
          email: 'neha@example.com',
          number: '9123456780',
          course: 'mern-stack',
          resume: { name: 'c\u0001v.pdf', bytes: pdfBytes() },
        }),
      });
      expect(nul.status).toBe(200);
    });

    it('stores 50 concurrent enquiries exactly once each', async () => {
      const subjects = Array.from({ length: 50 }, (_, index) => `Concurrent ${kind} ${index}`);
      const replies = await Promise.all(
        subjects.map((subject) => call(base, 'POST', 'contactus', { json: { ...valid, subject } })),
      );
      expect(replies.map((reply) => reply.status)).toEqual(subjects.map(() => 200));
      const rows = await server.database.db
        .select()
        .from(contactMessages)
        .where(inArray(contactMessages.subject, subjects));
      expect(rows).toHaveLength(50);
      expect(new Set(rows.map((row) => row.subject)).size).toBe(50);
    });
  });

  describe('job applications and internships', () => {
    const application = {
      name: 'Imran Khan',
      email: 'imran@example.com',
      phone: '8765432109',
      city: 'Bhopal',
      Experience: 'Experience',
      current_salary: '6 LPA',
      job_title: 'React Developer',
    };
    const internship = {
      name: 'Neha Gupta',
      email: 'neha@example.com',
      number: '9123456780',
      course: 'mern-stack',
    };

    it("accepts pdf, doc and docx resumes and lists only the caller's own applications", async () => {
      const files = [
        { name: 'resume.pdf', bytes: pdfBytes() },
        { name: 'resume.doc', bytes: docBytes() },
        { name: 'resume.docx', bytes: docxBytes() },
      ];
      for (const resume of files) {
        const reply = await call(base, 'POST', 'enquire', {
          form: form({ ...application, resume }),
          token: tokens.a!.token,
        });
        expect(reply.status).toBe(200);
      }
      expect(
        (await call(base, 'POST', 'enquire', { form: form({ ...application, resume: files[0] }) })).status,
      ).toBe(200);
      const mine = appliedJobListSchema.parse(
        (await call(base, 'GET', 'applynow', { token: tokens.a!.token })).body,
      );
      expect(mine.map((entry) => entry.resume).sort()).toEqual(['resume.doc', 'resume.docx', 'resume.pdf']);
      expect(mine[0]).toMatchObject({
        job_title: 'React Developer',
        name: 'Imran Khan',
        mobile: '8765432109',
      });
      expect((await call(base, 'GET', 'applynow', { token: tokens.b!.token })).body).toEqual([]);
      expectError(await call(base, 'GET', 'applynow'), 401);
    });

    it('validates a job application in the spec order', async () => {
      const reply = expectError(
        await call(base, 'POST', 'enquire', { form: form({ Experience: 'Senior' }) }),
        400,
      );
      expect(Object.entries(reply.errors)).toEqual([
        ['name', 'Full Name is required'],
        ['email', 'Invalid Email'],
        ['phone', 'Invalid Phone Number'],
        ['city', 'City is required'],
        ['Experience', 'Select experience'],
        ['current_salary', 'Expected CTC is required'],
        ['resume', 'Resume is required'],
      ]);
      expect(reply.message).toBe('Full Name is required');
      expectError(
        await call(base, 'POST', 'enquire', {
          form: form({ ...application, phone: '5123456789', resume: { name: 'cv.pdf', bytes: pdfBytes() } }),
        }),
        400,
        {
          phone: 'Invalid Phone Number',
        },
      );
      expectError(
        await call(base, 'POST', 'enquire', {
          form: form({
            ...application,
            city: 'x'.repeat(101),
            resume: { name: 'cv.pdf', bytes: pdfBytes() },
          }),
        }),
        400,
        {
          city: 'Must be at most 100 characters',
        },
      );
    });

    it('checks resumes by extension, magic bytes and size', async () => {
      const post = (resume: { name: string; bytes: Buffer }) =>
        call(base, 'POST', 'enquire', { form: form({ ...application, resume }) });
      expectError(await post({ name: 'resume.exe', bytes: pdfBytes() }), 400, {
        resume: messages.file.resumeType,
      });
      expectError(
        await post({ name: 'resume.pdf', bytes: Buffer.from('MZ this is really a program') }),
        400,
        { resume: messages.file.resumeContent },
      );
      expectError(await post({ name: 'resume.docx', bytes: pdfBytes() }), 400, {
        resume: messages.file.resumeContent,
      });
      expectError(
        await post({ name: 'resume.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]) }),
        413,
        {
          resume: 'File must be 5 MB or smaller',
        },
      );
      // A JSON body cannot pretend to carry a file.
      expectError(
        await call(base, 'POST', 'enquire', {
          json: { ...application, resume: { name: 'cv.pdf', size: 10 } },
        }),
        400,
        {
          resume: 'Resume is required',
        },
      );
    });

    it('never serves resumes', async () => {
      const stored = readdirSync(join(server.config.uploadDir, 'resumes'));
      expect(stored.length).toBeGreaterThan(0);
      const response = await fetch(new URL(`/uploads/resumes/${stored[0]}`, base));
      expect(response.status).toBe(404);
    });

    it('takes internship applications and lists them to administrators only', async () => {
      const reply = await call(base, 'POST', 'internship', {
        form: form({ ...internship, resume: { name: 'cv.pdf', bytes: pdfBytes() } }),
      });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(
        'Thank you for applying. We will review your application and get back to you soon.',
      );
      expectError(await call(base, 'GET', 'internship'), 401);
      expectError(await call(base, 'GET', 'internship', { token: tokens.a!.token }), 403);
      const list = await call(base, 'GET', 'internship', { token: adminToken });
      expect(list.status).toBe(200);
      expect(list.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Neha Gupta', course: 'mern-stack', resume: 'cv.pdf' }),
        ]),
      );
    });

    it('validates internship fields with the exact messages', async () => {
      expectError(
        await call(base, 'POST', 'internship', {
          form: form({ name: ' ', email: 'x', number: '123', course: 'cooking' }),
        }),
        400,
        {
          name: 'Name is required',
          email: 'Invalid email address',
          number: 'Invalid number. Must be 10 digits starting with 6-9.',
          course: 'Please select a course',
          resume: 'Resume file is required',
        },
      );
      expectError(
        await call(base, 'POST', 'internship', {
          form: form({ ...internship, resume: { name: 'cv.png', bytes: pngBytes() } }),
        }),
        400,
        { resume: messages.file.resumeType },
      );
    });
  });

  describe('administration', () => {
    it('lets administrators create jobs, and nobody else', async () => {
      const job = {
        jobTitle: 'DevOps Engineer',
        experience: '3+ years',
        location: 'Bengaluru (hybrid)',
        skill: 'AWS, Terraform, Docker',
      };
      expectError(await call(base, 'POST', 'job', { json: job }), 401);
      expectError(await call(base, 'POST', 'job', { json: job, token: tokens.a!.token }), 403);
      expectError(
        await call(base, 'POST', 'job', { json: { ...job, jobTitle: '' }, token: adminToken }),
        400,
        { jobTitle: 'Job title is required' },
      );
      const created = await call(base, 'POST', 'job', { json: job, token: adminToken });
      expect(created.status).toBe(201);
      expect(jobSchema.parse(created.body)).toMatchObject({ jobTitle: 'DevOps Engineer', education: null });
      const list = jobListSchema.parse((await call(base, 'GET', 'job')).body);
      expect(list[0]!.id).toBe(created.body.id);
    });

    it('lets administrators add a blog with an image, first in the list', async () => {
      const blog = {
        title: 'Our new Bengaluru office',
        description: 'We have moved into a larger office in Koramangala.',
      };
      expectError(
        await call(base, 'POST', 'blog', {
          form: form({ ...blog, image: { name: 'office.png', bytes: pngBytes() } }),
          token: tokens.a!.token,
        }),
        403,
      );
      expectError(
        await call(base, 'POST', 'blog', {
          form: form({ ...blog, image: { name: 'office.png', bytes: pdfBytes() } }),
          token: adminToken,
        }),
        400,
        {
          image: messages.file.imageContent,
        },
      );
      expectError(
        await call(base, 'POST', 'blog', {
          form: form({ ...blog, image: { name: 'office.svg', bytes: Buffer.from('<svg/>') } }),
          token: adminToken,
        }),
        400,
        {
          image: messages.file.imageType,
        },
      );
      expectError(
        await call(base, 'POST', 'blog', { form: form({ title: '', description: '' }), token: adminToken }),
        400,
        {
          title: 'Title is required',
          description: 'Description is required',
          image: 'Image is required',
        },
      );
      const created = await call(base, 'POST', 'blog', {
        form: form({ ...blog, image: { name: 'office.png', bytes: pngBytes() } }),
        token: adminToken,
      });
      expect(created.status).toBe(201);
      const list = blogListResponseSchema.parse((await call(base, 'GET', 'blog')).body);
      expect(list.data[0]!.title).toBe('Our new Bengaluru office');
      const image = await fetch(new URL(list.data[0]!.imageUrl, base));
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer())).toEqual(pngBytes());
    });

    it('lets administrators add a team member', async () => {
      const member = { name: 'Kavya Nair', role: 'QA Lead', linkedin: 'https://www.linkedin.com/in/example' };
      expectError(
        await call(base, 'POST', 'ourteam', {
          form: form({
            ...member,
            linkedin: 'javascript:alert(1)',
            image: { name: 'k.png', bytes: pngBytes() },
          }),
          token: adminToken,
        }),
        400,
        {
          linkedin: 'Enter a full link starting with https://',
        },
      );
      const created = await call(base, 'POST', 'ourteam', {
        form: form({ ...member, image: { name: 'k.png', bytes: pngBytes() } }),
        token: adminToken,
      });
      expect(created.status).toBe(201);
      const team = teamMemberListSchema.parse((await call(base, 'GET', 'ourteam')).body);
      expect(team.at(-1)).toMatchObject({ name: 'Kavya Nair', role: 'QA Lead', github: null });
    });
  });

  describe('my courses', () => {
    it('lists the courses a customer bought, to that customer only', async () => {
      await server.database.db.insert(purchases).values([
        {
          userId: tokens.a!.userId,
          itemKind: 'course',
          itemId: 'basic-python',
          price: 999,
          paymentId: `pay_test_${kind}`,
        },
        {
          userId: tokens.a!.userId,
          itemKind: 'product',
          itemId: 'hotel-management-software',
          price: 9999,
          paymentId: `pay_test_${kind}`,
        },
      ]);
      const mine = myCourseListSchema.parse(
        (await call(base, 'GET', `order/my-courses/${tokens.a!.userId}`, { token: tokens.a!.token })).body,
      );
      expect(mine).toEqual([
        expect.objectContaining({
          id: 'basic-python',
          title: 'Basic Python',
          fee: 999,
          category: 'Software Development',
        }),
      ]);
      expectError(
        await call(base, 'GET', `order/my-courses/${tokens.a!.userId}`, { token: tokens.b!.token }),
        403,
      );
      expectError(await call(base, 'GET', `order/my-courses/${tokens.a!.userId}`), 401);
      expect(
        (await call(base, 'GET', `order/my-courses/${tokens.b!.userId}`, { token: tokens.b!.token })).body,
      ).toEqual([]);
    });
  });

  describe('transport', () => {
    it('answers unknown API paths with a JSON 404 and sends security headers', async () => {
      const reply = await call(base, 'GET', 'no-such-thing');
      expectError(reply, 404);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'");
    });

    it('allows cross-origin calls only from configured origins', async () => {
      const denied = await fetch(`${base}/job`, { headers: { origin: 'https://evil.example' } });
      expect(denied.headers.get('access-control-allow-origin')).toBeNull();
      const extra = await server.extraApp({ corsOrigins: ['https://partner.example'] });
      const allowed = await fetch(`${extra.base}/job`, { headers: { origin: 'https://partner.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      const other = await fetch(`${extra.base}/job`, { headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('rate-limits logins with a JSON 429', async () => {
      const limits = { max: 2, windowMs: 60_000 };
      const extra = await server.extraApp({
        rateLimits: {
          login: limits,
          otp: limits,
          register: limits,
          contact: limits,
          applications: limits,
          payment: limits,
        },
      });
      const attempt = () =>
        call(extra.base, 'POST', 'customer/login', {
          json: { identifier: 'x@example.com', password: 'wrong-password' },
        });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const limited = expectError(await attempt(), 429);
      expect(limited.message).toMatch(/Too many requests/);
      // Other endpoints are not affected by the login limit.
      expect((await call(extra.base, 'GET', 'job')).status).toBe(200);
    });
  });
});
