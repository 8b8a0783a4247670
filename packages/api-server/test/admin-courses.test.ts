import {
  adminCourseDetailSchema,
  adminCourseListSchema,
  adminLessonSchema,
  authResponseSchema,
  courseMessages,
  errorBodySchema,
} from '@company/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, lessonMedia, lessons, queueJobs, users } from '../src/db/schema.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  databases,
  form,
  pdfBytes,
  pngBytes,
  startTestServer,
  type TestServer,
} from './helpers.js';

/**
 * Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the console's Courses section on a real
 * database: outline CRUD, reorder and unpublish with their audit rows, captions and notes checks, and the tus
 * lesson video upload (create, PATCH in chunks with a dropped connection between, finish → queued media and a
 * `transcode` job; too large and non-video refused).
 */
const COURSE = 'basic-python';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
const vtt =
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nWelcome to the course.\n\n00:00:02.500 --> 00:00:05.000\nLet us begin.\n';

describe.each(databases)('console courses on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let origin: string;
  let admin: string;
  let staff: string;
  let customer: string;

  const signIn = async (email: string, password: string) => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    return authResponseSchema.parse(reply.body).data.access_token;
  };
  const register = async (n: string) => {
    const reply = await call(base, 'POST', 'customer', {
      form: form({
        name: `Person ${n}`,
        email: `${n}@example.com`,
        mobile: '9876543210',
        address: 'Napier Town, Jabalpur',
        password: `password-${n}`,
      }),
    });
    expect(reply.status).toBe(200);
    return signIn(`${n}@example.com`, `password-${n}`);
  };
  const auditRows = (entityId: string) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId))
      .orderBy(desc(auditLog.createdAt));
  const detail = async () =>
    adminCourseDetailSchema.parse(
      (await call(base, 'GET', `admin/courses/${COURSE}`, { token: staff })).body,
    );

  /** A raw tus request (fetch cannot send HEAD bodies' headers we need to read, so node:http). */
  const tus = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: Buffer,
    token = staff,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        `${origin}/api/v1/admin/uploads/lesson-video/${path}`,
        { method, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, ...headers } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = server.base;
    origin = new URL(base).origin;
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await register('learner');
    await register('editor');
    await server.database.db
      .update(users)
      .set({ role: 'staff' })
      .where(eq(users.email, 'editor@example.com'));
    staff = await signIn('editor@example.com', 'password-editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses anonymous callers (401) and customers (403) before validating anything', async () => {
    const attempts = [
      ['GET', 'admin/courses', undefined],
      ['GET', `admin/courses/no-such-course`, undefined],
      ['POST', `admin/courses/${COURSE}/modules`, { title: '' }],
      ['POST', `admin/courses/${COURSE}/lessons`, { title: 1 }],
      ['PATCH', 'admin/lessons/not-a-uuid', { published: 'maybe' }],
      ['POST', `admin/courses/${COURSE}/order`, { modules: 'x' }],
    ] as const;
    for (const [method, path, json] of attempts) {
      const anonymous = await call(base, method, path, json === undefined ? {} : { json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      errorBodySchema.parse(anonymous.body);
      const refused = await call(base, method, path, {
        token: customer,
        ...(json === undefined ? {} : { json }),
      });
      expect(refused.status, `${method} ${path}`).toBe(403);
      errorBodySchema.parse(refused.body);
    }
    // The upload endpoint too, before tus reads a header.
    expect((await tus('POST', '', { 'upload-length': '10' }, undefined, customer)).status).toBe(403);
    const anonymousUpload = await fetch(`${origin}/api/v1/admin/uploads/lesson-video/`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(anonymousUpload.status).toBe(401);
  });

  it('creates, edits, reorders, unpublishes and deletes, each change audited', async () => {
    const first = await call(base, 'POST', `admin/courses/${COURSE}/modules`, {
      token: staff,
      json: { title: 'Getting started' },
    });
    expect(first.status).toBe(201);
    const second = await call(base, 'POST', `admin/courses/${COURSE}/modules`, {
      token: admin,
      json: { title: 'Control flow' },
    });
    expect(second.status).toBe(201);
    expect((await auditRows(first.body.id))[0]).toMatchObject({
      action: 'course_module.create',
      actorEmail: 'editor@example.com',
    });

    const refused = await call(base, 'POST', `admin/courses/${COURSE}/modules`, {
      token: staff,
      json: { title: ' ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.title).toBe(courseMessages.titleRequired);

    const add = (title: string, moduleId: string, extra: Record<string, unknown> = {}) =>
      call(base, 'POST', `admin/courses/${COURSE}/lessons`, {
        token: staff,
        json: { title, moduleId, ...extra },
      });
    const a = adminLessonSchema.parse(
      (await add('Installing Python', first.body.id, { freePreview: true })).body,
    );
    const b = adminLessonSchema.parse((await add('Your first program', first.body.id)).body);
    const c = adminLessonSchema.parse((await add('If and else', second.body.id)).body);
    expect([a.sortOrder, b.sortOrder, c.sortOrder]).toEqual([0, 1, 0]);
    expect(a).toMatchObject({ freePreview: true, published: true, media: null, hasVideo: false });
    expect((await auditRows(a.id))[0]).toMatchObject({ action: 'lesson.create' });

    // A module of another course is refused with a field error.
    const elsewhere = await call(base, 'POST', 'admin/courses/core-java/modules', {
      token: staff,
      json: { title: 'Other' },
    });
    const wrongModule = await add('Lost lesson', elsewhere.body.id);
    expect(wrongModule.status).toBe(400);
    expect(wrongModule.body.errors.moduleId).toBe(courseMessages.moduleUnknown);

    // Edit, then unpublish: the lesson stays (staff see it) and the audit says so.
    const edited = await call(base, 'PATCH', `admin/lessons/${b.id}`, {
      token: staff,
      json: { title: 'Hello, world', summary: 'Print a line and run it.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Hello, world', summary: 'Print a line and run it.' });
    const hidden = await call(base, 'PATCH', `admin/lessons/${b.id}`, {
      token: staff,
      json: { published: false },
    });
    expect(hidden.body.published).toBe(false);
    const [unpublished, update] = await auditRows(b.id);
    expect(unpublished).toMatchObject({
      action: 'lesson.unpublish',
      changes: { published: { from: true, to: false } },
    });
    expect(update).toMatchObject({
      action: 'lesson.update',
      changes: { title: { from: 'Your first program', to: 'Hello, world' } },
    });
    const [row] = await server.database.db.select().from(lessons).where(eq(lessons.id, b.id));
    expect(row?.published).toBe(false);
    expect((await call(base, 'PATCH', `admin/lessons/${b.id}`, { token: staff, json: {} })).status).toBe(400);

    // Reorder in one request: modules swapped, b moved to the second module before c.
    const outline = await detail();
    const mine = outline.modules.filter((module) => [first.body.id, second.body.id].includes(module.id));
    expect(mine.map((module) => module.lessons.map((lesson) => lesson.title))).toEqual([
      ['Installing Python', 'Hello, world'],
      ['If and else'],
    ]);
    const others = outline.modules.filter((module) => !mine.includes(module));
    const order = {
      modules: [
        { id: second.body.id, lessonIds: [b.id, c.id] },
        { id: first.body.id, lessonIds: [a.id] },
        ...others.map((module) => ({ id: module.id, lessonIds: module.lessons.map((lesson) => lesson.id) })),
      ],
    };
    const incomplete = await call(base, 'POST', `admin/courses/${COURSE}/order`, {
      token: staff,
      json: { modules: order.modules.slice(1) },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors.modules).toBe(courseMessages.orderInvalid);
    const reordered = await call(base, 'POST', `admin/courses/${COURSE}/order`, {
      token: staff,
      json: order,
    });
    expect(reordered.status).toBe(200);
    const after = adminCourseDetailSchema.parse(reordered.body);
    expect(
      after.modules.slice(0, 2).map((module) => [module.title, module.lessons.map((lesson) => lesson.id)]),
    ).toEqual([
      ['Control flow', [b.id, c.id]],
      ['Getting started', [a.id]],
    ]);
    expect((await auditRows(COURSE))[0]).toMatchObject({ action: 'course.reorder' });

    // The list counts lessons per course.
    const list = adminCourseListSchema.parse(
      (await call(base, 'GET', 'admin/courses', { token: staff })).body,
    );
    const python = list.find((course) => course.id === COURSE)!;
    expect(python.lessons).toBeGreaterThanOrEqual(3);
    expect(python.published).toBe(python.lessons - 1);

    // A module with lessons cannot go; an empty one can; a lesson nobody watched can.
    const busy = await call(base, 'DELETE', `admin/courses/${COURSE}/modules/${first.body.id}`, {
      token: staff,
    });
    expect(busy.status).toBe(409);
    expect((await call(base, 'DELETE', `admin/lessons/${a.id}`, { token: staff })).status).toBe(200);
    expect(
      (await call(base, 'DELETE', `admin/courses/${COURSE}/modules/${first.body.id}`, { token: staff }))
        .status,
    ).toBe(200);
    expect((await auditRows(a.id))[0]).toMatchObject({ action: 'lesson.delete' });
    expect((await auditRows(first.body.id))[0]).toMatchObject({ action: 'course_module.delete' });
  });

  it('takes WebVTT captions and PDF notes, refusing anything else with a clear 400', async () => {
    const module = await call(base, 'POST', `admin/courses/${COURSE}/modules`, {
      token: staff,
      json: { title: 'Files' },
    });
    const lesson = await call(base, 'POST', `admin/courses/${COURSE}/lessons`, {
      token: staff,
      json: { title: 'With captions', moduleId: module.body.id },
    });
    const put = (kindOf: 'captions' | 'notes', name: string, bytes: Buffer) =>
      call(base, 'PUT', `admin/lessons/${lesson.body.id}/${kindOf}`, {
        token: staff,
        form: form({ file: { name, bytes } }),
      });

    const notVtt = await put(
      'captions',
      'captions.vtt',
      Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nSRT, not WebVTT\n'),
    );
    expect(notVtt.status).toBe(400);
    expect(notVtt.body.errors.file).toContain('WEBVTT');
    const badCue = await put(
      'captions',
      'captions.vtt',
      Buffer.from('WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nBackwards\n'),
    );
    expect(badCue.status).toBe(400);
    expect(badCue.body.errors.file).toMatch(/Line 3/);
    const empty = await put('captions', 'captions.vtt', Buffer.from('WEBVTT\n'));
    expect(empty.status).toBe(400);
    const wrongName = await put('captions', 'captions.srt', Buffer.from(vtt));
    expect(wrongName.status).toBe(400);

    const ok = await put('captions', 'lesson-1.vtt', Buffer.from(vtt));
    expect(ok.status).toBe(200);
    expect(ok.body.hasCaptions).toBe(true);
    const [row] = await server.database.db.select().from(lessons).where(eq(lessons.id, lesson.body.id));
    expect(row?.captionsKey).toMatch(new RegExp(`^lessons/${lesson.body.id}/captions-[0-9a-f]{16}\\.vtt$`));
    expect((await server.app.objectStore.get(row!.captionsKey!))?.size).toBe(Buffer.byteLength(vtt));
    expect((await auditRows(lesson.body.id))[0]).toMatchObject({ action: 'lesson.captions' });

    const fakePdf = await put('notes', 'notes.pdf', pngBytes());
    expect(fakePdf.status).toBe(400);
    expect(fakePdf.body.errors.file).toBe(courseMessages.notesInvalid);
    const notes = await put('notes', 'notes.pdf', pdfBytes());
    expect(notes.status).toBe(200);
    const [withNotes] = await server.database.db.select().from(lessons).where(eq(lessons.id, lesson.body.id));
    expect(withNotes?.notesKey).toMatch(new RegExp(`^lessons/${lesson.body.id}/notes-[0-9a-f]{16}\\.pdf$`));
  });

  describe('resumable lesson video upload (tus)', () => {
    let lessonId: string;
    beforeAll(async () => {
      const module = await call(base, 'POST', `admin/courses/${COURSE}/modules`, {
        token: staff,
        json: { title: 'Video' },
      });
      const lesson = await call(base, 'POST', `admin/courses/${COURSE}/lessons`, {
        token: staff,
        json: { title: 'Variables', moduleId: module.body.id },
      });
      lessonId = lesson.body.id;
    });

    it('resumes after a dropped connection and, when complete, queues the media and its transcode job', async () => {
      const video = Buffer.alloc(300_000);
      for (let i = 0; i < video.length; i++) video[i] = (i * 31) % 251;
      const created = await tus('POST', '', {
        'upload-length': String(video.length),
        'upload-metadata': metadata({ lessonId, filename: 'variables.mp4', filetype: 'video/mp4' }),
      });
      expect(created.status).toBe(201);
      const location = String(created.headers.location);
      expect(location).toMatch(/^\/api\/v1\/admin\/uploads\/lesson-video\/[0-9a-f]{32}$/);
      const id = location.split('/').pop()!;
      const patch = (offset: number, bytes: Buffer) =>
        tus(
          'PATCH',
          id,
          {
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(bytes.length),
          },
          bytes,
        );

      // First chunk arrives whole.
      const one = await patch(0, video.subarray(0, 100_000));
      expect(one.status).toBe(204);
      expect(one.headers['upload-offset']).toBe('100000');

      // The second chunk's connection drops part way.
      await new Promise<void>((resolve) => {
        const req = httpRequest(`${origin}${location}`, {
          method: 'PATCH',
          headers: {
            'tus-resumable': '1.0.0',
            authorization: `Bearer ${staff}`,
            'upload-offset': '100000',
            'content-type': 'application/offset+octet-stream',
            'content-length': '200000',
          },
        });
        req.on('error', () => resolve());
        req.write(video.subarray(100_000, 150_000), () =>
          setTimeout(() => {
            req.destroy();
            resolve();
          }, 200),
        );
      });

      // HEAD tells where to go on: at least the first chunk, at most what was sent.
      let offset = 0;
      for (let attempt = 0; attempt < 40; attempt++) {
        const head = await tus('HEAD', id, {});
        if (head.status === 200) {
          offset = Number(head.headers['upload-offset']);
          expect(head.headers['upload-length']).toBe(String(video.length));
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(offset).toBeGreaterThanOrEqual(100_000);
      expect(offset).toBeLessThanOrEqual(150_000);
      expect(
        await server.database.db.select().from(lessonMedia).where(eq(lessonMedia.lessonId, lessonId)),
      ).toEqual([]);

      // A PATCH at the wrong offset is refused (JSON), the right one finishes the upload.
      const wrong = await patch(0, video.subarray(0, 10));
      expect(wrong.status).toBe(409);
      expect(JSON.parse(wrong.text).message).toMatch(/out of step/);
      const rest = await patch(offset, video.subarray(offset));
      expect(rest.status).toBe(204);
      expect(rest.headers['upload-offset']).toBe(String(video.length));

      const [media] = await server.database.db
        .select()
        .from(lessonMedia)
        .where(eq(lessonMedia.lessonId, lessonId));
      expect(media).toMatchObject({
        status: 'queued',
        sourceKey: `lesson-uploads/${id}`,
        originalName: 'variables.mp4',
        sizeBytes: video.length,
      });
      expect(rest.headers['lesson-media-id']).toBe(media!.id);
      const stored = await server.app.objectStore.get(media!.sourceKey!);
      expect(stored?.size).toBe(video.length);
      // A finished upload cannot be deleted through tus: it is the transcoder's source.
      const terminate = await tus('DELETE', id, {});
      expect(terminate.status).toBe(400);
      expect((await server.app.objectStore.head(media!.sourceKey!))?.size).toBe(video.length);
      const jobs = await server.database.db
        .select()
        .from(queueJobs)
        .where(and(eq(queueJobs.kind, 'transcode')));
      expect(jobs.map((job) => job.payload)).toContainEqual({ mediaId: media!.id });
      // The lesson keeps its old (here: no) video until the transcoder says ready.
      const [lesson] = await server.database.db.select().from(lessons).where(eq(lessons.id, lessonId));
      expect(lesson?.mediaId).toBeNull();
      const shown = (await detail()).modules
        .flatMap((module) => module.lessons)
        .find((l) => l.id === lessonId);
      expect(shown?.media).toMatchObject({ status: 'queued', originalName: 'variables.mp4' });
      expect((await auditRows(lessonId))[0]).toMatchObject({ action: 'lesson.video_upload' });
    });

    it('refuses a file over 2 GB and one that is not a video, with a clear message', async () => {
      const tooLarge = await tus('POST', '', {
        'upload-length': String(2_000_000_001),
        'upload-metadata': metadata({ lessonId, filename: 'huge.mp4', filetype: 'video/mp4' }),
      });
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.text).message).toBe(courseMessages.videoTooLarge);

      const notVideo = await tus('POST', '', {
        'upload-length': '1000',
        'upload-metadata': metadata({ lessonId, filename: 'slides.pdf', filetype: 'application/pdf' }),
      });
      expect(notVideo.status).toBe(415);
      expect(JSON.parse(notVideo.text)).toMatchObject({ message: courseMessages.videoNotVideo });

      const noLesson = await tus('POST', '', {
        'upload-length': '1000',
        'upload-metadata': metadata({ filename: 'a.mp4', filetype: 'video/mp4' }),
      });
      expect(noLesson.status).toBe(400);
      const withoutTus = await fetch(`${origin}/api/v1/admin/uploads/lesson-video/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(withoutTus.status).toBe(412);
      expect(((await withoutTus.json()) as { message: string }).message).toMatch(/resumable/);
    });
  });
});
