/**
 * The database schema (drizzle, PostgreSQL dialect: the same tables on PGlite and on PostgreSQL).
 *
 * For the payments module (engineer H5): append your tables at the END of this file under the
 * "payments" banner, then run `pnpm --filter @company/api-server db:generate` and commit the new SQL file
 * in `packages/api-server/drizzle/`. Migrations are applied in order at start. In a route, reach the
 * database through `app.db` (a drizzle instance typed with this schema); wrap multi-statement writes in
 * `app.db.transaction(async (tx) => ...)`. A succeeded purchase by a signed-in buyer is recorded by
 * inserting one `purchases` row per course (My Course reads them).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Customers and administrators. E-mails are stored lower-cased. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  mobile: text('mobile').notNull(),
  address: text('address').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** `admin` (everything), `staff` (the console's enquiries, applications and orders) or `customer`. */
  role: text('role', { enum: ['customer', 'staff', 'admin'] })
    .notNull()
    .default('customer'),
  /**
   * When the owner proved the address (docs/requirements/issues/24-staff-console.md): a one-time-code login or an e-mailed password-reset
   * link. From then on, guest orders and applications made with this e-mail belong to the account.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Refresh sessions: only a SHA-256 of the cookie value is stored; rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * When this (already rotated) token was accepted once more inside the short grace window for parallel
     * refreshes (two tabs at once). The grace is single-use: any further reuse ends every session (docs/requirements/issues/23-safe-in-production.md).
     */
    graceUsedAt: timestamp('grace_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_user_idx').on(table.userId)],
);

/** One-time sign-in codes: a keyed hash of the code, 10 minutes, 5 attempts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('otp_codes_email_idx').on(table.email)],
);

/** Contact enquiries, worked through by staff in the console (status, assignee, internal notes). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender (issue 24: their data export and account deletion include it). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /**
     * Where the confirmation went (issue 24): the address the sender gave, else their account's; null when
     * there was neither (an anonymous sender who left the optional field blank).
     */
    email: text('email'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'in_progress', 'done'] })
      .notNull()
      .default('new'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Internal notes: staff only, never shown to the sender. */
    notes: text('notes').notNull().default(''),
    /** Who marked it done, and when (cleared when it is reopened). */
    doneById: uuid('done_by_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_status_idx').on(table.status),
    // The console's full-text search (simple configuration: names, numbers and any language).
    index('contact_messages_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${table.name} || ' ' || ${table.mobile} || ' ' || ${table.subject} || ' ' || ${table.message})`,
    ),
  ],
);

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobTitle: text('job_title').notNull(),
  experience: text('experience'),
  education: text('education'),
  location: text('location'),
  skill: text('skill'),
  description: text('description'),
  /** Issue 24: `closed` jobs are kept for the console but left out of /career, /job and `GET job`. */
  status: text('status', { enum: ['open', 'closed'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Job applications (`POST enquire`). The resume file lives under UPLOAD_DIR/resumes and is never public. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    experience: text('experience').notNull(),
    currentSalary: text('current_salary').notNull(),
    resumeName: text('resume_name').notNull(),
    resumeFile: text('resume_file').notNull(),
    status: text('status', { enum: ['new', 'shortlisted', 'rejected', 'hired'] })
      .notNull()
      .default('new'),
    /** Internal notes: staff only. */
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('job_applications_user_idx').on(table.userId)],
);

export const internships = pgTable('internships', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  number: text('number').notNull(),
  course: text('course').notNull(),
  resumeName: text('resume_name').notNull(),
  resumeFile: text('resume_file').notNull(),
  status: text('status', { enum: ['new', 'shortlisted', 'rejected', 'hired'] })
    .notNull()
    .default('new'),
  /** Internal notes: staff only. */
  notes: text('notes').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** File name under UPLOAD_DIR/blogs. */
    image: text('image').notNull(),
    description: text('description').notNull(),
    /** Issue 24: `draft` blogs are kept for the console but left out of /blogs and `GET blog`. */
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('blogs_created_idx').on(table.createdAt)],
);

export const teamMembers = pgTable('team_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  /** File name under UPLOAD_DIR/team. */
  image: text('image').notNull(),
  description: text('description').notNull().default(''),
  linkedin: text('linkedin'),
  github: text('github'),
  twitter: text('twitter'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Issue 24: `draft` members are kept for the console but left out of /team and `GET ourteam`. */
  status: text('status', { enum: ['published', 'draft'] })
    .notNull()
    .default('published'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Issue 24: what administrators set in the console's Prices section, beside `price`. The seed inserts a
 * missing course or product with the catalogue's price, available; after that the price and availability
 * are the database's alone: no start or seed writes them again.
 */
const priceColumns = () => ({
  /** False: still listed, but not for sale (no order can be created for it). */
  available: boolean('available').notNull().default(true),
  /** The last change of price or availability in the console; null while it is as first seeded. */
  priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Courses: the ids of docs/requirements/SPEC.md §3 (`courseCatalog`), with their copy. The price starts as the catalogue's and
 * is then managed in the console (see `priceColumns`).
 */
export const courses = pgTable('courses', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  /** File name under UPLOAD_DIR/courses. */
  image: text('image').notNull(),
  /** Whole rupees. */
  price: integer('price').notNull(),
  details: jsonb('details')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  videos: jsonb('videos')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  sortOrder: integer('sort_order').notNull().default(0),
  ...priceColumns(),
});

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** Whole rupees. */
  price: integer('price').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...priceColumns(),
});

/** What a signed-in buyer owns (My Course). Written by the payments module after a succeeded save. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: ['course', 'product'] }).notNull(),
    itemId: text('item_id').notNull(),
    /** Whole rupees paid for this item. */
    price: integer('price').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('purchases_payment_item_idx').on(table.paymentId, table.itemKind, table.itemId),
    index('purchases_user_idx').on(table.userId),
  ],
);

/** Small key/value facts about this database (seed version). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/* ---------- payments (engineer H5): append tables below this line ---------- */

import { serial } from 'drizzle-orm/pg-core';

/** One line of a payment order as priced by the server: kind, catalogue id, title and whole rupees. */
export interface PricedItem {
  kind: 'course' | 'product';
  id: string;
  title: string;
  price: number;
}

/** Payment orders. `paid` is final: nothing moves an order back from it. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The gateway's order id (`order_...`). */
    id: text('id').primaryKey(),
    /** The signed-in buyer, when there was one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<PricedItem[]>().notNull(),
    /** Paise: sum of prices x 100. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** `razorpay` or `sandbox`: which secret signed this order's payments. */
    gateway: text('gateway', { enum: ['razorpay', 'sandbox'] }).notNull(),
    /** `refunded`: set by `refund.*` webhooks once the refunds cover the amount (issue 23). */
    status: text('status', { enum: ['created', 'failed', 'paid', 'refunded'] })
      .notNull()
      .default('created'),
    /** The verified payment that paid the order. */
    paidPaymentId: text('paid_payment_id'),
    /**
     * SHA-256 of the buyer's checkout key (the HttpOnly `acme_checkout` cookie set with the order): with the
     * signed-in owner, the only one who may save, book or read this order's receipt (issue 23).
     */
    buyerKeyHash: text('buyer_key_hash'),
    /** Paise refunded so far (`refund.*` webhooks); the order is `refunded` once it covers the amount. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('payment_orders_user_idx').on(table.userId)],
);

/** Saved checkout outcomes (`POST payment/save`, webhook). Idempotent on the gateway payment id. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The gateway's payment id; null only for a window dismissed before any attempt. */
    paymentId: text('payment_id'),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: text('status', { enum: ['succeeded', 'failed', 'cancelled', 'refunded'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_payment_id_key').on(table.paymentId),
    // One "dismissed before paying" record per order.
    uniqueIndex('payments_cancelled_order_key')
      .on(table.orderId)
      .where(sql`${table.paymentId} is null`),
  ],
);

/** Gateway webhook deliveries already applied, keyed on the gateway's event id. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});

/** Appointments booked after a succeeded payment; the id is the unguessable receipt link. */
export const appointments = pgTable(
  'appointments',
  {
    /** 24 random bytes, base64url. Knowing it is what lets a visitor open the receipt. */
    id: text('id').primaryKey(),
    /** Running number printed on the receipt. */
    seq: serial('seq').notNull(),
    paymentId: text('payment_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('appointments_payment_id_key').on(table.paymentId),
    index('appointments_user_idx').on(table.userId),
  ],
);

/* ---------- issue 23 part B: the durable job queue (mail, one-time codes) ---------- */

/**
 * Work done after the answer, durably: a row per job, claimed by the in-process worker with
 * `FOR UPDATE SKIP LOCKED` (several servers on one PostgreSQL never take the same job), retried with
 * backoff, deleted when done. `kind` picks the handler (`mail`: `{ to, subject, text, html }`; `otp`:
 * `{ email }`); see `src/lib/queue.ts`.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** `pending` (waiting for `next_attempt_at`), `running` (claimed until `locked_until`) or `failed` (gave up). */
    status: text('status', { enum: ['pending', 'running', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A claim older than this is taken to have died with its process, and the job runs again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('queue_jobs_due_idx').on(table.status, table.nextAttemptAt)],
);

/* ---------- staff console (issue 24) ---------- */

/**
 * Who changed what, when: one row per change made through the console, written in the same transaction
 * as the change. `actorEmail` is kept so the history stays readable after an account is removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** e.g. `enquiry.update`, `application.update`. */
    action: text('action').notNull(),
    /** `enquiry`, `job_application`, `internship`. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** `{ field: { from, to } }`. */
    changes: jsonb('changes')
      .$type<Record<string, { from: unknown; to: unknown }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

/* ---------------- issue 23 part A: per-account throttling ---------------- */

/**
 * Per-account counters (`login:<email>` wrong passwords, `otp:<email>` code requests), shared by every
 * process on the database, so many addresses together cannot go past the limit. A window starts with the
 * first hit; a counter whose window has passed starts again.
 */
export const accountThrottles = pgTable('account_throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/* ---------- customer accounts (issue 24) ---------- */

/**
 * E-mailed "set a new password" links: only a SHA-256 of the link's token is stored; single use, 30 minutes.
 * A new request or a successful reset ends the account's other open links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/* ---------- staff invitations (issue 24) ---------- */

/**
 * An administrator's invitation to an e-mail without an account: only a SHA-256 of the e-mailed link's token
 * is stored; single use, 7 days. Accepting it creates the account with role `staff`. A new invitation to the
 * same address, or a cancellation, ends the open one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the list stays readable after the inviter's account is removed. */
    invitedByEmail: text('invited_by_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** The account the invitation created. */
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('staff_invitations_email_idx').on(table.email)],
);

/* ---------- replicas on a shared PostgreSQL (docs/requirements/issues/26-past-one-machine.md) ---------- */

/**
 * The per-address rate limits (`@fastify/rate-limit`) when `DATABASE_URL` is set: one counter per route and
 * client address, counted atomically by every replica (`insert ... on conflict do update ... returning`). A
 * counter whose window has passed starts again; rows past their window are pruned. PGlite counts in memory.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_hits_expires_idx').on(table.expiresAt)],
);

/**
 * `Idempotency-Key` of the public writes: one row per key, route and caller (a keyed hash of the signed-in
 * user or the client address). It is reserved (no `status`) when the first request starts, and completed in
 * the same transaction as the write it answers, so a retry gets the stored answer and never a second write,
 * even when the process died between the commit and the answer. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    route: text('route').notNull(),
    caller: text('caller').notNull(),
    /** A keyed hash of the request body (files by their bytes): a reuse with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The stored answer; null while the first request is in flight. */
    status: integer('status'),
    body: jsonb('body'),
    /** When the request holding the reservation started; a reservation left by a dead process expires. */
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_key_route_caller_idx').on(table.key, table.route, table.caller),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/* ---------- learning (issue 32: docs/requirements/issues/32-courses-you-can-take.md) ---------- */

/** A course's chapters, in order. Lessons belong to one. */
export const courseModules = pgTable(
  'course_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('course_modules_course_idx').on(table.courseId, table.sortOrder)],
);

/**
 * A lesson: its copy, its place, whether anyone may watch it (`freePreview`) and whether it is shown at all
 * (`published`). Its video is a `lesson_media` row (the current one: `mediaId`); captions (WebVTT) and notes
 * (PDF) are object keys in the uploads store.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Whole seconds of the ready video (0 until one is). */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    freePreview: boolean('free_preview').notNull().default(false),
    published: boolean('published').notNull().default(true),
    mediaId: uuid('media_id'),
    /** Key of the WebVTT file, e.g. `lessons/<lessonId>/captions-<hash>.vtt`. */
    captionsKey: text('captions_key'),
    /** Key of the notes PDF. */
    notesKey: text('notes_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('lessons_course_idx').on(table.courseId, table.sortOrder),
    index('lessons_module_idx').on(table.moduleId, table.sortOrder),
  ],
);

/**
 * One uploaded video of a lesson and what the transcoder made of it: `uploading` (bytes arriving),
 * `queued` (a `transcode` job waits), `transcoding` (`progress` 0–100), `ready` (HLS under `hlsPrefix`:
 * `master.m3u8`, one folder per rendition, `poster.jpg`) or `failed` (`error` says why, in words for staff).
 */
export const lessonMedia = pgTable(
  'lesson_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['uploading', 'queued', 'transcoding', 'ready', 'failed'] })
      .notNull()
      .default('uploading'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** The uploaded original, until transcoded. */
    sourceKey: text('source_key'),
    originalName: text('original_name').notNull().default(''),
    sizeBytes: integer('size_bytes').notNull().default(0),
    /** Prefix of the HLS files in the uploads store, e.g. `media/<id>`. */
    hlsPrefix: text('hls_prefix'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** The renditions made, e.g. `[{ name: '360p', width: 640, height: 360, bandwidth: 800000 }]`. */
    renditions: jsonb('renditions')
      .$type<{ name: string; width: number; height: number; bandwidth: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('lesson_media_lesson_idx').on(table.lessonId)],
);

/**
 * Who may watch a course: one row per buyer and course, from a purchase or a staff grant. Access ends when
 * `revokedAt` is set (a refund, or staff), at once: every media request reads this table.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['purchase', 'grant'] }).notNull(),
    /** The payment of a purchase, or the staff member's e-mail for a grant. */
    reference: text('reference').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('enrolments_user_course_idx').on(table.userId, table.courseId),
    index('enrolments_course_idx').on(table.courseId),
  ],
);

/**
 * What a student has watched of a lesson: the union of the stretches actually played (`ranges`, seconds,
 * merged; seeking ahead adds nothing), its total (`watchedSeconds`), where they stopped (`positionSeconds`,
 * for resuming on any device) and when it reached 90 % (`completedAt`).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    ranges: jsonb('ranges')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lesson_progress_user_lesson_idx').on(table.userId, table.lessonId)],
);

/**
 * A certificate of completion: issued once every published lesson of the course is done. `id` is the short
 * public code in its verification URL (`/certificates/<id>`); name and hours are as at issue.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    courseTitle: text('course_title').notNull(),
    /** Whole minutes of the course's lessons at issue. */
    minutes: integer('minutes').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('certificates_user_course_idx').on(table.userId, table.courseId)],
);
