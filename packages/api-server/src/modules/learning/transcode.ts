import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client.js';
import { lessonMedia, lessons, queueJobs } from '../../db/schema.js';
import type { JobContext } from '../../lib/queue.js';
import type { ObjectStore } from '../../lib/storage.js';

/**
 * The transcoder (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Lessons as real media"): a
 * `transcode` job `{ mediaId }` in the durable queue turns an uploaded video into HLS for the player.
 *
 * ffprobe looks first: a file that is not a video, or is damaged, ends as `failed` with a reason staff can act
 * on (no retries: trying again changes nothing). One ffmpeg run then writes a 360p and a 720p rendition
 * (H.264 + AAC, 4-second segments, `master.m3u8` with BANDWIDTH, RESOLUTION and CODECS) and a poster into a
 * temporary folder, reporting progress (`transcoding`, n %). Every file goes to the object store under
 * `media/<mediaId>/`, and only then does one transaction mark the media `ready` and point the lesson at it, so
 * a half-done transcode is never visible. A crash (or a shutdown) mid-way leaves the job to the queue, which
 * runs it again; the queue's heartbeat keeps the claim of a long transcode alive meanwhile.
 */

export interface Rendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
}

/** The renditions made of every video: height, video and audio bit rates. */
export const RENDITIONS = [
  { name: '360p', height: 360, videoKbps: 800, audioKbps: 96 },
  { name: '720p', height: 720, videoKbps: 2800, audioKbps: 128 },
] as const;
export const SEGMENT_SECONDS = 4;

/** Why a file cannot be used, in words for staff (shown in the console as the media's error). */
export class UnusableVideoError extends Error {}

export const reasons = {
  notVideo: 'The file is not a video we can read.',
  noPicture: 'The file has no picture (it may be audio only). Upload a video file.',
  noLength: 'The video has no length; it may be cut short or damaged. Export it again and upload it.',
  tooLong: 'The video is longer than 4 hours. Split it into shorter lessons.',
  missing: 'The uploaded file is missing. Upload the video again.',
  damaged: 'The video could not be converted; it may be damaged. Export it again (MP4, H.264) and upload it.',
} as const;

const MAX_SECONDS = 4 * 3600;
/** How often progress is written to the database while ffmpeg runs. */
const PROGRESS_EVERY_MS = 2_000;
/** After this many failed ffmpeg runs the media is marked failed rather than retried again. */
const FFMPEG_ATTEMPTS = 3;

export interface ProbeResult {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

interface Tools {
  ffmpegPath: string;
  ffprobePath: string;
}

/** Runs a program; resolves with its stdout, rejects with the end of its stderr. */
function run(
  program: string,
  args: string[],
  options: { signal?: AbortSignal; onStdout?: (chunk: string) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(`${program} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`),
        );
    });
  });
}

/** What ffprobe says of a file; an {@link UnusableVideoError} when it is no video. */
export async function probeVideo(tools: Tools, path: string): Promise<ProbeResult> {
  let text: string;
  try {
    text = await run(tools.ffprobePath, [
      '-v', 'error',
      '-print_format', 'json',
      '-show_format',
      '-show_streams',
      path,
    ]); // prettier-ignore
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error; // no ffprobe: not the file's fault
    throw new UnusableVideoError(reasons.notVideo);
  }
  const info = JSON.parse(text) as {
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      duration?: string;
      disposition?: { attached_pic?: number };
    }[];
    format?: { duration?: string; format_name?: string };
  };
  const streams = info.streams ?? [];
  // A cover image in an audio file is a "video" stream too; a still picture is not a lesson.
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!video) {
    if (streams.some((stream) => stream.codec_type === 'audio'))
      throw new UnusableVideoError(reasons.noPicture);
    throw new UnusableVideoError(reasons.notVideo);
  }
  if (!video.width || !video.height) throw new UnusableVideoError(reasons.notVideo);
  const duration = Number(info.format?.duration ?? video.duration ?? NaN);
  if (!Number.isFinite(duration) || duration <= 0.1) throw new UnusableVideoError(reasons.noLength);
  if (duration > MAX_SECONDS) throw new UnusableVideoError(reasons.tooLong);
  return {
    durationSeconds: duration,
    width: video.width,
    height: video.height,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

/**
 * One ffmpeg run: `outDir/master.m3u8`, `outDir/<rendition>/index.m3u8` with `seg-00001.ts`…, then
 * `outDir/poster.jpg`. `onProgress` gets 0–1 (out_time of `-progress` against the probed duration).
 */
export async function transcodeToHls(
  tools: Tools,
  source: string,
  outDir: string,
  options: {
    probe?: ProbeResult;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /**
     * Slides (the seeded lessons): still pictures at constant quality (capped at each rendition's rate) and
     * the source's AAC audio as it is, which costs a fraction of a video's encode.
     */
    slides?: boolean;
  } = {},
): Promise<{ durationSeconds: number; renditions: Rendition[] }> {
  const probe = options.probe ?? (await probeVideo(tools, source));
  await mkdir(outDir, { recursive: true });
  const split = RENDITIONS.map((_, index) => `[s${index}]`).join('');
  const scales = RENDITIONS.map(
    (rendition, index) =>
      // Even width, this height; the picture's own shape is kept.
      `[s${index}]scale=-2:${rendition.height}:flags=bicubic,setsar=1,format=yuv420p[v${index}]`,
  );
  const filter = `[0:v]split=${RENDITIONS.length}${split};${scales.join(';')}`;
  const audioInput = probe.hasAudio
    ? []
    : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'];
  const audioMap = probe.hasAudio ? '0:a:0' : '1:a:0';
  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-i', source,
    ...audioInput,
    '-filter_complex', filter,
    ...RENDITIONS.flatMap((_, index) => ['-map', `[v${index}]`, '-map', audioMap]),
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main',
    ...(options.slides ? ['-tune', 'stillimage', '-crf', '24'] : []),
    '-sc_threshold', '0',
    '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...RENDITIONS.flatMap((rendition, index) => [
      ...(options.slides ? [] : [`-b:v:${index}`, `${rendition.videoKbps}k`]),
      `-maxrate:v:${index}`, `${Math.round(rendition.videoKbps * 1.1)}k`,
      `-bufsize:v:${index}`, `${rendition.videoKbps * 2}k`,
      ...(options.slides ? [] : [`-b:a:${index}`, `${rendition.audioKbps}k`]),
    ]),
    ...(options.slides && probe.hasAudio ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-ac', '2', '-ar', '48000']),
    ...(probe.hasAudio ? [] : ['-shortest']),
    '-f', 'hls',
    '-hls_time', String(SEGMENT_SECONDS),
    '-hls_playlist_type', 'vod',
    '-hls_flags', 'independent_segments',
    '-hls_segment_type', 'mpegts',
    '-start_number', '1',
    '-hls_segment_filename', join(outDir, '%v', 'seg-%05d.ts'),
    '-master_pl_name', 'master.m3u8',
    '-var_stream_map', RENDITIONS.map((rendition, index) => `v:${index},a:${index},name:${rendition.name}`).join(' '),
    '-progress', 'pipe:1', '-nostats',
    join(outDir, '%v', 'index.m3u8'),
  ]; // prettier-ignore
  let pending = '';
  await run(tools.ffmpegPath, args, {
    signal: options.signal,
    onStdout: (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && options.onProgress) {
          options.onProgress(Math.min(1, Number(match[1]) / 1e6 / probe.durationSeconds));
        }
      }
    },
  });
  // The poster: a frame a little way in (the first is often black), at the larger rendition's size.
  const at = Math.min(probe.durationSeconds / 3, 2).toFixed(2);
  await run(
    tools.ffmpegPath,
    ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-ss', at, '-i', source, '-frames:v', '1',
      '-vf', `scale=-2:${RENDITIONS.at(-1)!.height}`, '-q:v', '4', join(outDir, 'poster.jpg')], // prettier-ignore
    { signal: options.signal },
  );
  const master = await readFile(join(outDir, 'master.m3u8'), 'utf8');
  const renditions = RENDITIONS.map((rendition) => {
    const line = master.split('\n').findIndex((entry) => entry.trim() === `${rendition.name}/index.m3u8`);
    const info = master.split('\n')[line - 1] ?? '';
    const bandwidth = Number(
      /BANDWIDTH=(\d+)/.exec(info)?.[1] ?? (rendition.videoKbps + rendition.audioKbps) * 1000,
    );
    const [width, height] = (/RESOLUTION=(\d+)x(\d+)/.exec(info)?.slice(1) ?? []).map(Number);
    return { name: rendition.name, width: width ?? 0, height: height ?? rendition.height, bandwidth };
  });
  return { durationSeconds: probe.durationSeconds, renditions };
}

export const hlsPrefixOf = (mediaId: string) => `media/${mediaId}`;

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** The content type a media file is served as, from its name. */
export const mediaContentType = (name: string) =>
  contentTypes[/\.[a-z0-9]+$/.exec(name.toLowerCase())?.[0] ?? ''] ?? 'application/octet-stream';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * The transcoder's last step (also the seed's): puts every file of `hlsDir` under `media/<mediaId>/`, then in
 * one transaction marks the media ready (its source no longer needed) and makes it the lesson's video with its
 * length in whole seconds.
 * Playlists go last, so a reader never finds a playlist naming a segment that is not there yet.
 */
export async function publishHls(
  db: Db,
  store: ObjectStore,
  media: { id: string; lessonId: string },
  hlsDir: string,
  result: { durationSeconds: number; renditions: Rendition[] },
): Promise<void> {
  const prefix = hlsPrefixOf(media.id);
  const files = await filesUnder(hlsDir);
  const ordered = [
    ...files.filter((file) => !file.endsWith('.m3u8')),
    ...files.filter((file) => file.endsWith('.m3u8') && file !== 'master.m3u8'),
    ...files.filter((file) => file === 'master.m3u8'),
  ];
  for (const file of ordered) {
    await store.put(`${prefix}/${file}`, await readFile(join(hlsDir, file)), mediaContentType(file));
  }
  const seconds = Math.max(1, Math.round(result.durationSeconds));
  await db.transaction(async (tx) => {
    await tx
      .update(lessonMedia)
      .set({
        status: 'ready',
        progress: 100,
        error: null,
        sourceKey: null,
        hlsPrefix: prefix,
        durationSeconds: seconds,
        renditions: result.renditions,
        updatedAt: new Date(),
      })
      .where(eq(lessonMedia.id, media.id));
    await tx
      .update(lessons)
      .set({ mediaId: media.id, durationSeconds: seconds, updatedAt: new Date() })
      .where(eq(lessons.id, media.lessonId));
  });
}

/**
 * Queues the transcode of an uploaded video (its `lesson_media` row has `sourceKey` set), in the caller's
 * transaction: the media shows as `queued` from the same commit. Call `app.queue.wake()` after the commit to
 * start at once rather than at the worker's next poll.
 */
export async function queueTranscode(tx: Db, mediaId: string): Promise<void> {
  await tx
    .update(lessonMedia)
    .set({ status: 'queued', progress: 0, error: null, updatedAt: new Date() })
    .where(eq(lessonMedia.id, mediaId));
  await tx.insert(queueJobs).values({ kind: 'transcode', payload: { mediaId } });
}

async function setStatus(db: Db, mediaId: string, values: Partial<typeof lessonMedia.$inferInsert>) {
  await db
    .update(lessonMedia)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lessonMedia.id, mediaId));
}

/** Runs one `transcode` job; throws (so the queue retries) only for what another try may fix. */
export async function runTranscode(
  app: Pick<FastifyInstance, 'db' | 'objectStore' | 'config' | 'log'>,
  mediaId: string,
  context: Pick<JobContext, 'attempt' | 'signal'>,
): Promise<void> {
  const { db, objectStore: store, config } = app;
  const [media] = await db.select().from(lessonMedia).where(eq(lessonMedia.id, mediaId)).limit(1);
  // Deleted with its lesson, or done by an earlier run that died before removing its job.
  if (!media || media.status === 'ready') return;
  const fail = (reason: string) => setStatus(db, mediaId, { status: 'failed', error: reason, progress: 0 });
  if (!media.sourceKey) return fail(reasons.missing);
  const source = await store.get(media.sourceKey);
  if (!source) return fail(reasons.missing);

  const work = join(config.dataDir, '.transcode', `${mediaId}-${randomBytes(4).toString('hex')}`);
  await mkdir(work, { recursive: true });
  try {
    const input = join(work, 'source');
    await pipeline(source.body, createWriteStream(input));
    let probe: ProbeResult;
    try {
      probe = await probeVideo(config, input);
    } catch (error) {
      if (error instanceof UnusableVideoError) return fail(error.message);
      throw error;
    }
    await setStatus(db, mediaId, { status: 'transcoding', progress: 0, error: null });
    let lastWrite = Date.now();
    let writing: Promise<unknown> = Promise.resolve();
    let result: Awaited<ReturnType<typeof transcodeToHls>>;
    try {
      result = await transcodeToHls(config, input, join(work, 'hls'), {
        probe,
        signal: context.signal,
        onProgress: (fraction) => {
          if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = Date.now();
          // 99 at most: 100 is for `ready`, after the files are stored.
          const progress = Math.min(99, Math.floor(fraction * 100));
          writing = writing.then(() => setStatus(db, mediaId, { progress }).catch(() => undefined));
        },
      });
    } catch (error) {
      await writing;
      if (context.signal.aborted) throw error; // shutting down: run again after the restart
      if (context.attempt >= FFMPEG_ATTEMPTS) {
        app.log.warn(
          { media: { id: mediaId }, err: { message: (error as Error).message } },
          'transcode failed',
        );
        return fail(reasons.damaged);
      }
      throw error;
    }
    await writing;
    await publishHls(db, store, { id: media.id, lessonId: media.lessonId }, join(work, 'hls'), result);
    // The original is no longer needed once its HLS is published (publishHls cleared `sourceKey`).
    await store.remove(media.sourceKey).catch(() => undefined);
  } finally {
    await rm(work, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Work folders older than the longest transcode are what a crashed process left (the source, GBs maybe). */
async function sweepWorkFolders(dataDir: string): Promise<void> {
  const root = join(dataDir, '.transcode');
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const entry of entries) {
    const info = await stat(join(root, entry)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > 2 * MAX_SECONDS * 1000) {
      await rm(join(root, entry), { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/** Registers the `transcode` job kind with the app's queue. */
export function registerTranscoder(app: FastifyInstance): void {
  void sweepWorkFolders(app.config.dataDir);
  app.queue.handle('transcode', {
    transactional: false,
    run: async (payload, context) => {
      const mediaId = typeof payload.mediaId === 'string' ? payload.mediaId : '';
      if (!/^[0-9a-f-]{36}$/i.test(mediaId)) return; // a malformed job: nothing to do
      await runTranscode(app, mediaId, context);
    },
  });
}
