import {
  courseMessages,
  lessonVideoMetadataSchema,
  looksLikeVideo,
  MAX_LESSON_VIDEO_BYTES,
} from '@company/contracts';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, Server, type ServerOptions, type Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { NodeRequest } from 'srvx/node';
import { z } from 'zod';

import type { Db } from '../../db/client.js';
import { lessonMedia, lessons } from '../../db/schema.js';
import { type StaffUser, staffOf } from '../admin/guard.js';
import { audit } from '../admin/shared.js';
import { queueTranscode } from './transcode.js';

/** Uploads are kept in this folder of the object store (on disk: under UPLOAD_DIR). */
export const LESSON_UPLOAD_FOLDER = 'lesson-uploads';
/** An upload not finished within a day is removed (its bytes, its multipart parts). */
const EXPIRES_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const uploadIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, { error: 'No upload has this id.' }),
});

/** A tus refusal as the API's JSON error. */
const refusal = (status: number, message: string, field?: string) => ({
  status_code: status,
  body: JSON.stringify({ message, ...(field ? { errors: { [field]: message } } : {}) }),
});

/** What tus says in text, for staff (its bodies are protocol jargon). */
function messageFor(status: number, text: string): string {
  if (status === 413) return courseMessages.videoTooLarge;
  if (status === 404)
    return 'This upload does not exist any more (unfinished uploads are removed after a day). Start it again.';
  if (status === 409)
    return 'The upload is out of step with the server. Resume it to continue from what the server has.';
  if (status === 410) return 'This upload has ended. Start it again.';
  if (status === 412) return 'This address takes resumable (tus) uploads only.';
  if (status === 423) return 'This upload is busy with another request. Try again in a moment.';
  return text.trim().slice(0, 200) || 'The upload was refused.';
}

function createStore(app: Parameters<FastifyPluginAsync>[0]): {
  store: DataStore;
  keyOf: (id: string) => string;
} {
  const s3 = app.config.s3;
  if (!s3) {
    // Files `<id>` (and `<id>.json`, the offset and metadata) in UPLOAD_DIR/lesson-uploads: object store keys.
    const store = new FileStore({
      directory: join(app.config.uploadDir, LESSON_UPLOAD_FOLDER),
      expirationPeriodInMilliseconds: EXPIRES_MS,
    });
    return { store, keyOf: (id) => `${LESSON_UPLOAD_FOLDER}/${id}` };
  }
  // S3 multipart upload, one part per 8 MiB; the finished object is the key `lesson-uploads/<id>`.
  const store = new S3Store({
    partSize: 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: EXPIRES_MS,
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      forcePathStyle: s3.forcePathStyle,
      ...(s3.accessKeyId && s3.secretAccessKey
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
      ...(s3.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    },
  });
  return { store, keyOf: (id) => id };
}

/**
 * The lesson video upload of the console (issue 32 (docs/requirements/issues/32-courses-you-can-take.md)): the tus
 * protocol at `/api/v1/admin/uploads/lesson-video/` through `@tus/server`, so a dropped connection resumes at the
 * offset the server has (HEAD, then PATCH from there). Staff only: the console guard of the enclosing scope
 * answers 401/403 before tus reads anything. Files go to UPLOAD_DIR (`@tus/file-store`) or, with S3 configured,
 * the bucket as a multipart upload (`@tus/s3-store`); unfinished uploads expire after a day.
 *
 * Creation refuses more than 2 GB (the declared length; tus also stops a body that grows past it) and a file
 * whose declared type and name are not a video's; the transcoder then checks the bytes. When the last byte
 * arrives, one transaction adds the `lesson_media` row (`queued`) and its `transcode` job: the lesson keeps the
 * video it had until the new one is ready.
 */
export const lessonVideoUploads: FastifyPluginAsync = async (app) => {
  const { store, keyOf } = createStore(app);
  const path = '/api/v1/admin/uploads/lesson-video';
  const staffOfRequest = new WeakMap<Request, StaffUser>();
  const s3 = Boolean(app.config.s3);

  const onUploadCreate: ServerOptions['onUploadCreate'] = async (req, upload) => {
    if (upload.sizeIsDeferred || upload.size === undefined)
      throw refusal(400, 'Send the file’s size when the upload starts.');
    const meta = lessonVideoMetadataSchema.safeParse(upload.metadata ?? {});
    if (!meta.success) throw refusal(400, courseMessages.videoLessonMissing, 'lessonId');
    if (!looksLikeVideo(meta.data.filetype, meta.data.filename))
      throw refusal(415, courseMessages.videoNotVideo, 'file');
    const [lesson] = await app.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.id, meta.data.lessonId));
    if (!lesson) throw refusal(404, courseMessages.lessonUnknown, 'lessonId');
    const staff = staffOfRequest.get(req as unknown as Request);
    return { metadata: { ...upload.metadata, uploadedBy: staff?.id ?? '' } };
  };

  const onUploadFinish: ServerOptions['onUploadFinish'] = async (req, upload: Upload) => {
    const actor = staffOfRequest.get(req as unknown as Request);
    const meta = lessonVideoMetadataSchema.parse(upload.metadata ?? {});
    const name = meta.filename.replace(/[\\/]/g, '_').slice(-255);
    try {
      const mediaId = await app.db.transaction(async (tx) => {
        const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, meta.lessonId)).for('update');
        if (!lesson) throw refusal(404, courseMessages.lessonUnknown, 'lessonId');
        const [media] = await tx
          .insert(lessonMedia)
          .values({
            lessonId: lesson.id,
            status: 'queued',
            sourceKey: keyOf(upload.id),
            originalName: name,
            sizeBytes: upload.size ?? upload.offset,
          })
          .returning({ id: lessonMedia.id });
        await queueTranscode(tx as unknown as Db, media!.id);
        if (actor)
          await audit(tx, actor, 'lesson.video_upload', 'lesson', lesson.id, {
            mediaId: { from: null, to: media!.id },
            originalName: { from: null, to: name },
            sizeBytes: { from: null, to: upload.size ?? upload.offset },
          });
        return media!.id;
      });
      app.queue.wake();
      return { headers: { 'Lesson-Media-Id': mediaId } };
    } catch (error) {
      if (error && typeof error === 'object' && 'status_code' in error) throw error;
      app.log.error({ err: error, upload: upload.id }, 'recording a finished lesson video failed');
      throw refusal(503, 'The video arrived but could not be recorded. Resume the upload to try again.');
    }
  };

  const tus = new Server({
    path,
    datastore: store,
    maxSize: MAX_LESSON_VIDEO_BYTES,
    relativeLocation: true,
    // A finished upload is the transcoder's source: it is not the client's to delete any more.
    disableTerminationForFinishedUploads: true,
    // Same-origin console only: the app's own CORS settings apply, not tus's open default.
    allowedOrigins: () => false,
    namingFunction: () => {
      const id = randomBytes(16).toString('hex');
      return s3 ? `${LESSON_UPLOAD_FOLDER}/${id}` : id;
    },
    generateUrl: (_req, { path: base, id }) => `${base}/${id.split('/').pop()}`,
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && /^[0-9a-f]{32}$/.test(lastPath)
        ? s3
          ? `${LESSON_UPLOAD_FOLDER}/${lastPath}`
          : lastPath
        : undefined,
    onUploadCreate,
    onUploadFinish,
  });

  const timer = setInterval(() => {
    tus.cleanUpExpiredUploads().then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed unfinished lesson video uploads');
      },
      (error: unknown) => app.log.warn({ err: error }, 'removing unfinished lesson video uploads failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // tus reads the raw body itself: no parser here (and no multipart parsing) may consume it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const web = new NodeRequest({ req: request.raw, res: reply.raw }) as unknown as Request;
    staffOfRequest.set(web, staffOf(request));
    const answer = await tus.handleWeb(web as never);
    reply.status(answer.status);
    answer.headers.forEach((value, name) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('access-control-') || lower === 'content-length' || lower === 'content-type')
        return;
      reply.header(name, value);
    });
    const text = await answer.text();
    if (answer.status >= 500) {
      request.log.error({ status: answer.status, body: text.slice(0, 300) }, 'lesson video upload failed');
      return reply.status(500).send({ message: 'The upload could not be stored. Resume it to try again.' });
    }
    if (answer.status >= 400) {
      let parsed: { message?: unknown } | undefined;
      try {
        parsed = JSON.parse(text) as { message?: unknown };
      } catch {
        parsed = undefined;
      }
      if (parsed && typeof parsed.message === 'string') return reply.type('application/json').send(text);
      return reply.send({ message: messageFor(answer.status, text) });
    }
    return reply.send(text === '' ? undefined : text);
  };

  app.route({ method: 'POST', url: '/admin/uploads/lesson-video/', handler: handle });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/admin/uploads/lesson-video/:id',
    schema: { params: uploadIdParams },
    handler: handle,
  });
};
