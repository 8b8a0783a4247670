import {
  type AdminCertificate,
  adminCertificateListQuerySchema,
  type CertificateVerification,
  certificateMessages,
  certificateParamsSchema,
  certificateRevokeSchema,
  formatCertificateHours,
} from '@company/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';

import type { Db } from '../../db/client.js';
import { certificates, courses, lessonProgress, lessons, users } from '../../db/schema.js';
import { attachmentDisposition } from '../../lib/csv.js';
import { HttpError, notFound, unauthorized } from '../../lib/errors.js';
import { certificateMail } from '../../lib/notifications.js';
import { authHook } from '../../lib/route-table.js';
import { iso } from '../../lib/serialize.js';
import { registerConsoleGuard, staffOf } from '../admin/guard.js';
import { audit, dayConditions, likePattern, pageOf, type Tx } from '../admin/shared.js';
import { isStaff, ownsCourse, type Viewer } from './access.js';
import { formatCertificateDate, renderCertificatePdf } from './certificate-pdf.js';

/**
 * Certificates of completion (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Certificate").
 * The `certificate.issue` job (queued by the progress route when a course becomes complete) issues one per
 * student and course, once: every published lesson done and the enrolment current. The PDF is drawn on
 * request (`certificate-pdf.ts`), so a name or a design fix never leaves stale files behind. Anyone can verify a
 * code; staff list and revoke (audited), and a revoked code says so at once.
 */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new public code: 10 characters of Crockford base32 from the system's CSPRNG (50 bits). */
export function newCertificateId(): string {
  let id = '';
  for (let index = 0; index < 10; index++) id += CROCKFORD[randomInt(CROCKFORD.length)];
  return id;
}

type CertificateRow = typeof certificates.$inferSelect;

/** The public verification address of a code. */
export const verifyUrlOf = (app: FastifyInstance, id: string) => `${app.config.publicUrl}/certificates/${id}`;

/** The company name printed on certificates: MAIL_FROM's display name ("Acme Softech <…>"). */
export function companyNameOf(mailFrom: string): string {
  const name = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1]?.trim();
  return name || 'Acme Softech';
}

export type IssueOutcome =
  | { issued: true; certificate: CertificateRow; email: string }
  | { issued: false; certificate: CertificateRow | undefined; reason: string };

/**
 * Issues the student's certificate of the course if it is due and not yet there. Reads and writes with `tx`
 * (the job's transaction); the unique (user, course) index makes a second issue, even a concurrent one, a no-op.
 */
export async function issueCertificate(tx: Tx, userId: string, courseId: string): Promise<IssueOutcome> {
  const existingOf = async () =>
    (
      await tx
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
        .limit(1)
    )[0];
  const existing = await existingOf();
  if (existing) return { issued: false, certificate: existing, reason: 'already issued' };
  if (!(await ownsCourse(tx as Db, userId, courseId)))
    return { issued: false, certificate: undefined, reason: 'no current enrolment' };
  const published = await tx
    .select({ id: lessons.id, durationSeconds: lessons.durationSeconds })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.published, true)));
  if (published.length === 0)
    return { issued: false, certificate: undefined, reason: 'the course has no lessons' };
  const done = await tx
    .select({ completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        inArray(
          lessonProgress.lessonId,
          published.map((lesson) => lesson.id),
        ),
        isNotNull(lessonProgress.completedAt),
      ),
    );
  if (done.length < published.length)
    return { issued: false, certificate: undefined, reason: 'lessons left to finish' };
  const [student] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const [course] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  if (!student || !course)
    return { issued: false, certificate: undefined, reason: 'no such student or course' };
  const completedAt = new Date(Math.max(...done.map((row) => row.completedAt!.getTime())));
  const seconds = published.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
  const [created] = await tx
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId,
      courseId,
      name: student.name,
      courseTitle: course.title,
      minutes: Math.round(seconds / 60),
      completedAt,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { issued: true, certificate: created, email: student.email };
  // Issued meanwhile by another worker (or, once in 10^15, a code taken: then the job is retried).
  const raced = await existingOf();
  if (!raced) throw new Error('A certificate code collided; the job will be retried.');
  return { issued: false, certificate: raced, reason: 'already issued' };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAdminCertificate(row: CertificateRow, email: string): AdminCertificate {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    minutes: row.minutes,
    completedAt: iso(row.completedAt),
    createdAt: iso(row.createdAt),
    status: row.revokedAt ? 'revoked' : 'valid',
    revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
    revokedReason: row.revokedReason,
  };
}

const sortColumns = {
  createdAt: certificates.createdAt,
  completedAt: certificates.completedAt,
  name: certificates.name,
  courseTitle: certificates.courseTitle,
} as const;

type ListQuery = z.output<typeof adminCertificateListQuerySchema>;

function listConditions(query: ListQuery): SQL | undefined {
  const where: SQL[] = [...dayConditions(certificates.createdAt, query.from, query.to)];
  if (query.status === 'valid') where.push(isNull(certificates.revokedAt));
  if (query.status === 'revoked') where.push(isNotNull(certificates.revokedAt));
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        ilike(certificates.name, pattern),
        ilike(users.email, pattern),
        ilike(certificates.courseTitle, pattern),
        ilike(certificates.id, pattern),
      )!,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

/** Staff routes: the console's guard (401/403 before validation) and `request.staff` for the audit log. */
const adminCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleGuard(app);
  const { db } = app;

  app.get(
    '/admin/certificates',
    { schema: { querystring: adminCertificateListQuerySchema } },
    async (request) => {
      const query = request.query;
      const where = listConditions(query);
      const column = sortColumns[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: certificates, email: users.email })
          .from(certificates)
          .innerJoin(users, eq(users.id, certificates.userId))
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(certificates.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ value: count() })
          .from(certificates)
          .innerJoin(users, eq(users.id, certificates.userId))
          .where(where),
      ]);
      return {
        data: rows.map(({ row, email }) => toAdminCertificate(row, email)),
        ...pageOf(total?.value ?? 0, query.page, query.limit),
      };
    },
  );

  app.post(
    '/admin/certificates/:id/revoke',
    { schema: { params: certificateParamsSchema, body: certificateRevokeSchema } },
    async (request) => {
      const actor = staffOf(request);
      const { reason } = request.body;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ row: certificates, email: users.email })
          .from(certificates)
          .innerJoin(users, eq(users.id, certificates.userId))
          .where(eq(certificates.id, request.params.id))
          .for('update', { of: certificates });
        if (!row) throw notFound(certificateMessages.notFound);
        if (row.row.revokedAt) throw new HttpError(409, certificateMessages.alreadyRevoked);
        const revokedAt = new Date();
        const [updated] = await tx
          .update(certificates)
          .set({ revokedAt, revokedReason: reason })
          .where(eq(certificates.id, row.row.id))
          .returning();
        await audit(tx, actor, 'certificate.revoke', 'certificate', row.row.id, {
          revokedAt: { from: null, to: iso(revokedAt) },
          revokedReason: { from: null, to: reason },
        });
        return toAdminCertificate(updated!, row.email);
      });
    },
  );
};

/** The signed-in viewer of a download: the bearer token, else the refresh-cookie session (a plain link). */
const viewers = new WeakMap<FastifyRequest, NonNullable<Viewer>>();

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.queue.handle('certificate.issue', {
    transactional: true,
    async run(payload, tx) {
      const { userId, courseId } = payload;
      // A malformed job cannot succeed on a retry: it is dropped (logged), not retried for hours.
      if (typeof userId !== 'string' || !uuid.test(userId) || typeof courseId !== 'string' || !courseId) {
        app.log.warn(
          { job: { kind: 'certificate.issue' } },
          'certificate job without userId/courseId dropped',
        );
        return;
      }
      const outcome = await issueCertificate(tx, userId, courseId);
      if (!outcome.issued) return;
      const { certificate, email } = outcome;
      // The PDF goes with the mail (and stays downloadable from My Course and the link in it).
      const pdf = await renderCertificatePdf({
        id: certificate.id,
        name: certificate.name,
        courseTitle: certificate.courseTitle,
        completedAt: certificate.completedAt,
        minutes: certificate.minutes,
        verifyUrl: verifyUrlOf(app, certificate.id),
        company: companyNameOf(app.config.mailFrom),
      });
      const attachment = {
        filename: `certificate-${certificate.courseId}.pdf`,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      };
      await app.queue.enqueueMail(
        certificateMail(
          email,
          {
            id: certificate.id,
            name: certificate.name,
            courseTitle: certificate.courseTitle,
            completedOn: formatCertificateDate(certificate.completedAt),
            hours: formatCertificateHours(certificate.minutes),
          },
          {
            downloadUrl: `${app.config.publicUrl}/api/v1/learn/certificates/${certificate.id}.pdf`,
            verifyUrl: verifyUrlOf(app, certificate.id),
            myCoursesUrl: `${app.config.publicUrl}/user/mycourses`,
          },
          attachment,
        ),
        tx,
      );
    },
  });

  /** Public: is this code a certificate we issued, and is it still valid? Never cached: a revocation shows at once. */
  app.get(
    '/certificates/:id',
    { schema: { params: certificateParamsSchema } },
    async (request, reply): Promise<CertificateVerification> => {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, request.params.id));
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex');
      if (!row) throw notFound(certificateMessages.notFound);
      return {
        id: row.id,
        status: row.revokedAt ? 'revoked' : 'valid',
        name: row.name,
        courseTitle: row.courseTitle,
        completedAt: iso(row.completedAt),
        minutes: row.minutes,
        ...(row.revokedAt ? { revokedAt: iso(row.revokedAt) } : {}),
      };
    },
  );

  const signedInViewer = authHook('customer', async (request: FastifyRequest): Promise<void> => {
    const userId =
      (await app.auth.optionalUser(request))?.id ??
      (request.method === 'GET' ? await app.auth.cookieUserId(request) : undefined);
    if (!userId) throw unauthorized();
    // The role as the database knows it now (a member of staff whose access was taken away is a customer).
    const [user] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthorized('Your session has ended. Please sign in again.');
    viewers.set(request, user);
  });

  /** The PDF, for its owner (while it is valid) and for staff; a plain link works too (the session cookie). */
  app.get(
    '/learn/certificates/:id.pdf',
    { schema: { params: certificateParamsSchema }, onRequest: signedInViewer },
    async (request, reply) => {
      const viewer = viewers.get(request);
      if (!viewer) throw unauthorized();
      const [row] = await db.select().from(certificates).where(eq(certificates.id, request.params.id));
      if (!row) throw notFound(certificateMessages.notFound);
      const staff = isStaff(viewer);
      if (row.userId !== viewer.id && !staff)
        throw new HttpError(403, 'This certificate belongs to another account.');
      if (row.revokedAt && !staff) throw new HttpError(410, 'This certificate has been revoked.');
      const pdf = await renderCertificatePdf({
        id: row.id,
        name: row.name,
        courseTitle: row.courseTitle,
        completedAt: row.completedAt,
        minutes: row.minutes,
        verifyUrl: verifyUrlOf(app, row.id),
        company: companyNameOf(app.config.mailFrom),
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(`certificate-${row.courseId}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  await app.register(adminCertificateRoutes);
};
