/**
 * Lesson videos (issue 32: docs/requirements/issues/32-courses-you-can-take.md): the `transcode` job turns an
 * MP4 made here with ffmpeg into HLS (two renditions and a poster) through the real queue, refuses a file that
 * is no video with a reason, survives a worker that died mid-way, and keeps its claim with a heartbeat; the
 * media routes serve it only to those who may watch (Bearer, cookie or a signature bound to the viewer).
 */
import { authResponseSchema } from '@company/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../src/db/client.js';
import { courseModules, enrolments, lessonMedia, lessons, queueJobs, users } from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { seedDatabase } from '../src/db/seed.js';
import { seedLessonPlan } from '../src/db/seed-lessons.js';
import { createQueue } from '../src/lib/queue.js';
import { mediaPath, mediaUrlsFor } from '../src/modules/learning/media.js';
import { PUBLIC_VIEWER } from '../src/modules/learning/signing.js';
import { queueTranscode, reasons } from '../src/modules/learning/transcode.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, call, form, startTestServer, type TestServer } from './helpers.js';

const work = mkdtempSync(join(tmpdir(), 'acme-media-test-'));
const source = join(work, 'lesson.mp4');

async function until<T>(check: () => Promise<T | undefined>, what: string, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('acme_refresh=')) ?? '';

describe('the transcoder in configuration', () => {
  it('refuses a production start without ffmpeg, naming the variable to set', () => {
    const env = { NODE_ENV: 'production', FFMPEG_PATH: '/nowhere/ffmpeg', DATA_DIR: tmpdir() };
    expect(() => loadConfig(env)).toThrow(/ffmpeg is not at \/nowhere\/ffmpeg \(FFMPEG_PATH\)/);
    expect(() => loadConfig({ ...env, NODE_ENV: 'test' })).not.toThrow();
  });
});

describe('lesson media on PGlite', () => {
  let server: TestServer;
  let db: Db;
  let origin: string;
  let moduleId: string;
  let seq = 0;

  const signIn = async (email: string, password: string) => {
    const reply = await call(server.base, 'POST', 'customer/login', {
      form: form({ identifier: email, password }),
    });
    expect(reply.status).toBe(200);
    const token = authResponseSchema.parse(reply.body).data.access_token;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { id: user!.id, token, cookie: cookieOf(reply.headers) };
  };
  const customer = async () => {
    const email = `learner${++seq}@example.com`;
    const reply = await call(server.base, 'POST', 'customer', {
      form: form({
        name: 'Meera Iyer',
        email,
        mobile: '9876543210',
        address: 'Napier Town, Jabalpur',
        password: 'a-long-password-1',
      }),
    });
    expect(reply.status).toBe(200);
    return signIn(email, 'a-long-password-1');
  };

  /** A new lesson whose upload (`bytes`) is queued for transcoding; answers the ids. */
  const upload = async (bytes: Buffer, name: string, freePreview = false) => {
    const [lesson] = await db
      .insert(lessons)
      .values({ courseId: 'basic-python', moduleId, title: `Lesson ${++seq}`, freePreview })
      .returning();
    const sourceKey = `lesson-uploads/${lesson!.id}.mp4`;
    await server.app.objectStore.put(sourceKey, bytes, 'video/mp4');
    const [media] = await db
      .insert(lessonMedia)
      .values({ lessonId: lesson!.id, sourceKey, originalName: name, sizeBytes: bytes.length })
      .returning();
    return { lessonId: lesson!.id, mediaId: media!.id };
  };
  const settled = (mediaId: string) =>
    until(async () => {
      const [row] = await db.select().from(lessonMedia).where(eq(lessonMedia.id, mediaId));
      return row && ['ready', 'failed'].includes(row.status) ? row : undefined;
    }, `media ${mediaId} settles`);
  const fetchMedia = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers });

  let ready: { lessonId: string; mediaId: string };

  beforeAll(async () => {
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25',
      '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
      '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source,
    ]); // prettier-ignore
    server = await startTestServer('pglite');
    db = server.database.db;
    origin = new URL(server.base).origin;
    const [module] = await db
      .insert(courseModules)
      .values({ courseId: 'basic-python', title: 'Media tests', sortOrder: 99 })
      .returning();
    moduleId = module!.id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('transcodes an MP4 into HLS with two renditions and a poster, then points the lesson at it', async () => {
    ready = await upload(readFileSync(source), 'lesson.mp4');
    await db.transaction((tx) => queueTranscode(tx as unknown as Db, ready.mediaId));
    const [queued] = await db.select().from(lessonMedia).where(eq(lessonMedia.id, ready.mediaId));
    expect(queued!.status).toBe('queued');
    server.app.queue.wake();

    const seen = new Set<string>();
    const media = await until(async () => {
      const [row] = await db.select().from(lessonMedia).where(eq(lessonMedia.id, ready.mediaId));
      if (row) seen.add(row.status);
      return row?.status === 'ready' || row?.status === 'failed' ? row : undefined;
    }, 'the transcode ends');
    expect(media.status).toBe('ready');
    expect(seen.has('transcoding')).toBe(true);
    expect(media).toMatchObject({
      progress: 100,
      durationSeconds: 8,
      hlsPrefix: `media/${ready.mediaId}`,
      sourceKey: null,
    });
    expect(media.renditions.map((r) => [r.name, r.height])).toEqual([
      ['360p', 360],
      ['720p', 720],
    ]);

    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, ready.lessonId));
    expect(lesson).toMatchObject({ mediaId: ready.mediaId, durationSeconds: 8 });

    const store = server.app.objectStore;
    const text = async (key: string) => {
      const object = await store.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    };
    const master = (await text(`media/${ready.mediaId}/master.m3u8`)).toString();
    const variants = master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF'));
    expect(variants).toHaveLength(2);
    for (const line of variants)
      expect(line).toMatch(/BANDWIDTH=\d+,RESOLUTION=\d+x\d+,CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    const playlist = (await text(`media/${ready.mediaId}/720p/index.m3u8`)).toString();
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
    expect(durations.length).toBeGreaterThanOrEqual(2);
    for (const duration of durations.slice(0, -1)) expect(duration).toBeGreaterThanOrEqual(4);

    // A segment plays back: ffprobe reads H.264 video at 720 lines and AAC audio from it.
    const segment = join(work, 'seg.ts');
    writeFileSync(segment, await text(`media/${ready.mediaId}/720p/seg-00001.ts`));
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', segment], {
        encoding: 'utf8',
      }),
    ) as { streams: { codec_name: string; height?: number }[] };
    expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(probe.streams.find((stream) => stream.codec_name === 'h264')!.height).toBe(720);
    const poster = await text(`media/${ready.mediaId}/poster.jpg`);
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await store.head(`lesson-uploads/${ready.lessonId}.mp4`)).toBeUndefined();
  });

  it('refuses a text file named .mp4 with a reason for staff, without retrying it', async () => {
    const bad = await upload(Buffer.from('Meeting notes, not a video.\n'.repeat(50)), 'notes.mp4');
    await db.transaction((tx) => queueTranscode(tx as unknown as Db, bad.mediaId));
    server.app.queue.wake();
    const media = await settled(bad.mediaId);
    expect(media).toMatchObject({ status: 'failed', error: reasons.notVideo });
    const jobs = await db
      .select()
      .from(queueJobs)
      .where(sql`${queueJobs.payload}->>'mediaId' = ${bad.mediaId}`);
    expect(jobs).toEqual([]);
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, bad.lessonId));
    expect(lesson!.mediaId).toBeNull();
  });

  it('runs again a transcode whose worker died mid-way, and nothing half-done was visible', async () => {
    const crashed = await upload(readFileSync(source), 'retry.mp4');
    // As a worker that died leaves it: the job claimed (its claim run out), the media at 40 %.
    await db
      .update(lessonMedia)
      .set({ status: 'transcoding', progress: 40 })
      .where(eq(lessonMedia.id, crashed.mediaId));
    await db.insert(queueJobs).values({
      kind: 'transcode',
      payload: { mediaId: crashed.mediaId },
      status: 'running',
      attempts: 1,
      lockedUntil: new Date(Date.now() - 1_000),
    });
    const [before] = await db.select().from(lessons).where(eq(lessons.id, crashed.lessonId));
    expect(before!.mediaId).toBeNull();
    server.app.queue.wake();
    const media = await settled(crashed.mediaId);
    expect(media.status).toBe('ready');
    const [after] = await db.select().from(lessons).where(eq(lessons.id, crashed.lessonId));
    expect(after!.mediaId).toBe(crashed.mediaId);
    expect(await db.select().from(queueJobs).where(eq(queueJobs.kind, 'transcode'))).toEqual([]);
  });

  it('keeps the claim of a long job alive with a heartbeat, and runs mail beside it', async () => {
    await server.app.queue.stop();
    const sent: string[] = [];
    try {
      const queue = createQueue({
        db,
        log: { warn: () => undefined, error: () => undefined },
        mailer: { kind: 'outbox', send: async (message) => void sent.push(message.subject), close() {} },
        retryBaseMs: 1_000,
        pollMs: 50,
        claimSeconds: 0.6,
        longKinds: ['test.long'],
      });
      let runs = 0;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      queue.handle('test.long', {
        transactional: false,
        run: async () => {
          runs++;
          await released;
        },
      });
      await queue.enqueue('test.long', {});
      queue.start();
      await until(async () => (runs === 1 ? true : undefined), 'the job starts', 5_000);
      // A mail queued behind the long job goes out while it runs (its own worker).
      await queue.enqueueMail({
        to: 'learner@example.com',
        subject: 'Your sign-in code',
        text: '1',
        html: '1',
      });
      await until(async () => (sent.length === 1 ? true : undefined), 'the mail is sent', 5_000);
      // Well past the 0.6 s claim: without the heartbeat the claim would lapse and the job run twice.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const [row] = await db.select().from(queueJobs).where(eq(queueJobs.kind, 'test.long'));
      expect(row!.status).toBe('running');
      expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      expect(runs).toBe(1);
      release();
      await until(
        async () =>
          (await db.select().from(queueJobs).where(eq(queueJobs.kind, 'test.long'))).length === 0
            ? true
            : undefined,
        'the job ends',
        5_000,
      );
      await queue.stop();
    } finally {
      server.app.queue.start();
    }
  });

  it('seeds every course with playable lessons and captions, once', async () => {
    const plan = seedLessonPlan();
    const count = async () =>
      (
        await db.execute<{ lessons: number; modules: number; media: number }>(sql`
          select (select count(*) from lessons where title not like 'Lesson %')::int as lessons,
                 (select count(*) from course_modules where title <> 'Media tests')::int as modules,
                 (select count(*) from lesson_media where original_name like 'seed/%')::int as media`)
      ).rows[0]!;
    const before = await count();
    expect(before.lessons).toBe(plan.length);
    const seeded = await db
      .select()
      .from(lessons)
      .innerJoin(lessonMedia, eq(lessonMedia.id, lessons.mediaId))
      .where(sql`${lessonMedia.originalName} like 'seed/%'`);
    expect(seeded).toHaveLength(plan.length);
    const perCourse = new Map<string, typeof seeded>();
    for (const row of seeded)
      perCourse.set(row.lessons.courseId, [...(perCourse.get(row.lessons.courseId) ?? []), row]);
    expect(perCourse.size).toBe(19);
    for (const rows of perCourse.values()) {
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.length).toBeLessThanOrEqual(3);
      expect(rows.filter((row) => row.lessons.freePreview).map((row) => row.lessons.sortOrder)).toEqual([0]);
    }
    for (const { lessons: lesson, lesson_media: media } of seeded) {
      expect(media.status).toBe('ready');
      expect(lesson.durationSeconds).toBeGreaterThanOrEqual(15);
      expect(lesson.durationSeconds).toBeLessThanOrEqual(25);
      expect(lesson.captionsKey).toMatch(/^lessons\/.+\.vtt$/);
    }

    // A free preview plays for a visitor: the master, a segment, and captions whose cues are the narration.
    const preview = seeded.find((row) => row.lessons.courseId === 'basic-python' && row.lessons.freePreview)!;
    const urls = mediaUrlsFor(server.app, preview.lessons, undefined);
    const master = await fetchMedia(urls.playlistUrl!);
    expect(master.status).toBe(200);
    const rendition = (await master.text()).split('\n').find((line) => line.includes('/360p/'))!;
    const segment = (await (await fetchMedia(rendition)).text())
      .split('\n')
      .find((line) => line.includes('seg-00001.ts'))!;
    expect((await fetchMedia(segment)).status).toBe(200);
    const captions = await fetchMedia(urls.captionsUrl!);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    const vtt = await captions.text();
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:0\d\.\d{3}\nWelcome to Basic Python\./);
    expect(vtt).toContain('Installing Python and using VS Code.');

    // Seeding again (every start does) adds nothing and rewrites nothing.
    await seedDatabase(db, server.config, server.app.objectStore);
    expect(await count()).toEqual(before);
  });

  describe('serving', () => {
    let buyer: Awaited<ReturnType<typeof customer>>;
    let other: Awaited<ReturnType<typeof customer>>;
    let staff: { token: string };
    const signed = (path: string, userId: string, now?: number) =>
      server.app.mediaSigner.signedUrl(path, userId, now);

    beforeAll(async () => {
      buyer = await customer();
      other = await customer();
      staff = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      await db
        .insert(enrolments)
        .values({ userId: buyer.id, courseId: 'basic-python', source: 'grant', reference: 'test' });
    });

    it('answers the playlist only to the buyer and staff', async () => {
      const master = mediaPath(ready.lessonId, 'master.m3u8');
      const fresh = await fetchMedia(master);
      expect(fresh.status).toBe(401);
      expect(await fresh.json()).toMatchObject({ message: expect.any(String), errors: {} });
      expect((await fetchMedia(master, { authorization: `Bearer ${other.token}` })).status).toBe(403);
      expect((await fetchMedia(master, { cookie: other.cookie })).status).toBe(403);
      expect((await fetchMedia(master, { authorization: `Bearer ${staff.token}` })).status).toBe(200);
      expect((await fetchMedia(master, { cookie: buyer.cookie })).status).toBe(200);

      const answer = await fetchMedia(master, { authorization: `Bearer ${buyer.token}` });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      const body = await answer.text();
      const uris = body.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(uris).toHaveLength(2);
      for (const uri of uris) {
        expect(uri).toMatch(
          new RegExp(`^/api/v1/media/lessons/${ready.lessonId}/\\d+p/index\\.m3u8\\?u=${buyer.id}&e=\\d+&s=`),
        );
      }
      // The signed rendition playlist opens without a session, and names signed segments in turn.
      const rendition = await fetchMedia(uris[1]!);
      expect(rendition.status).toBe(200);
      const segments = (await rendition.text()).split('\n').filter((line) => line && !line.startsWith('#'));
      expect(segments[0]).toMatch(new RegExp(`/720p/seg-00001\\.ts\\?u=${buyer.id}&e=\\d+&s=`));
    });

    it('serves a segment in ranges to a signature, and refuses it stripped, expired or for someone else', async () => {
      const path = mediaPath(ready.lessonId, '720p/seg-00001.ts');
      const url = signed(path, buyer.id);
      const whole = await fetchMedia(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp2t');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const size = (await whole.arrayBuffer()).byteLength;
      const part = await fetchMedia(url, { range: 'bytes=100-1099' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${size}`);
      expect((await part.arrayBuffer()).byteLength).toBe(1000);
      expect((await fetchMedia(url, { range: `bytes=${size + 10}-` })).status).toBe(416);

      expect((await fetchMedia(path)).status).toBe(401); // signature stripped
      expect((await fetchMedia(signed(path, buyer.id, Date.now() - 11 * 60_000))).status).toBe(401); // expired
      expect((await fetchMedia(url.replace(`u=${buyer.id}`, `u=${other.id}`))).status).toBe(401); // altered
      expect((await fetchMedia(signed(path, other.id))).status).toBe(403); // another customer's own
      expect(
        (
          await fetchMedia(
            signed(mediaPath(ready.lessonId, '360p/seg-00001.ts'), buyer.id).replace('360p', '720p'),
          )
        ).status,
      ).toBe(401);
      expect((await fetchMedia(signed(path, PUBLIC_VIEWER))).status).toBe(401);
      expect(
        (
          await fetchMedia(mediaPath(ready.lessonId, '720p/seg-00001.ts'), {
            authorization: `Bearer ${staff.token}`,
          })
        ).status,
      ).toBe(200);
    });

    it('serves the poster and answers 404 JSON for what a lesson does not have', async () => {
      const urls = mediaUrlsFor(
        server.app,
        (await db.select().from(lessons).where(eq(lessons.id, ready.lessonId)))[0]!,
        buyer.id,
      );
      expect(urls.captionsUrl).toBeNull();
      const poster = await fetchMedia(urls.posterUrl!);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
      const captions = await fetchMedia(signed(mediaPath(ready.lessonId, 'captions.vtt'), buyer.id));
      expect(captions.status).toBe(404);
      expect(await captions.json()).toMatchObject({ message: 'This lesson has no captions.' });
      expect((await fetchMedia(signed(mediaPath(ready.lessonId, '../etc/passwd'), buyer.id))).status).toBe(
        404,
      );
      expect(
        (
          await fetchMedia(mediaPath('not-a-lesson', 'master.m3u8'), {
            authorization: `Bearer ${buyer.token}`,
          })
        ).status,
      ).toBe(404);
    });

    it('ends access at once when the enrolment is revoked', async () => {
      const url = signed(mediaPath(ready.lessonId, '360p/seg-00001.ts'), buyer.id);
      expect((await fetchMedia(url)).status).toBe(200);
      await db
        .update(enrolments)
        .set({ revokedAt: new Date(), revokedReason: 'Refunded' })
        .where(and(eq(enrolments.userId, buyer.id), eq(enrolments.courseId, 'basic-python')));
      expect((await fetchMedia(url)).status).toBe(403);
      expect(
        (await fetchMedia(mediaPath(ready.lessonId, 'master.m3u8'), { cookie: buyer.cookie })).status,
      ).toBe(403);
    });

    it('plays a free preview for everyone, with URIs signed for everyone', async () => {
      await db.update(lessons).set({ freePreview: true }).where(eq(lessons.id, ready.lessonId));
      const answer = await fetchMedia(mediaPath(ready.lessonId, 'master.m3u8'));
      expect(answer.status).toBe(200);
      const uri = (await answer.text()).split('\n').find((line) => line && !line.startsWith('#'))!;
      expect(uri).toContain(`u=${PUBLIC_VIEWER}&`);
      expect((await fetchMedia(uri)).status).toBe(200);
      await db.update(lessons).set({ freePreview: false }).where(eq(lessons.id, ready.lessonId));
    });
  });
});
