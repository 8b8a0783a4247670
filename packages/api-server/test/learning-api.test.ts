/**
 * Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the learning API against the real server and
 * database. Course outline, lesson pages with signed media URLs, progress (union, retries, seeking, clamping,
 * 90 %, resume), the certificate job, owned courses and My Course, a second order refused, and the console's
 * learners with grant and revoke. The test seeds its own modules and lessons (the media part seeds others).
 */
import {
  auditListResponseSchema,
  authResponseSchema,
  courseOutlineSchema,
  errorBodySchema,
  learnerListSchema,
  learnerSchema,
  learningMessages,
  lessonDetailSchema,
  myCourseListSchema,
  ownedCoursesSchema,
  progressResultSchema,
} from '@company/contracts';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  courseModules,
  enrolments,
  lessonMedia,
  lessonProgress,
  lessons,
  queueJobs,
  users,
} from '../src/db/schema.js';
import {
  applyReport,
  normalizeRanges,
  REPORT_SLACK_SECONDS,
  reportBudget,
  uncovered,
} from '../src/modules/learning/progress.js';
import { loadGatewayConfig } from '../src/modules/payments/index.js';
import { handleWebhook } from '../src/modules/payments/service.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  databases,
  form,
  type Reply,
  startTestServer,
  type TestServer,
} from './helpers.js';

const COURSE = 'basic-python';
const OTHER_COURSE = 'advance-python';

const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${name}=`)) ?? '';

function expectError(reply: Reply, status: number, errors?: Record<string, string>) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const body = errorBodySchema.parse(reply.body);
  if (errors) expect(body.errors).toMatchObject(errors);
  return body;
}

describe('range arithmetic', () => {
  it('merges, subtracts and limits played stretches', () => {
    expect(
      normalizeRanges(
        [
          [30, 40],
          [0, 10],
          [5, 20],
          [-5, 0],
          [90, 150],
        ],
        100,
      ),
    ).toEqual([
      [0, 20],
      [30, 40],
      [90, 100],
    ]);
    expect(
      uncovered(
        [[0, 50]],
        [
          [10, 20],
          [30, 40],
        ],
      ),
    ).toEqual([
      [0, 10],
      [20, 30],
      [40, 50],
    ]);
    // 25 new seconds allowed: the first 25 of what is not yet watched.
    expect(applyReport([[10, 20]], [[0, 100]], 100, 25)).toEqual([[0, 35]]);
    // 2x the wall-clock time since the previous report, plus the slack; the first report gets the slack.
    const now = new Date('2026-11-28T10:00:30Z');
    expect(reportBudget(new Date('2026-11-28T10:00:00Z'), now)).toBe(60 + REPORT_SLACK_SECONDS);
    expect(reportBudget(undefined, now)).toBe(REPORT_SLACK_SECONDS);
  });
});

describe.each(databases)('learning API on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let admin: Session;
  let staff: Session;
  let buyer: Session;
  let other: Session;
  let late: Session;
  const lesson = {} as Record<'preview' | 'second' | 'third' | 'hidden', string>;
  const moduleIds = {} as Record<'first' | 'second', string>;

  interface Session {
    token: string;
    id: string;
    email: string;
  }

  const signIn = async (email: string, password: string): Promise<Session> => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    const body = authResponseSchema.parse(reply.body);
    const token = body.data.access_token;
    const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    return { token, id, email };
  };
  const register = async (n: string) => {
    const reply = await call(base, 'POST', 'customer', {
      form: form({
        name: `Person ${n}`,
        email: `${n}@example.com`,
        mobile: '9876543210',
        address: 'Wright Town, Jabalpur',
        password: `password-${n}`,
      }),
    });
    expect(reply.status).toBe(200);
    return signIn(`${n}@example.com`, `password-${n}`);
  };

  const order = (who: Session | undefined, items: { kind: 'course' | 'product'; id: string }[]) =>
    call(base, 'POST', 'payment/order', { json: { items }, token: who?.token });

  /** A signed-in sandbox checkout, paid and saved; answers the payment id. */
  const buy = async (who: Session, courseId: string) => {
    const created = await order(who, [{ kind: 'course', id: courseId }]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = (created.body as { order_id: string }).order_id;
    const headers = { cookie: cookieOf(created.headers, 'acme_checkout') };
    const paid = (
      await call(base, 'POST', 'payment/sandbox/pay', {
        json: { order_id: orderId, outcome: 'success' },
        headers,
      })
    ).body as { razorpay_payment_id: string; razorpay_signature: string };
    const verify = await call(base, 'POST', 'payment/verify', {
      json: { order_id: orderId, payment_id: paid.razorpay_payment_id, signature: paid.razorpay_signature },
    });
    expect(verify.status).toBe(200);
    const saved = await call(base, 'POST', 'payment/save', {
      json: {
        order_id: orderId,
        payment_id: paid.razorpay_payment_id,
        name: 'Asha Verma',
        email: who.email,
        phone: '9876543210',
        status: 'succeeded',
      },
      headers,
      token: who.token,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return paid.razorpay_payment_id;
  };

  const outline = async (who?: Session) => {
    const reply = await call(base, 'GET', `learn/courses/${COURSE}`, { token: who?.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return courseOutlineSchema.parse(reply.body);
  };
  const detail = (id: string, who?: Session) =>
    call(base, 'GET', `learn/lessons/${id}`, { token: who?.token });
  const report = async (
    who: Session,
    lessonId: string,
    ranges: [number, number][],
    positionSeconds: number,
    reportId = randomUUID(),
  ) => {
    const reply = await call(base, 'POST', 'learn/progress', {
      token: who.token,
      json: { lessonId, reportId, ranges, positionSeconds },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return progressResultSchema.parse(reply.body);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = server.base;
    const db = server.database.db;
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    buyer = await register('learner');
    other = await register('visitor');
    late = await register('granted');
    await register('clerk');
    await db.update(users).set({ role: 'staff' }).where(eq(users.email, 'clerk@example.com'));
    staff = await signIn('clerk@example.com', 'password-clerk');

    // The seed gives every course a few lessons (db/seed-lessons.ts); this suite sets out its own.
    await db.delete(courseModules).where(eq(courseModules.courseId, COURSE));
    // Two modules; a free preview, two paid lessons and one unpublished (the second module listed first
    // in the table, to show the order comes from sortOrder).
    const [second] = await db
      .insert(courseModules)
      .values({ courseId: COURSE, title: 'Working with data', sortOrder: 2 })
      .returning();
    const [first] = await db
      .insert(courseModules)
      .values({ courseId: COURSE, title: 'Getting started', sortOrder: 1 })
      .returning();
    moduleIds.first = first!.id;
    moduleIds.second = second!.id;
    const add = async (
      values: Partial<typeof lessons.$inferInsert> & { title: string; moduleId: string },
    ) => {
      const [row] = await db
        .insert(lessons)
        .values({ courseId: COURSE, summary: `About ${values.title}`, ...values })
        .returning();
      return row!.id;
    };
    lesson.third = await add({
      title: 'Lists and loops',
      moduleId: second!.id,
      sortOrder: 1,
      durationSeconds: 200,
    });
    lesson.hidden = await add({
      title: 'Draft: files',
      moduleId: second!.id,
      sortOrder: 2,
      durationSeconds: 50,
      published: false,
    });
    lesson.preview = await add({
      title: 'Why Python',
      moduleId: first!.id,
      sortOrder: 1,
      durationSeconds: 100,
      freePreview: true,
    });
    lesson.second = await add({
      title: 'Variables',
      moduleId: first!.id,
      sortOrder: 2,
      durationSeconds: 100,
      captionsKey: 'lessons/x/captions.vtt',
    });
    for (const id of [lesson.preview, lesson.second]) {
      const [media] = await db
        .insert(lessonMedia)
        .values({ lessonId: id, status: 'ready', hlsPrefix: `media/${id}`, durationSeconds: 100 })
        .returning();
      await db.update(lessons).set({ mediaId: media!.id }).where(eq(lessons.id, id));
    }
    const [transcoding] = await db
      .insert(lessonMedia)
      .values({ lessonId: lesson.third, status: 'transcoding', progress: 40 })
      .returning();
    await db.update(lessons).set({ mediaId: transcoding!.id }).where(eq(lessons.id, lesson.third));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('enrols a buyer with the purchase and refuses a second order for the course (409)', async () => {
    const paymentId = await buy(buyer, COURSE);
    const [row] = await server.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, buyer.id), eq(enrolments.courseId, COURSE)));
    expect(row).toMatchObject({ source: 'purchase', reference: paymentId, revokedAt: null });

    const again = expectError(await order(buyer, [{ kind: 'course', id: COURSE }]), 409, {
      'items.0.id': 'You already own Basic Python. Open it from My Course.',
    });
    expect(again.message).toBe(learningMessages.alreadyOwned('Basic Python'));
    // In a cart with another course too, and by position.
    expectError(
      await order(buyer, [
        { kind: 'course', id: OTHER_COURSE },
        { kind: 'course', id: COURSE },
      ]),
      409,
      { 'items.1.id': learningMessages.alreadyOwned('Basic Python') },
    );
    // Another course, or a visitor (whose order names no account), may still order.
    expect((await order(buyer, [{ kind: 'course', id: OTHER_COURSE }])).status).toBe(201);
    expect((await order(undefined, [{ kind: 'course', id: COURSE }])).status).toBe(201);
    expect((await order(other, [{ kind: 'course', id: COURSE }])).status).toBe(201);

    const owned = ownedCoursesSchema.parse(
      (await call(base, 'GET', 'learn/owned', { token: buyer.token })).body,
    );
    expect(owned.courseIds).toEqual([COURSE]);
    expect(
      ownedCoursesSchema.parse((await call(base, 'GET', 'learn/owned', { token: other.token })).body),
    ).toEqual({
      courseIds: [],
    });
    expectError(await call(base, 'GET', 'learn/owned'), 401);
  });

  it('outlines the course for a visitor, a buyer and staff', async () => {
    const anonymous = await outline();
    expect(anonymous).toMatchObject({
      course: { id: COURSE, title: 'Basic Python' },
      owned: false,
      access: 'visitor',
      progress: { done: 0, total: 3, percent: 0 },
      nextLessonId: lesson.preview,
      certificateId: null,
    });
    expect(anonymous.modules.map((module) => module.title)).toEqual(['Getting started', 'Working with data']);
    expect(anonymous.modules.flatMap((module) => module.lessons.map((row) => row.id))).toEqual([
      lesson.preview,
      lesson.second,
      lesson.third,
    ]);
    expect(anonymous.modules[0]!.lessons[0]).toEqual({
      id: lesson.preview,
      title: 'Why Python',
      summary: 'About Why Python',
      durationSeconds: 100,
      freePreview: true,
      ready: true,
      done: false,
      watchedSeconds: 0,
    });
    expect(anonymous.modules[1]!.lessons[0]!.ready).toBe(false);

    const mine = await outline(buyer);
    expect(mine).toMatchObject({ owned: true, access: 'buyer', nextLessonId: lesson.preview });
    expect(mine.modules.flatMap((module) => module.lessons).length).toBe(3);

    const console = await outline(staff);
    expect(console.access).toBe('staff');
    expect(console.modules.flatMap((module) => module.lessons.map((row) => row.id))).toContain(lesson.hidden);
    // Progress counts published lessons only, for staff too.
    expect(console.progress.total).toBe(3);

    expectError(await call(base, 'GET', 'learn/courses/no-such-course'), 404);
  });

  it('opens a lesson to its buyer, staff, and a free preview to anyone; signs the media URLs', async () => {
    expectError(await detail(lesson.second), 401);
    expect(expectError(await detail(lesson.second, other), 403).message).toBe(learningMessages.buyToWatch);
    expectError(await detail(randomUUID(), buyer), 404);
    expectError(await detail('not-a-uuid', buyer), 404);
    // Unpublished: not there for a buyer; staff see it.
    expectError(await detail(lesson.hidden, buyer), 404);
    expect((await detail(lesson.hidden, staff)).status).toBe(200);

    const reply = await detail(lesson.second, buyer);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('private');
    const page = lessonDetailSchema.parse(reply.body);
    expect(page).toMatchObject({
      lesson: {
        id: lesson.second,
        courseId: COURSE,
        courseTitle: 'Basic Python',
        moduleTitle: 'Getting started',
        title: 'Variables',
        durationSeconds: 100,
        freePreview: false,
      },
      media: { status: 'ready' },
      notesUrl: null,
      positionSeconds: 0,
      done: false,
      prevLessonId: lesson.preview,
      nextLessonId: lesson.third,
    });
    const signer = server.app.mediaSigner;
    for (const [url, file] of [
      [page.media.playlistUrl, 'master.m3u8'],
      [page.media.posterUrl, 'poster.jpg'],
      [page.captionsUrl, 'captions.vtt'],
    ] as const) {
      const parsed = new URL(url!, 'http://localhost');
      expect(parsed.pathname).toBe(`/api/v1/media/lessons/${lesson.second}/${file}`);
      const signature = signer.verify(parsed.pathname, Object.fromEntries(parsed.searchParams));
      expect(signature?.userId).toBe(buyer.id);
    }

    // A free preview: anyone, signed for the public viewer; a video still transcoding has no playlist.
    const preview = lessonDetailSchema.parse((await detail(lesson.preview)).body);
    const previewUrl = new URL(preview.media.playlistUrl!, 'http://localhost');
    expect(signer.verify(previewUrl.pathname, Object.fromEntries(previewUrl.searchParams))?.userId).toBe(
      'public',
    );
    expect(preview.prevLessonId).toBeNull();
    const third = lessonDetailSchema.parse((await detail(lesson.third, buyer)).body);
    expect(third.media).toEqual({ status: 'transcoding', playlistUrl: null, posterUrl: null });
    expect(third.nextLessonId).toBeNull();
  });

  it('keeps watched seconds as a union: retries, seeks and clamping; done at 90 %; resumes', async () => {
    const first = await report(buyer, lesson.second, [[0, 20]], 20);
    expect(first).toMatchObject({ watchedSeconds: 20, done: false, positionSeconds: 20 });
    expect(first.progress).toEqual({ done: 0, total: 3, percent: 0 });

    // The same report again (a retry after a dropped connection), even with other content: nothing changes.
    const reportId = randomUUID();
    await report(buyer, lesson.second, [[10, 40]], 40, reportId);
    const retried = await report(buyer, lesson.second, [[40, 70]], 70, reportId);
    expect(retried).toMatchObject({ watchedSeconds: 40, positionSeconds: 40 });
    // Overlap counts once.
    expect((await report(buyer, lesson.second, [[0, 40]], 40)).watchedSeconds).toBe(40);
    // A seek from 40 to 80: only what was played after it counts.
    expect((await report(buyer, lesson.second, [[80, 90]], 90)).watchedSeconds).toBe(50);
    // Beyond the end is clamped to the lesson's 100 seconds; a position too.
    const clamped = await report(buyer, lesson.second, [[90, 500]], 600);
    expect(clamped).toMatchObject({ watchedSeconds: 60, positionSeconds: 100 });
    const [row] = await server.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, buyer.id), eq(lessonProgress.lessonId, lesson.second)));
    expect(row!.ranges).toEqual([
      [0, 40],
      [80, 100],
    ]);

    // A claim of more than the player could have played since the last report is cut to 2x the time + slack.
    const greedy = await report(buyer, lesson.third, [[0, 200]], 200);
    expect(greedy.watchedSeconds).toBeGreaterThanOrEqual(60);
    expect(greedy.watchedSeconds).toBeLessThan(70);
    expect(greedy.done).toBe(false);

    // 40 → 80 fills the gap: 100 of 100, done; more reports keep the first completion time.
    const done = await report(buyer, lesson.second, [[40, 80]], 35);
    expect(done).toMatchObject({ watchedSeconds: 100, done: true, positionSeconds: 35 });
    expect(done.progress).toEqual({ done: 1, total: 3, percent: 33 });
    const [completed] = await server.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, buyer.id), eq(lessonProgress.lessonId, lesson.second)));
    await report(buyer, lesson.second, [[0, 10]], 10);
    const [after] = await server.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, buyer.id), eq(lessonProgress.lessonId, lesson.second)));
    expect(after!.completedAt).toEqual(completed!.completedAt);

    // Resume on any device: the lesson page and the outline carry it.
    const page = lessonDetailSchema.parse((await detail(lesson.second, buyer)).body);
    expect(page).toMatchObject({ positionSeconds: 10, done: true });
    const mine = await outline(buyer);
    expect(mine.modules[0]!.lessons[1]).toMatchObject({ done: true, watchedSeconds: 100 });
    expect(mine.progress).toEqual({ done: 1, total: 3, percent: 33 });
    // Last watched (the second lesson) is done: "Continue" goes to the next unfinished one.
    expect(mine.nextLessonId).toBe(lesson.third);
  });

  it('refuses progress from visitors and non-buyers, and bad reports with field errors', async () => {
    const body = { lessonId: lesson.preview, reportId: randomUUID(), ranges: [[0, 5]], positionSeconds: 5 };
    expectError(await call(base, 'POST', 'learn/progress', { json: body }), 401);
    // A free preview plays for anyone, but its progress is kept for students.
    expectError(await call(base, 'POST', 'learn/progress', { json: body, token: other.token }), 403, {
      lessonId: learningMessages.progressNotKept,
    });
    expectError(
      await call(base, 'POST', 'learn/progress', {
        json: { ...body, lessonId: randomUUID() },
        token: buyer.token,
      }),
      404,
    );
    expectError(
      await call(base, 'POST', 'learn/progress', {
        json: { lessonId: 'x', reportId: 'y', ranges: [[5, 2]], positionSeconds: -1 },
        token: buyer.token,
      }),
      400,
      {
        lessonId: learningMessages.lessonIdInvalid,
        reportId: learningMessages.reportIdInvalid,
        'ranges.0': learningMessages.rangeInvalid,
        positionSeconds: learningMessages.positionInvalid,
      },
    );
    expectError(
      await call(base, 'POST', 'learn/progress', {
        json: { ...body, ranges: [[0, 'ten']], amount: 1 },
        token: buyer.token,
      }),
      400,
    );
    expectError(
      await call(base, 'POST', 'learn/progress', {
        json: { ...body, ranges: Array.from({ length: 101 }, () => [0, 1]) },
        token: buyer.token,
      }),
      400,
      { ranges: learningMessages.rangesInvalid },
    );
    // Staff may report on any lesson, an unpublished one too.
    const draft = await report(staff, lesson.hidden, [[0, 50]], 50);
    expect(draft).toMatchObject({ watchedSeconds: 50, done: true });
  });

  it('queues certificate.issue once, when the last lesson of the course is done', async () => {
    const issued: unknown[] = [];
    server.app.queue.handle('certificate.issue', {
      transactional: false,
      run: async (payload) => {
        issued.push(payload);
      },
    });
    await report(buyer, lesson.preview, [[0, 60]], 60);
    expect((await report(buyer, lesson.preview, [[60, 100]], 100)).done).toBe(true);
    await report(buyer, lesson.third, [[60, 120]], 120);
    expect(issued).toEqual([]);
    const last = await report(buyer, lesson.third, [[120, 180]], 180);
    expect(last).toMatchObject({ done: true, progress: { done: 3, total: 3, percent: 100 } });
    await expect.poll(() => issued.length, { timeout: 5000 }).toBe(1);
    expect(issued[0]).toEqual({ userId: buyer.id, courseId: COURSE });
    // More watching of a finished course queues nothing more.
    await report(buyer, lesson.third, [[180, 200]], 200);
    await report(buyer, lesson.preview, [[0, 10]], 10);
    const pending = await server.database.db
      .select()
      .from(queueJobs)
      .where(eq(queueJobs.kind, 'certificate.issue'));
    expect(pending).toEqual([]);
    expect(issued.length).toBe(1);
    expect((await outline(buyer)).nextLessonId).toBeNull();
  });

  it('shows progress and the next lesson in My Course', async () => {
    const mine = myCourseListSchema.parse(
      (await call(base, 'GET', `order/my-courses/${buyer.id}`, { token: buyer.token })).body,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        id: COURSE,
        title: 'Basic Python',
        fee: 999,
        progress: { done: 3, total: 3, percent: 100 },
        nextLessonId: null,
      }),
    ]);
  });

  it('lets staff grant by e-mail and revoke at once (audited), with each learner’s percent viewed', async () => {
    const path = `admin/courses/${COURSE}/learners`;
    expectError(await call(base, 'GET', path), 401);
    expectError(await call(base, 'GET', path, { token: buyer.token }), 403);
    expectError(await call(base, 'POST', path, { token: buyer.token, json: { email: late.email } }), 403);
    expectError(
      await call(base, 'POST', path, { token: staff.token, json: { email: 'nobody@example.com' } }),
      404,
      {
        email: learningMessages.noCustomer,
      },
    );
    expectError(
      await call(base, 'POST', path, { token: staff.token, json: { email: 'not an email' } }),
      400,
      {
        email: learningMessages.emailInvalid,
      },
    );
    expectError(
      await call(base, 'GET', 'admin/courses/no-such-course/learners', { token: staff.token }),
      400,
    );

    expectError(await detail(lesson.second, late), 403);
    const granted = await call(base, 'POST', path, {
      token: staff.token,
      json: { email: 'Granted@Example.com' },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(learnerSchema.parse(granted.body)).toMatchObject({
      userId: late.id,
      source: 'grant',
      revokedAt: null,
      percentViewed: 0,
      lessonsTotal: 3,
    });
    expectError(await call(base, 'POST', path, { token: staff.token, json: { email: late.email } }), 409, {
      email: learningMessages.alreadyLearner,
    });
    // Access at once; the course is in My Course (fee 0) and refused in a new order.
    expect((await detail(lesson.second, late)).status).toBe(200);
    const courses = myCourseListSchema.parse(
      (await call(base, 'GET', `order/my-courses/${late.id}`, { token: late.token })).body,
    );
    expect(courses).toEqual([
      expect.objectContaining({
        id: COURSE,
        fee: 0,
        progress: { done: 0, total: 3, percent: 0 },
        nextLessonId: lesson.preview,
      }),
    ]);
    expectError(await order(late, [{ kind: 'course', id: COURSE }]), 409);

    // One lesson of three with any watched second: 33.3 %.
    await report(late, lesson.second, [[0, 5]], 5);
    const list = learnerListSchema.parse((await call(base, 'GET', path, { token: staff.token })).body);
    expect(list.find((row) => row.userId === late.id)).toMatchObject({
      percentViewed: 33.3,
      lessonsViewed: 1,
      lessonsDone: 0,
      lessonsTotal: 3,
    });
    expect(list.find((row) => row.userId === buyer.id)).toMatchObject({
      name: 'Person learner',
      email: 'learner@example.com',
      source: 'purchase',
      percentViewed: 100,
      lessonsViewed: 3,
      lessonsDone: 3,
      lessonsTotal: 3,
    });

    // Revocation: a reason is required; then refused at once, everywhere.
    const one = `${path}/${late.id}`;
    expectError(await call(base, 'DELETE', one, { token: staff.token, json: { reason: ' ' } }), 400, {
      reason: learningMessages.reasonRequired,
    });
    const revoked = await call(base, 'DELETE', one, {
      token: staff.token,
      json: { reason: 'Corporate batch ended' },
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(learnerSchema.parse(revoked.body)).toMatchObject({ revokedReason: 'Corporate batch ended' });
    expect(learnerSchema.parse(revoked.body).revokedAt).not.toBeNull();
    expectError(await detail(lesson.second, late), 403);
    expectError(
      await call(base, 'POST', 'learn/progress', {
        token: late.token,
        json: { lessonId: lesson.second, reportId: randomUUID(), ranges: [[5, 10]], positionSeconds: 10 },
      }),
      403,
    );
    expect(
      ownedCoursesSchema.parse((await call(base, 'GET', 'learn/owned', { token: late.token })).body)
        .courseIds,
    ).toEqual([]);
    expect((await call(base, 'GET', `order/my-courses/${late.id}`, { token: late.token })).body).toEqual([]);
    expectError(await call(base, 'DELETE', one, { token: staff.token, json: { reason: 'Again' } }), 404);

    const audit = auditListResponseSchema.parse(
      (
        await call(base, 'GET', `admin/audit?entity=enrolment&entityId=${COURSE}:${late.id}`, {
          token: admin.token,
        })
      ).body,
    );
    expect(audit.data.map((entry) => entry.action).sort()).toEqual(['learner.grant', 'learner.revoke']);
    expect(audit.data.find((entry) => entry.action === 'learner.revoke')).toMatchObject({
      actor: expect.objectContaining({ email: staff.email }),
      changes: {
        access: { from: 'grant', to: 'revoked' },
        reason: { from: null, to: 'Corporate batch ended' },
      },
    });

    // Buying it now gives access again, as a purchase.
    const paymentId = await buy(late, COURSE);
    const [row] = await server.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, late.id), eq(enrolments.courseId, COURSE)));
    expect(row).toMatchObject({
      source: 'purchase',
      reference: paymentId,
      revokedAt: null,
      revokedReason: null,
    });
    expect((await detail(lesson.second, late)).status).toBe(200);

    // A full refund (the gateway's webhook) ends that purchase's access at once.
    const outcome = await handleWebhook(
      { db: server.database.db, gateway: loadGatewayConfig({}) },
      `evt_refund_${kind}`,
      {
        event: 'refund.processed',
        payload: { payment: { entity: { id: paymentId, amount_refunded: 99_900, currency: 'INR' } } },
      },
    );
    expect(outcome).toBe('applied');
    expectError(await detail(lesson.second, late), 403);
    const [refunded] = await server.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, late.id), eq(enrolments.courseId, COURSE)));
    expect(refunded).toMatchObject({ revokedReason: 'Refunded' });
    expect(refunded!.revokedAt).not.toBeNull();
    // The other student's enrolment is untouched.
    expect((await detail(lesson.second, buyer)).status).toBe(200);
  });
});
