import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { lessonMedia, users } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { type LessonRow, lessonAccess, type Viewer } from './access.js';
import { PUBLIC_VIEWER } from './signing.js';
import { mediaContentType, registerTranscoder } from './transcode.js';

/**
 * Lesson media (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Only buyers watch"): the HLS
 * playlists and segments, poster, captions and notes of a lesson, each request checked with `lessonAccess`.
 *
 * The viewer is the Bearer token's user, else the refresh cookie's (a same-origin player request under
 * /api/v1 carries it), else the user a valid signature (`?u=&e=&s=`, see signing.ts) was made for. Playlists
 * are rewritten so every URI in them is signed for the same viewer (free previews: for everyone), so a player
 * without the cookie (another origin, an app) plays on. Segments answer ranges; answers are `private`.
 */

const BASE = '/api/v1/media/lessons';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const renditionName = /^\d{3,4}p$/;
const segmentName = /^seg-\d{5}\.(ts|m4s)$|^init\.mp4$/;

/** Seconds a browser may keep an answer (private caches only; a signature lives 10 minutes). */
const maxAge = { playlist: 30, segment: 600, file: 300 } as const;

export const mediaPath = (lessonId: string, file: string) => `${BASE}/${lessonId}/${file}`;

/**
 * The signed URLs of a lesson's media for `viewerId` (a free-preview lesson's are signed for everyone), or
 * null for what the lesson does not have: a ready video, captions, notes.
 */
export function mediaUrlsFor(
  app: Pick<FastifyInstance, 'mediaSigner'>,
  lesson: Pick<LessonRow, 'id' | 'mediaId' | 'captionsKey' | 'notesKey' | 'freePreview' | 'published'>,
  viewerId: string | undefined,
): {
  playlistUrl: string | null;
  posterUrl: string | null;
  captionsUrl: string | null;
  notesUrl: string | null;
} {
  const signFor = lesson.freePreview && lesson.published ? PUBLIC_VIEWER : (viewerId ?? PUBLIC_VIEWER);
  const url = (file: string) => app.mediaSigner.signedUrl(mediaPath(lesson.id, file), signFor);
  return {
    playlistUrl: lesson.mediaId ? url('master.m3u8') : null,
    posterUrl: lesson.mediaId ? url('poster.jpg') : null,
    captionsUrl: lesson.captionsKey ? url('captions.vtt') : null,
    notesUrl: lesson.notesKey ? url('notes.pdf') : null,
  };
}

const refusals = {
  401: 'Please sign in to watch this lesson.',
  403: 'This lesson is part of a course you have not bought.',
  404: 'There is no such lesson media.',
} as const;

const refuse = (status: 401 | 403 | 404, message: string = refusals[status]) =>
  new HttpError(status, message);

async function viewerOf(app: FastifyInstance, request: FastifyRequest, path: string): Promise<Viewer> {
  const bearer = await app.auth.optionalUser(request);
  if (bearer) return { id: bearer.id, role: bearer.role };
  const userId =
    (await app.auth.cookieUserId(request)) ??
    app.mediaSigner.verify(path, request.query as Record<string, unknown>)?.userId;
  if (!userId || userId === PUBLIC_VIEWER || !uuid.test(userId)) return undefined;
  const [user] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? { id: userId, role: user.role } : undefined;
}

/** Every URI of a playlist, made absolute and signed for `signFor`. */
function rewritePlaylist(
  app: FastifyInstance,
  text: string,
  lessonId: string,
  dir: string,
  signFor: string,
): string {
  const sign = (uri: string) => {
    const name = uri.trim();
    // Our own playlists name files in their folder or one below; anything else is left out.
    if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)?$/.test(name) || name.includes('..')) return undefined;
    return app.mediaSigner.signedUrl(mediaPath(lessonId, `${dir}${name}`), signFor);
  };
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('#'))
        return line.replace(/URI="([^"]+)"/g, (all, uri: string) => {
          const signed = sign(uri);
          return signed ? `URI="${signed}"` : all;
        });
      return line.trim() ? (sign(line) ?? '') : line;
    })
    .join('\n');
}

/** The single range of a `Range: bytes=…` header against `size`; 'bad' when it cannot be satisfied. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'bad' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return header.includes(',') ? undefined : 'bad';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'bad';
  return { start, end };
}

async function sendObject(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  seconds: number,
) {
  const info = await app.objectStore.head(key);
  if (!info) throw refuse(404);
  const range = parseRange(request.headers.range, info.size);
  if (range === 'bad') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${info.size}`)
      .send({ message: 'The requested range is not in the file.', errors: {} });
  }
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', `private, max-age=${seconds}`)
    .header('Content-Type', mediaContentType(key))
    .header('Last-Modified', info.lastModified.toUTCString());
  const stored = await app.objectStore.get(key, range);
  if (!stored) throw refuse(404);
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else reply.header('Content-Length', info.size);
  return reply.send(stored.body);
}

type Target =
  | { kind: 'master' }
  | { kind: 'playlist'; rendition: string }
  | { kind: 'segment'; rendition: string; segment: string }
  | { kind: 'file'; file: 'poster.jpg' | 'captions.vtt' | 'notes.pdf' };

function targetOf(params: Record<string, string>): Target | undefined {
  const { rendition, segment, file } = params;
  if (file !== undefined) {
    if (file === 'master.m3u8') return { kind: 'master' };
    return file === 'poster.jpg' || file === 'captions.vtt' || file === 'notes.pdf'
      ? { kind: 'file', file }
      : undefined;
  }
  if (!rendition || !renditionName.test(rendition)) return undefined;
  if (segment === undefined) return { kind: 'playlist', rendition };
  return segmentName.test(segment) ? { kind: 'segment', rendition, segment } : undefined;
}

function pathOf(lessonId: string, target: Target): string {
  switch (target.kind) {
    case 'master':
      return mediaPath(lessonId, 'master.m3u8');
    case 'playlist':
      return mediaPath(lessonId, `${target.rendition}/index.m3u8`);
    case 'segment':
      return mediaPath(lessonId, `${target.rendition}/${target.segment}`);
    case 'file':
      return mediaPath(lessonId, target.file);
  }
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTranscoder(app);

  const serve = async (request: FastifyRequest, reply: FastifyReply, params: Record<string, string>) => {
    const lessonId = params.lessonId ?? '';
    const target = targetOf(params);
    // Who asks comes first (an anonymous caller is answered the same for any path); then the path.
    const path = target && uuid.test(lessonId) ? pathOf(lessonId, target) : request.url.split('?')[0]!;
    const viewer = await viewerOf(app, request, path);
    if (!target || !uuid.test(lessonId)) throw refuse(404);
    const access = await lessonAccess(app.db, lessonId.toLowerCase(), viewer);
    if (!access.allowed) throw refuse(access.status);
    const { lesson } = access;

    if (target.kind === 'file' && target.file !== 'poster.jpg') {
      const key = target.file === 'captions.vtt' ? lesson.captionsKey : lesson.notesKey;
      if (!key)
        throw refuse(
          404,
          target.file === 'captions.vtt' ? 'This lesson has no captions.' : 'This lesson has no notes.',
        );
      return sendObject(app, request, reply, key, maxAge.file);
    }

    const [media] = lesson.mediaId
      ? await app.db.select().from(lessonMedia).where(eq(lessonMedia.id, lesson.mediaId)).limit(1)
      : [];
    if (!media || media.status !== 'ready' || !media.hlsPrefix)
      throw refuse(404, 'This lesson has no video yet.');
    const prefix = media.hlsPrefix;
    if (
      (target.kind === 'playlist' || target.kind === 'segment') &&
      !media.renditions.some((r) => r.name === target.rendition)
    ) {
      throw refuse(404);
    }

    if (target.kind === 'master' || target.kind === 'playlist') {
      const key =
        target.kind === 'master' ? `${prefix}/master.m3u8` : `${prefix}/${target.rendition}/index.m3u8`;
      const stored = await app.objectStore.get(key);
      if (!stored) throw refuse(404);
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
      const signFor = access.as === 'preview' ? PUBLIC_VIEWER : viewer!.id;
      const dir = target.kind === 'master' ? '' : `${target.rendition}/`;
      return reply
        .header('Cache-Control', `private, max-age=${maxAge.playlist}`)
        .header('Content-Type', mediaContentType(key))
        .send(rewritePlaylist(app, Buffer.concat(chunks).toString('utf8'), lesson.id, dir, signFor));
    }
    if (target.kind === 'segment') {
      return sendObject(
        app,
        request,
        reply,
        `${prefix}/${target.rendition}/${target.segment}`,
        maxAge.segment,
      );
    }
    return sendObject(app, request, reply, `${prefix}/poster.jpg`, maxAge.segment);
  };

  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    serve(request, reply, request.params as Record<string, string>);
  // No params schema: a malformed path is a 404 like any unknown file, after the viewer is known.
  app.get('/media/lessons/:lessonId/:file', { compress: false }, handler);
  app.get('/media/lessons/:lessonId/:rendition/index.m3u8', handler);
  app.get('/media/lessons/:lessonId/:rendition/:segment', { compress: false }, handler);
};
