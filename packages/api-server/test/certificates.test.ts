/**
 * Certificates of completion (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Certificate"):
 * the `certificate.issue` job on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL), the PDF read
 * back with pdftotext and its QR code decoded from a rendering (pdftoppm + jsQR), the download's access rules,
 * public verification, and the staff's audited revocation.
 */
import {
  adminCertificateListResponseSchema,
  authResponseSchema,
  certificateIdPattern,
  certificateVerificationSchema,
  errorBodySchema,
} from '@company/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  auditLog,
  certificates,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  queueJobs,
  users,
} from '../src/db/schema.js';
import { renderCertificatePdf } from '../src/modules/learning/certificate-pdf.js';
import { newCertificateId } from '../src/modules/learning/certificates.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  databases,
  form,
  startTestServer,
  type TestServer,
} from './helpers.js';

const COURSE_ID = 'cert-test-data-analysis';
const COURSE_TITLE = 'Data Analysis with Python and Pandas';

interface Session {
  token: string;
  userId: string;
  cookie: string;
}

describe.each(databases)('certificates on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let student: Session;
  let other: Session;
  let staff: Session;
  let admin: Session;
  const lessonIds: string[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'acme-cert-test-'));

  const signIn = async (email: string, password: string): Promise<Session> => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    const body = authResponseSchema.parse(reply.body);
    return {
      token: body.data.access_token,
      userId: body.data.userId,
      cookie: (reply.headers.get('set-cookie') ?? '').split(';')[0]!,
    };
  };
  const register = async (n: string, name: string) => {
    const reply = await call(base, 'POST', 'customer', {
      form: form({
        name,
        email: `${n}@example.com`,
        mobile: '9876543210',
        address: 'Napier Town, Jabalpur',
        password: `password-${n}`,
      }),
    });
    expect(reply.status).toBe(200);
    return signIn(`${n}@example.com`, `password-${n}`);
  };

  /** Waits until the queue has nothing left to run (the job and the mail it queued). */
  const settle = async () => {
    const db = server.database.db;
    for (let tries = 0; tries < 200; tries++) {
      const left = await db.select({ id: queueJobs.id, status: queueJobs.status }).from(queueJobs);
      if (left.every((job) => job.status === 'failed')) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the queue did not settle');
  };
  const issueJob = async (userId: string) => {
    await server.app.queue.enqueue('certificate.issue', { userId, courseId: COURSE_ID });
    await settle();
  };
  const certificatesOf = (userId: string) =>
    server.database.db.select().from(certificates).where(eq(certificates.userId, userId));
  const certificateMails = () => {
    const dir = join(server.config.dataDir, 'outbox');
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
    return names
      .map(
        (name) =>
          JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
            attachments?: { filename: string; contentType: string; contentBase64: string }[];
          },
      )
      .filter((mail) => mail.subject.startsWith('Your certificate'));
  };
  const complete = async (userId: string, lessonId: string, completedAt: Date) => {
    await server.database.db.insert(lessonProgress).values({
      userId,
      lessonId,
      ranges: [[0, 100]],
      watchedSeconds: 100,
      positionSeconds: 100,
      completedAt,
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { queueRetryBaseMs: 100 });
    base = server.base;
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    student = await register('student', 'Priya Sharma');
    other = await register('other', 'Arjun Mehta');
    await register('staffer', 'Staff Member');
    const db = server.database.db;
    await db.update(users).set({ role: 'staff' }).where(eq(users.email, 'staffer@example.com'));
    staff = await signIn('staffer@example.com', 'password-staffer');

    await db.insert(courses).values({
      id: COURSE_ID,
      title: COURSE_TITLE,
      category: 'Data',
      description: 'Clean, explore and chart real data sets.',
      image: 'data-analysis.webp',
      price: 4999,
    });
    const [module] = await db
      .insert(courseModules)
      .values({ courseId: COURSE_ID, title: 'Getting started', sortOrder: 0 })
      .returning();
    // 2 h + 2 h + 2.5 h published = 6.5 hours; the unpublished lesson counts for nothing.
    for (const [index, seconds, published] of [
      [0, 7200, true],
      [1, 7200, true],
      [2, 9000, true],
      [3, 3600, false],
    ] as const) {
      const [lesson] = await db
        .insert(lessons)
        .values({
          courseId: COURSE_ID,
          moduleId: module!.id,
          title: `Lesson ${index + 1}`,
          sortOrder: index,
          durationSeconds: seconds,
          published,
        })
        .returning();
      lessonIds.push(lesson!.id);
    }
    for (const user of [student, other])
      await db
        .insert(enrolments)
        .values({ userId: user.userId, courseId: COURSE_ID, source: 'grant', reference: ADMIN_EMAIL });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('makes unguessable codes of 10 Crockford base32 characters', () => {
    const codes = new Set(Array.from({ length: 500 }, newCertificateId));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(certificateIdPattern);
  });

  it('issues nothing while lessons are left (2 of 3 done), and nothing without a current enrolment', async () => {
    await complete(student.userId, lessonIds[0]!, new Date('2026-11-20T10:00:00Z'));
    await complete(student.userId, lessonIds[1]!, new Date('2026-11-21T10:00:00Z'));
    await issueJob(student.userId);
    expect(await certificatesOf(student.userId)).toHaveLength(0);
    expect(certificateMails()).toHaveLength(0);

    // Every lesson done, but the enrolment was revoked (a refund): still nothing.
    for (const id of lessonIds.slice(0, 3))
      await complete(other.userId, id, new Date('2026-11-22T08:00:00Z'));
    await server.database.db
      .update(enrolments)
      .set({ revokedAt: new Date(), revokedReason: 'Refunded' })
      .where(and(eq(enrolments.userId, other.userId), eq(enrolments.courseId, COURSE_ID)));
    await issueJob(other.userId);
    expect(await certificatesOf(other.userId)).toHaveLength(0);
  });

  it('issues once every published lesson is done, once only, and e-mails the student once', async () => {
    // 20:00 UTC on 25 November is 01:30 IST on the 26th: the certificate's day is the day in India.
    await complete(student.userId, lessonIds[2]!, new Date('2026-11-25T20:00:00Z'));
    await issueJob(student.userId);
    const [certificate] = await certificatesOf(student.userId);
    expect(certificate).toMatchObject({
      courseId: COURSE_ID,
      name: 'Priya Sharma',
      courseTitle: COURSE_TITLE,
      minutes: 390,
    });
    expect(certificate!.id).toMatch(certificateIdPattern);
    expect(certificate!.completedAt.toISOString()).toBe('2026-11-25T20:00:00.000Z');

    // The same job again (a retry, a second report of the last lesson): no second certificate or e-mail.
    await issueJob(student.userId);
    await issueJob(student.userId);
    expect(await certificatesOf(student.userId)).toHaveLength(1);
    const mails = certificateMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('student@example.com');
    expect(mails[0]!.subject).toBe(`Your certificate for ${COURSE_TITLE}`);
    expect(mails[0]!.text).toContain(`/api/v1/learn/certificates/${certificate!.id}.pdf`);
    expect(mails[0]!.text).toContain(`${server.config.publicUrl}/certificates/${certificate!.id}`);
    expect(mails[0]!.text).toContain('26 November 2026');
    expect(mails[0]!.text).toContain('6.5 hours');
    // The certificate itself goes with the mail: the PDF, with the student's name in it.
    const [attached] = mails[0]!.attachments ?? [];
    expect(attached).toMatchObject({
      filename: `certificate-${COURSE_ID}.pdf`,
      contentType: 'application/pdf',
    });
    const attachedFile = join(server.config.dataDir, 'attached-certificate.pdf');
    writeFileSync(attachedFile, Buffer.from(attached!.contentBase64, 'base64'));
    const attachedText = execFileSync('pdftotext', ['-layout', attachedFile, '-'], { encoding: 'utf8' });
    expect(attachedText).toContain(certificate!.id);
    expect(attachedText).toContain('Certificate of Completion');
  });

  it('drops a malformed job without retrying it', async () => {
    await server.app.queue.enqueue('certificate.issue', { userId: 'not-a-uuid', courseId: 42 });
    await settle();
    expect(await server.database.db.select().from(queueJobs)).toHaveLength(0);
  });

  it('draws the PDF: name, course, day in IST, hours, code, and a QR code of the verification address', async () => {
    const [certificate] = await certificatesOf(student.userId);
    const id = certificate!.id;
    const reply = await fetch(`${base}/learn/certificates/${id}.pdf`, {
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('content-disposition')).toContain(
      `attachment; filename="certificate-${COURSE_ID}.pdf"`,
    );
    const pdf = Buffer.from(await reply.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(scratch, `${id}.pdf`);
    writeFileSync(file, pdf);

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const verifyUrl = `${server.config.publicUrl}/certificates/${id}`;
    for (const expected of [
      'Acme Softech',
      'Certificate of Completion',
      'Priya Sharma',
      COURSE_TITLE,
      '26 November 2026',
      '6.5 hours',
      id,
      verifyUrl,
    ])
      expect(text).toContain(expected);
    // The site's own fonts are embedded (subsets), not a standard PDF font.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/Inter-/);
    expect(fonts).toMatch(/Manrope-/);
    expect(fonts).not.toMatch(/Helvetica/);

    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', file, join(scratch, id)]);
    const { data, info } = await sharp(join(scratch, `${id}.png`))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    expect(decoded?.data).toBe(verifyUrl);
  });

  it('prints a name in Devanagari with a Devanagari font, shaped, beside the Latin text', async () => {
    const pdf = await renderCertificatePdf({
      id: 'K7M2Q9TX4B',
      name: 'प्रिया शर्मा',
      courseTitle: COURSE_TITLE,
      completedAt: new Date('2026-11-26T10:00:00Z'),
      minutes: 390,
      verifyUrl: `${server.config.publicUrl}/certificates/K7M2Q9TX4B`,
      company: 'Acme Softech',
    });
    const file = join(scratch, 'devanagari.pdf');
    writeFileSync(file, pdf);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansDevanagari/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(COURSE_TITLE);
    // Shaped: the conjunct र्म and the vowel sign ि come out as the name's letters, not boxes or question marks.
    expect(text).toMatch(/\p{Script=Devanagari}{3,}/u);
    expect(text).not.toContain('\uFFFD');
  });

  it('lets the owner (token or session cookie) and staff download; refuses others', async () => {
    const [certificate] = await certificatesOf(student.userId);
    const path = `learn/certificates/${certificate!.id}.pdf`;
    expect((await call(base, 'GET', path, { headers: { cookie: student.cookie } })).status).toBe(200);
    expect((await call(base, 'GET', path, { token: staff.token })).status).toBe(200);
    expect((await call(base, 'GET', path, { token: admin.token })).status).toBe(200);
    // Lower-case as typed from paper: the same certificate.
    expect(
      (await call(base, 'GET', path.toLowerCase().replace('.pdf', '.pdf'), { token: student.token })).status,
    ).toBe(200);

    const anonymous = await call(base, 'GET', path);
    expect(anonymous.status).toBe(401);
    errorBodySchema.parse(anonymous.body);
    const stranger = await call(base, 'GET', path, { token: other.token });
    expect(stranger.status).toBe(403);
    errorBodySchema.parse(stranger.body);
    expect(
      (await call(base, 'GET', 'learn/certificates/ZZZZZZZZZZ.pdf', { token: student.token })).status,
    ).toBe(404);
    const malformed = await call(base, 'GET', 'learn/certificates/not-a-code!.pdf', { token: student.token });
    expect(malformed.status).toBe(400);
    errorBodySchema.parse(malformed.body);
    expect((await call(base, 'GET', path, { token: 'x.y.z' })).status).toBe(401);
  });

  it('verifies publicly (no e-mail or user id), then says revoked at once after an audited revocation', async () => {
    const [certificate] = await certificatesOf(student.userId);
    const id = certificate!.id;
    const valid = await call(base, 'GET', `certificates/${id}`);
    expect(valid.status).toBe(200);
    expect(valid.headers.get('cache-control')).toBe('no-store');
    expect(certificateVerificationSchema.parse(valid.body)).toEqual({
      id,
      status: 'valid',
      name: 'Priya Sharma',
      courseTitle: COURSE_TITLE,
      completedAt: '2026-11-25T20:00:00.000Z',
      minutes: 390,
    });
    expect(JSON.stringify(valid.body)).not.toContain('@');
    expect(JSON.stringify(valid.body)).not.toContain(student.userId);
    expect((await call(base, 'GET', 'certificates/ZZZZZZZZZZ')).status).toBe(404);
    expect((await call(base, 'GET', 'certificates/short')).status).toBe(400);

    // The console's list: staff only, searchable.
    expect((await call(base, 'GET', 'admin/certificates')).status).toBe(401);
    expect((await call(base, 'GET', 'admin/certificates', { token: student.token })).status).toBe(403);
    const list = adminCertificateListResponseSchema.parse(
      (await call(base, 'GET', 'admin/certificates?q=priya', { token: staff.token })).body,
    );
    expect(list.data.map((row) => row.id)).toEqual([id]);
    expect(list.data[0]).toMatchObject({ email: 'student@example.com', status: 'valid', revokedAt: null });
    expect(
      adminCertificateListResponseSchema.parse(
        (await call(base, 'GET', 'admin/certificates?q=nobody-like-this', { token: staff.token })).body,
      ).total,
    ).toBe(0);
    expect((await call(base, 'GET', 'admin/certificates?status=lost', { token: staff.token })).status).toBe(
      400,
    );

    // Revocation: the guard first (a customer with a bad body is 403, not 400), then the reason is required.
    const revokePath = `admin/certificates/${id}/revoke`;
    expect((await call(base, 'POST', revokePath, { json: {} })).status).toBe(401);
    expect((await call(base, 'POST', revokePath, { token: student.token, json: {} })).status).toBe(403);
    const noReason = await call(base, 'POST', revokePath, { token: staff.token, json: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(errorBodySchema.parse(noReason.body).errors.reason).toBe('Say why the certificate is revoked.');
    expect(
      (
        await call(base, 'POST', 'admin/certificates/ZZZZZZZZZZ/revoke', {
          token: staff.token,
          json: { reason: 'x' },
        })
      ).status,
    ).toBe(404);

    const revoked = await call(base, 'POST', revokePath, {
      token: staff.token,
      json: { reason: 'Course refunded on request' },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      id,
      status: 'revoked',
      revokedReason: 'Course refunded on request',
    });
    const again = await call(base, 'POST', revokePath, { token: staff.token, json: { reason: 'Twice' } });
    expect(again.status).toBe(409);

    const now = certificateVerificationSchema.parse((await call(base, 'GET', `certificates/${id}`)).body);
    expect(now.status).toBe('revoked');
    expect(now.revokedAt).toBe(revoked.body.revokedAt);

    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'certificate'), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ action: 'certificate.revoke', actorEmail: 'staffer@example.com' });
    expect(entry!.changes).toMatchObject({ revokedReason: { from: null, to: 'Course refunded on request' } });

    // The owner can no longer download a revoked certificate; staff still can (for the record).
    expect((await call(base, 'GET', `learn/certificates/${id}.pdf`, { token: student.token })).status).toBe(
      410,
    );
    expect((await call(base, 'GET', `learn/certificates/${id}.pdf`, { token: staff.token })).status).toBe(
      200,
    );
    const revokedList = adminCertificateListResponseSchema.parse(
      (await call(base, 'GET', 'admin/certificates?status=revoked', { token: admin.token })).body,
    );
    expect(revokedList.data.map((row) => row.id)).toContain(id);
  });
});
