import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import {
  accountThrottles,
  appointments,
  auditLog,
  contactMessages,
  internships,
  jobApplications,
  meta,
  otpCodes,
  paymentOrders,
  payments,
  purchases,
  queueJobs,
  refreshTokens,
  users,
} from '../../db/schema.js';
import { iso } from '../../lib/serialize.js';
import { enrolPurchase } from '../learning/enrolments.js';
import { objectKey, type ObjectStore } from '../../lib/storage.js';

/**
 * The customer's data (docs/requirements/issues/24-staff-console.md): linking guest records to a verified account, the export, the erasure and
 * the retention periods of the privacy policy. Plain functions over a transaction, so the routes, the
 * scheduled job and the tests share them.
 */

const lower = (column: unknown) => sql`lower(${column})`;

/** Guest orders (no account) whose checkout or booking carries this e-mail. */
async function guestOrderIds(tx: Db, email: string): Promise<string[]> {
  const rows = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        isNull(paymentOrders.userId),
        or(
          sql`exists (select 1 from ${payments} where ${payments.orderId} = ${paymentOrders.id} and lower(${payments.email}) = ${email})`,
          sql`exists (select 1 from ${appointments} where ${appointments.orderId} = ${paymentOrders.id} and lower(${appointments.email}) = ${email})`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Once an account's e-mail is proven (a one-time-code login, a password-reset link), what was done with that
 * e-mail without signing in becomes the account's: job and internship applications, and orders paid with it
 * (their receipts, and the courses under My Course). Only ever for a verified address: anybody can sign up
 * with somebody else's e-mail, but only its owner can read the code or the link.
 */
export async function linkGuestRecords(tx: Db, userId: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  await tx
    .update(jobApplications)
    .set({ userId })
    .where(and(isNull(jobApplications.userId), eq(lower(jobApplications.email), address)));
  await tx
    .update(internships)
    .set({ userId })
    .where(and(isNull(internships.userId), eq(lower(internships.email), address)));
  const orderIds = await guestOrderIds(tx, address);
  if (orderIds.length === 0) return;
  await tx.update(paymentOrders).set({ userId }).where(inArray(paymentOrders.id, orderIds));
  await tx
    .update(appointments)
    .set({ userId })
    .where(and(inArray(appointments.orderId, orderIds), isNull(appointments.userId)));
  const paid = await tx
    .select({ items: paymentOrders.items, paymentId: paymentOrders.paidPaymentId })
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.id, orderIds), eq(paymentOrders.status, 'paid')));
  const owned = paid.flatMap((order) =>
    order.paymentId
      ? order.items.map((item) => ({
          userId,
          itemKind: item.kind,
          itemId: item.id,
          price: item.price,
          paymentId: order.paymentId!,
        }))
      : [],
  );
  if (owned.length > 0) await tx.insert(purchases).values(owned).onConflictDoNothing();
  // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the courses of those orders can be watched; an enrolment staff revoked stays revoked.
  for (const order of paid) {
    if (order.paymentId) await enrolPurchase(tx, userId, order.paymentId, order.items, { reactivate: false });
  }
}

/** Marks the account's e-mail as proven (first time only) and links its guest records. */
export async function verifyEmail(tx: Db, userId: string, email: string): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
  await linkGuestRecords(tx, userId, email);
}

const receiptNumber = (createdAt: Date, seq: number) =>
  `RCPT-${createdAt.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;

/** The account's orders, newest first, with every item (courses and products) and the receipt once booked. */
export async function accountOrders(db: Db, userId: string) {
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(sql`${paymentOrders.createdAt} desc`);
  if (orders.length === 0) return [];
  const bookings = await db
    .select({
      id: appointments.id,
      orderId: appointments.orderId,
      seq: appointments.seq,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .where(
      inArray(
        appointments.orderId,
        orders.map((order) => order.id),
      ),
    );
  const byOrder = new Map(bookings.map((booking) => [booking.orderId, booking]));
  return orders.map((order) => {
    const booking = byOrder.get(order.id);
    return {
      id: order.id,
      createdAt: iso(order.createdAt),
      status: order.status,
      items: order.items,
      amount: order.amount,
      paymentId: order.paidPaymentId,
      receiptUrl: booking ? `/user/receipts/${encodeURIComponent(booking.id)}` : null,
      receiptNumber: booking ? receiptNumber(booking.createdAt, booking.seq) : null,
    };
  });
}

/** The account's job and internship applications, newest first, with the status staff gave them. */
export async function accountApplications(db: Db, userId: string) {
  const [jobs, interns] = await Promise.all([
    db.select().from(jobApplications).where(eq(jobApplications.userId, userId)),
    db.select().from(internships).where(eq(internships.userId, userId)),
  ]);
  return [
    ...jobs.map((row) => ({
      id: row.id,
      kind: 'job' as const,
      position: row.jobTitle ?? 'Job application',
      status: row.status,
      resumeName: row.resumeName,
      createdAt: iso(row.createdAt),
    })),
    ...interns.map((row) => ({
      id: row.id,
      kind: 'internship' as const,
      position: row.course,
      status: row.status,
      resumeName: row.resumeName,
      createdAt: iso(row.createdAt),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Everything held about the account, for "Download my data" (no password hash, token hashes or file paths). */
export async function accountExport(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
  const orderIds = orders.map((order) => order.id);
  const [orderPayments, bookings, owned, jobs, interns, enquiries, sessions] = await Promise.all([
    orderIds.length ? db.select().from(payments).where(inArray(payments.orderId, orderIds)) : [],
    orderIds.length ? db.select().from(appointments).where(inArray(appointments.orderId, orderIds)) : [],
    db.select().from(purchases).where(eq(purchases.userId, userId)),
    db.select().from(jobApplications).where(eq(jobApplications.userId, userId)),
    db.select().from(internships).where(eq(internships.userId, userId)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, userId)),
    db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      address: user.address,
      role: user.role,
      emailVerifiedAt: user.emailVerifiedAt ? iso(user.emailVerifiedAt) : null,
      createdAt: iso(user.createdAt),
    },
    orders: orders.map((order) => ({
      id: order.id,
      createdAt: iso(order.createdAt),
      status: order.status,
      items: order.items,
      amountPaise: order.amount,
      currency: order.currency,
      refundedPaise: order.refundedAmount,
      paymentId: order.paidPaymentId,
      payments: orderPayments
        .filter((payment) => payment.orderId === order.id)
        .map((payment) => ({
          paymentId: payment.paymentId,
          status: payment.status,
          name: payment.name,
          email: payment.email,
          phone: payment.phone,
          createdAt: iso(payment.createdAt),
        })),
      receipts: bookings
        .filter((booking) => booking.orderId === order.id)
        .map((booking) => ({
          receiptNumber: receiptNumber(booking.createdAt, booking.seq),
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          createdAt: iso(booking.createdAt),
        })),
    })),
    purchases: owned.map((row) => ({
      kind: row.itemKind,
      id: row.itemId,
      price: row.price,
      paymentId: row.paymentId,
      createdAt: iso(row.createdAt),
    })),
    jobApplications: jobs.map((row) => ({
      id: row.id,
      jobTitle: row.jobTitle,
      name: row.name,
      email: row.email,
      phone: row.phone,
      city: row.city,
      experience: row.experience,
      currentSalary: row.currentSalary,
      resumeName: row.resumeName,
      status: row.status,
      notes: row.notes,
      createdAt: iso(row.createdAt),
    })),
    internshipApplications: interns.map((row) => ({
      id: row.id,
      course: row.course,
      name: row.name,
      email: row.email,
      number: row.number,
      resumeName: row.resumeName,
      status: row.status,
      notes: row.notes,
      createdAt: iso(row.createdAt),
    })),
    enquiries: enquiries.map((row) => ({
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      subject: row.subject,
      message: row.message,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    sessions: sessions.map((row) => ({
      startedAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      endedAt: row.revokedAt ? iso(row.revokedAt) : null,
    })),
  };
}

/** What payment records keep of a deleted customer: the law wants the payment, not the person. */
export const ANONYMISED_NAME = 'Deleted customer';

/** Removes résumé files (after the rows that named them are gone); a missing file is fine. */
export async function removeResumes(store: ObjectStore, files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => store.remove(objectKey('resumes', file)).catch(() => undefined)));
}

/** Audit entries of erased records keep who changed what and when, but no free text (notes) about the person. */
async function redactAudit(tx: Db, entity: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(auditLog)
    .set({ changes: sql`${auditLog.changes} - 'notes'` })
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, [...ids])));
}

/**
 * Deletes an account (issue 24): its applications (and their résumés), enquiries, purchases, sessions, codes,
 * links and throttle counters go; its orders, payments and receipts stay (tax law) with the name, e-mail and
 * phone anonymised and no link to any account or browser. Every session ends at once (its refresh tokens are
 * deleted with the account). Returns the résumé files to remove once the transaction has committed.
 */
export async function eraseAccount(tx: Db, userId: string): Promise<{ resumeFiles: string[] } | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return undefined;
  const email = user.email.toLowerCase();

  // Orders: the account's own, and guest ones paid with its e-mail once it was proven.
  const owned = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId));
  const orderIds = [
    ...owned.map((row) => row.id),
    ...(user.emailVerifiedAt ? await guestOrderIds(tx, email) : []),
  ];
  if (orderIds.length > 0) {
    await tx
      .update(paymentOrders)
      .set({ userId: null, buyerKeyHash: null, updatedAt: new Date() })
      .where(inArray(paymentOrders.id, orderIds));
    await tx
      .update(payments)
      .set({ name: ANONYMISED_NAME, email: '', phone: '', updatedAt: new Date() })
      .where(inArray(payments.orderId, orderIds));
    await tx
      .update(appointments)
      .set({ userId: null, name: ANONYMISED_NAME, email: '', phone: '' })
      .where(inArray(appointments.orderId, orderIds));
  }

  const mine = <T extends typeof jobApplications | typeof internships>(table: T) =>
    user.emailVerifiedAt
      ? or(eq(table.userId, userId), eq(lower(table.email), email))
      : eq(table.userId, userId);
  const jobs = await tx
    .delete(jobApplications)
    .where(mine(jobApplications))
    .returning({ id: jobApplications.id, file: jobApplications.resumeFile });
  const interns = await tx
    .delete(internships)
    .where(mine(internships))
    .returning({ id: internships.id, file: internships.resumeFile });
  const enquiries = await tx
    .delete(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .returning({ id: contactMessages.id });
  await redactAudit(
    tx,
    'job_application',
    jobs.map((row) => row.id),
  );
  await redactAudit(
    tx,
    'internship',
    interns.map((row) => row.id),
  );
  await redactAudit(
    tx,
    'enquiry',
    enquiries.map((row) => row.id),
  );

  await tx.delete(otpCodes).where(eq(otpCodes.email, email));
  await tx.delete(accountThrottles).where(
    inArray(
      accountThrottles.key,
      ['login', 'otp', 'reset'].map((name) => `${name}:${email}`),
    ),
  );
  // Mail not sent yet to this address (a welcome, a code) and code requests for it.
  await tx
    .delete(queueJobs)
    .where(
      and(
        inArray(queueJobs.status, ['pending', 'failed']),
        or(
          sql`lower(${queueJobs.payload}->>'to') = ${email}`,
          sql`lower(${queueJobs.payload}->>'email') = ${email}`,
        ),
      ),
    );
  // Refresh sessions, purchases and reset links go with the row (on delete cascade).
  await tx.delete(users).where(eq(users.id, userId));
  return { resumeFiles: [...jobs, ...interns].map((row) => row.file) };
}

/* ---------------- retention (the privacy policy's periods) ---------------- */

/** Privacy policy, "Retention": enquiries up to two years, job applications up to one year. */
export const RETENTION = { enquiryMonths: 24, applicationMonths: 12 } as const;

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/**
 * Deletes enquiries older than two years and applications (job and internship) older than one year, with
 * their résumés. Payment records are kept (tax law), and accounts until their owner deletes them.
 */
export async function runRetention(
  db: Db,
  store: ObjectStore,
  now = new Date(),
): Promise<{ enquiries: number; applications: number }> {
  const enquiryCutoff = monthsBefore(now, RETENTION.enquiryMonths);
  const applicationCutoff = monthsBefore(now, RETENTION.applicationMonths);
  const outcome = await db.transaction(async (tx) => {
    const enquiries = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, enquiryCutoff))
      .returning({ id: contactMessages.id });
    const jobs = await tx
      .delete(jobApplications)
      .where(lt(jobApplications.createdAt, applicationCutoff))
      .returning({ id: jobApplications.id, file: jobApplications.resumeFile });
    const interns = await tx
      .delete(internships)
      .where(lt(internships.createdAt, applicationCutoff))
      .returning({ id: internships.id, file: internships.resumeFile });
    const db2 = tx as unknown as Db;
    await redactAudit(
      db2,
      'enquiry',
      enquiries.map((row) => row.id),
    );
    await redactAudit(
      db2,
      'job_application',
      jobs.map((row) => row.id),
    );
    await redactAudit(
      db2,
      'internship',
      interns.map((row) => row.id),
    );
    return { enquiries: enquiries.length, jobs, interns };
  });
  await removeResumes(
    store,
    [...outcome.jobs, ...outcome.interns].map((row) => row.file),
  );
  return { enquiries: outcome.enquiries, applications: outcome.jobs.length + outcome.interns.length };
}

const RETENTION_META_KEY = 'retention_last_run';

/**
 * Runs the retention job if nobody has in the last `everyMs`: the claim is one conditional upsert of a `meta`
 * row, so of several servers on one database (or a restart) exactly one runs it per period. Answers what
 * was deleted, or null when another run was recent.
 */
export async function retentionTick(
  db: Db,
  store: ObjectStore,
  everyMs: number,
  now = new Date(),
): Promise<{ enquiries: number; applications: number } | null> {
  const due = new Date(now.getTime() - everyMs).toISOString();
  const claimed = await db
    .insert(meta)
    .values({ key: RETENTION_META_KEY, value: now.toISOString() })
    .onConflictDoUpdate({
      target: meta.key,
      set: { value: now.toISOString() },
      setWhere: sql`${meta.value} <= ${due}`,
    })
    .returning({ key: meta.key });
  if (claimed.length === 0) return null;
  return runRetention(db, store, now);
}
