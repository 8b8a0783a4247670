import {
  LESSON_DONE_SHARE,
  learningMessages,
  type ProgressResult,
  progressReportSchema,
} from '@company/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/client.js';
import { certificates, idempotencyKeys, lessonProgress } from '../../db/schema.js';
import { signedInHook } from '../../lib/admin-only.js';
import { HttpError } from '../../lib/errors.js';
import { isStaff, lessonAccess, ownsCourse } from './access.js';
import type { EnrolmentTx } from './enrolments.js';
import { orderedLessons, progressOf, summarize } from './outline.js';

/**
 * Watched seconds (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Progress").
 *
 * A report names the stretches actually played since the previous one; the lesson keeps their union
 * (`lesson_progress.ranges`), so a repeat adds nothing and a seek (a gap between stretches) adds nothing.
 * Stretches are clamped to the lesson's length, and a report cannot add more new seconds than the player
 * could have played since the caller's previous report: twice the wall-clock time (the fastest speed, 2x)
 * plus {@link REPORT_SLACK_SECONDS}; the rest is dropped. A lesson is done at 90 % watched (`completedAt`
 * is set once); when that makes every published lesson of the course done for a student of it, the queue
 * job `certificate.issue` `{ userId, courseId }` is added, once.
 *
 * Each report has its own `reportId`: a retry (a dropped connection) with the same id changes nothing and
 * answers the current standing. The ids are kept as rows of `idempotency_keys` (route
 * {@link REPORT_ROUTE}), pruned with the rest after 24 hours.
 */

/** Seconds a report may add on top of 2x the wall-clock time since the previous one (batching, clock skew). */
export const REPORT_SLACK_SECONDS = 60;
/** The fastest playback speed the player offers. */
export const MAX_PLAYBACK_RATE = 2;
const REPORT_ROUTE = 'learn/progress reportId';

export type Range = [number, number];

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Clamped to `[0, length]`, to a tenth of a second, sorted and merged; empty stretches dropped. */
export function normalizeRanges(ranges: readonly Range[], length: number): Range[] {
  const clamped = ranges
    .map(([from, to]): Range => [
      tenth(Math.max(0, Math.min(from, length))),
      tenth(Math.max(0, Math.min(to, length))),
    ])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [from, to] of clamped) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The parts of `ranges` (normalized) not already in `covered` (normalized). */
export function uncovered(ranges: readonly Range[], covered: readonly Range[]): Range[] {
  const out: Range[] = [];
  for (const [from, to] of ranges) {
    let start = from;
    for (const [cFrom, cTo] of covered) {
      if (cTo <= start) continue;
      if (cFrom >= to) break;
      if (cFrom > start) out.push([start, cFrom]);
      start = Math.max(start, cTo);
      if (start >= to) break;
    }
    if (start < to) out.push([start, to]);
  }
  return out;
}

/** The first `budget` seconds of `ranges`, in order. */
export function firstSeconds(ranges: readonly Range[], budget: number): Range[] {
  const out: Range[] = [];
  let left = budget;
  for (const [from, to] of ranges) {
    if (left <= 0) break;
    const end = tenth(Math.min(to, from + left));
    if (end > from) out.push([from, end]);
    left -= end - from;
  }
  return out;
}

export const totalSeconds = (ranges: readonly Range[]) =>
  ranges.reduce((sum, [from, to]) => sum + to - from, 0);

/** The union of what was watched with what this report may add. */
export function applyReport(
  watched: readonly Range[],
  reported: readonly Range[],
  length: number,
  budgetSeconds: number,
): Range[] {
  const current = normalizeRanges(watched, length);
  const fresh = firstSeconds(uncovered(normalizeRanges(reported, length), current), budgetSeconds);
  return normalizeRanges([...current, ...fresh], length);
}

/** Seconds a report may add: 2x the time since the caller's previous report, plus slack. */
export function reportBudget(previousAt: Date | undefined, now: Date): number {
  const elapsed = previousAt ? (now.getTime() - previousAt.getTime()) / 1000 : 0;
  return (Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0) * MAX_PLAYBACK_RATE + REPORT_SLACK_SECONDS;
}

/** Whether every published lesson of the course is done for the user. */
async function courseStanding(tx: EnrolmentTx, userId: string, courseId: string) {
  const courseLessons = await orderedLessons(tx, [courseId]);
  const progress = await progressOf(
    tx,
    userId,
    courseLessons.map((lesson) => lesson.id),
  );
  return summarize(courseLessons, progress);
}

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/learn/progress',
    { schema: { body: progressReportSchema }, onRequest: signedInHook(app) },
    async (request): Promise<ProgressResult> => {
      const viewer = await app.auth.requireUser(request);
      const report = request.body;
      const access = await lessonAccess(db, report.lessonId, viewer);
      if (!access.allowed) {
        const status = access.status === 401 ? 403 : access.status;
        throw new HttpError(
          status,
          status === 404 ? learningMessages.lessonNotFound : learningMessages.progressNotKept,
          { lessonId: status === 404 ? learningMessages.lessonNotFound : learningMessages.progressNotKept },
        );
      }
      const { lesson } = access;
      const student = await ownsCourse(db, viewer.id, lesson.courseId);
      // A free preview plays for anyone; its progress is kept for students of the course (and staff).
      if (!student && !isStaff(viewer)) {
        throw new HttpError(403, learningMessages.progressNotKept, {
          lessonId: learningMessages.progressNotKept,
        });
      }
      const length = lesson.durationSeconds;
      let certificateQueued = false;

      const answer = await db.transaction(async (tx) => {
        // One report of a user at a time: the time budget is per user, across lessons and devices.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`learn:${viewer.id}`}))`);
        const now = new Date();
        const fresh = await tx
          .insert(idempotencyKeys)
          .values({
            key: report.reportId,
            route: REPORT_ROUTE,
            caller: viewer.id,
            requestHash: report.lessonId,
            status: 200,
            lockedAt: now,
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        const [row] = await tx
          .select()
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, viewer.id), eq(lessonProgress.lessonId, lesson.id)));
        if (fresh.length === 0) {
          // A retry of a report already counted: nothing changes.
          return {
            watchedSeconds: row?.watchedSeconds ?? 0,
            done: Boolean(row?.completedAt),
            positionSeconds: row?.positionSeconds ?? 0,
            progress: await courseStanding(tx, viewer.id, lesson.courseId),
          };
        }
        const [previous] = await tx
          .select({ at: sql<string | null>`max(${lessonProgress.updatedAt})::text` })
          .from(lessonProgress)
          .where(eq(lessonProgress.userId, viewer.id));
        const previousAt = previous?.at ? new Date(previous.at) : undefined;
        const ranges = applyReport(
          row?.ranges ?? [],
          report.ranges as Range[],
          length,
          reportBudget(previousAt, now),
        );
        const watched = totalSeconds(ranges);
        const reachedDone = length > 0 && watched >= LESSON_DONE_SHARE * length;
        const completedAt = row?.completedAt ?? (reachedDone ? now : null);
        const positionSeconds = Math.round(
          length > 0 ? Math.min(report.positionSeconds, length) : report.positionSeconds,
        );
        const values = {
          ranges,
          watchedSeconds: Math.round(watched),
          positionSeconds,
          completedAt,
          updatedAt: now,
        };
        await tx
          .insert(lessonProgress)
          .values({ userId: viewer.id, lessonId: lesson.id, ...values })
          .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: values });
        const progress = await courseStanding(tx, viewer.id, lesson.courseId);
        const justCompleted = !row?.completedAt && completedAt !== null;
        if (justCompleted && student && progress.total > 0 && progress.done === progress.total) {
          const [issued] = await tx
            .select({ id: certificates.id })
            .from(certificates)
            .where(and(eq(certificates.userId, viewer.id), eq(certificates.courseId, lesson.courseId)));
          if (!issued) {
            await app.queue.enqueue(
              'certificate.issue',
              { userId: viewer.id, courseId: lesson.courseId },
              tx as unknown as Db,
            );
            certificateQueued = true;
          }
        }
        return {
          watchedSeconds: values.watchedSeconds,
          done: completedAt !== null,
          positionSeconds,
          progress,
        };
      });
      if (certificateQueued) app.queue.wake();
      return answer;
    },
  );
};
