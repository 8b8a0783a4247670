import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { courses, enrolments, type PricedItem } from '../../db/schema.js';

/**
 * Who may watch a course (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Only buyers watch"):
 * one `enrolments` row per user and course, from a purchase (reference: the payment id) or a staff grant
 * (reference: the staff member's e-mail). Access ends when `revokedAt` is set; every lesson and media request
 * reads the row, so that is at once.
 */

/** The database or a transaction on it. */
export type EnrolmentTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type EnrolmentRow = typeof enrolments.$inferSelect;

/**
 * Enrols the buyer of a paid order in each course of it. A revoked enrolment (a refund, staff) comes back
 * with the new payment when `reactivate` (a new purchase); a current one is kept as it is.
 */
export async function enrolPurchase(
  tx: EnrolmentTx,
  userId: string,
  paymentId: string,
  items: readonly Pick<PricedItem, 'kind' | 'id'>[],
  options: { reactivate: boolean } = { reactivate: true },
): Promise<void> {
  const wanted = [...new Set(items.filter((item) => item.kind === 'course').map((item) => item.id))];
  if (wanted.length === 0) return;
  // Only catalogue courses (an order's item list is kept as priced; a test price list may name others).
  const known = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, wanted));
  const courseIds = known.map((row) => row.id);
  if (courseIds.length === 0) return;
  const rows = courseIds.map((courseId) => ({
    userId,
    courseId,
    source: 'purchase' as const,
    reference: paymentId,
  }));
  const insert = tx.insert(enrolments).values(rows);
  if (!options.reactivate) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: [enrolments.userId, enrolments.courseId],
    set: {
      source: 'purchase',
      reference: sql`excluded.reference`,
      revokedAt: null,
      revokedReason: null,
      createdAt: sql`now()`,
    },
    setWhere: isNotNull(enrolments.revokedAt),
  });
}

/**
 * Gives a user a course by hand (staff). Answers the enrolment, or undefined when the user already has
 * current access (nothing changes then). A revoked enrolment becomes a grant.
 */
export async function grantEnrolment(
  tx: EnrolmentTx,
  userId: string,
  courseId: string,
  grantedBy: string,
): Promise<EnrolmentRow | undefined> {
  const [row] = await tx
    .insert(enrolments)
    .values({ userId, courseId, source: 'grant', reference: grantedBy })
    .onConflictDoUpdate({
      target: [enrolments.userId, enrolments.courseId],
      set: {
        source: 'grant',
        reference: grantedBy,
        revokedAt: null,
        revokedReason: null,
        createdAt: sql`now()`,
      },
      setWhere: isNotNull(enrolments.revokedAt),
    })
    .returning();
  return row;
}

/**
 * Ends a user's access to a course now (a refund, or staff). Answers the enrolment as it was
 * before, or undefined when there was no current one.
 */
export async function revokeEnrolment(
  tx: EnrolmentTx,
  userId: string,
  courseId: string,
  reason: string,
): Promise<EnrolmentRow | undefined> {
  const [before] = await tx
    .select()
    .from(enrolments)
    .where(
      and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId), isNull(enrolments.revokedAt)),
    )
    .for('update');
  if (!before) return undefined;
  await tx
    .update(enrolments)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return before;
}

/** A fully refunded payment ends the enrolments it made (not a later purchase or a grant of the course). */
export async function revokePurchaseEnrolments(
  tx: EnrolmentTx,
  paymentId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(enrolments)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(enrolments.source, 'purchase'),
        eq(enrolments.reference, paymentId),
        isNull(enrolments.revokedAt),
      ),
    );
}
