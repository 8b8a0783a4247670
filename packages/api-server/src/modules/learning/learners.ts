import {
  type Learner,
  learnerCourseParamsSchema,
  learnerGrantSchema,
  learnerParamsSchema,
  learnerRevokeSchema,
  learningMessages,
} from '@company/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { enrolments, lessonProgress, lessons, users } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { registerConsoleGuard, staffOf } from '../admin/guard.js';
import { audit } from '../admin/shared.js';
import { type EnrolmentTx, grantEnrolment, revokeEnrolment } from './enrolments.js';

/**
 * The learners of a course in the staff console (issue 32: docs/requirements/issues/32-courses-you-can-take.md,
 * "Only buyers watch" and "Progress"): who has it, from a purchase or a grant, and how much they viewed.
 *
 * `percentViewed` is the figure of the refund rule ("before more than 20% of lessons viewed"): the course's
 * published lessons in which the learner has at least one watched second (a played stretch, not a seek or a
 * page visit), over its published lessons, in percent to one decimal. Free previews count like any lesson.
 */
async function learnersOf(db: EnrolmentTx, courseId: string, userId?: string): Promise<Learner[]> {
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.published, true)));
  const total = counts?.total ?? 0;
  const viewed = db
    .select({
      userId: lessonProgress.userId,
      viewed: sql<number>`count(*) filter (where ${lessonProgress.watchedSeconds} > 0)::int`.as('viewed'),
      done: sql<number>`count(*) filter (where ${lessonProgress.completedAt} is not null)::int`.as('done'),
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.published, true)))
    .groupBy(lessonProgress.userId)
    .as('viewed');
  const rows = await db
    .select({
      userId: enrolments.userId,
      name: users.name,
      email: users.email,
      source: enrolments.source,
      createdAt: enrolments.createdAt,
      revokedAt: enrolments.revokedAt,
      revokedReason: enrolments.revokedReason,
      viewed: viewed.viewed,
      done: viewed.done,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(viewed, eq(viewed.userId, enrolments.userId))
    .where(and(eq(enrolments.courseId, courseId), userId ? eq(enrolments.userId, userId) : undefined))
    .orderBy(desc(enrolments.createdAt), users.email);
  return rows.map((row) => {
    const lessonsViewed = row.viewed ?? 0;
    return {
      userId: row.userId,
      name: row.name,
      email: row.email,
      source: row.source,
      createdAt: iso(row.createdAt),
      revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
      revokedReason: row.revokedReason,
      percentViewed: total === 0 ? 0 : Math.round((lessonsViewed * 1000) / total) / 10,
      lessonsViewed,
      lessonsDone: row.done ?? 0,
      lessonsTotal: total,
    };
  });
}

/**
 * Under `/api/v1`, behind the console's guard (staff and administrators):
 *
 * - `GET admin/courses/{courseId}/learners`: every enrolment of the course, current and revoked, newest first.
 * - `POST admin/courses/{courseId}/learners` `{ email }`: give a customer the course (201, audited
 *   `learner.grant`); 404 when no account has the e-mail, 409 when it already has access.
 * - `DELETE admin/courses/{courseId}/learners/{userId}` `{ reason }`: end the access now (audited
 *   `learner.revoke`); 404 when there is no current access.
 */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleGuard(app);
  const { db } = app;

  app.get(
    '/admin/courses/:courseId/learners',
    { schema: { params: learnerCourseParamsSchema } },
    async (request) => learnersOf(db, request.params.courseId),
  );

  app.post(
    '/admin/courses/:courseId/learners',
    { schema: { params: learnerCourseParamsSchema, body: learnerGrantSchema } },
    async (request, reply) => {
      const actor = staffOf(request);
      const { courseId } = request.params;
      const { email } = request.body;
      const learner = await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email));
        if (!user)
          throw new HttpError(404, learningMessages.noCustomer, { email: learningMessages.noCustomer });
        const [before] = await tx
          .select({ revokedAt: enrolments.revokedAt })
          .from(enrolments)
          .where(and(eq(enrolments.userId, user.id), eq(enrolments.courseId, courseId)));
        const granted = await grantEnrolment(tx, user.id, courseId, actor.email);
        if (!granted)
          throw new HttpError(409, learningMessages.alreadyLearner, {
            email: learningMessages.alreadyLearner,
          });
        await audit(tx, actor, 'learner.grant', 'enrolment', `${courseId}:${user.id}`, {
          access: { from: before ? 'revoked' : 'none', to: 'grant' },
          email: { from: null, to: email },
        });
        return (await learnersOf(tx, courseId, user.id))[0]!;
      });
      return reply.status(201).send(learner);
    },
  );

  app.delete(
    '/admin/courses/:courseId/learners/:userId',
    { schema: { params: learnerParamsSchema, body: learnerRevokeSchema } },
    async (request) => {
      const actor = staffOf(request);
      const { courseId, userId } = request.params;
      const { reason } = request.body;
      return db.transaction(async (tx) => {
        const before = await revokeEnrolment(tx, userId, courseId, reason);
        if (!before)
          throw new HttpError(404, learningMessages.notLearner, { userId: learningMessages.notLearner });
        await audit(tx, actor, 'learner.revoke', 'enrolment', `${courseId}:${userId}`, {
          access: { from: before.source, to: 'revoked' },
          reason: { from: null, to: reason },
        });
        return (await learnersOf(tx, courseId, userId))[0]!;
      });
    },
  );
};
