import { courseCatalog, type CourseId } from '@company/contracts';
import { and, eq, like, ne } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { ServerConfig } from '../config.js';
import type { ObjectStore } from '../lib/storage.js';
import { narrationVtt, type Slide, slidePng } from '../modules/learning/slides.js';
import {
  publishHls,
  type Rendition,
  RENDITIONS,
  SEGMENT_SECONDS,
  transcodeToHls,
} from '../modules/learning/transcode.js';
import type { Db } from './client.js';
import { courseModules, lessonMedia, lessons, meta } from './schema.js';
import { seedLessonSources } from './seed-lessons-data.js';

/**
 * Seeded lessons (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Seed"): every course gets two
 * modules and one short lesson (15–25 s) per recorded lesson its page lists, the first a free preview. Each
 * video is a few slides drawn in code (slides.ts) over a quiet audio bed, its captions the narration of each
 * slide, made with ffmpeg and run through the transcoder's own HLS step and its final step (`publishHls`).
 *
 * Rows are added once (claimed, like the rest of the seed). The videos are made once per machine: the source
 * MP4, its HLS and captions are cached by a hash of what shapes them (`node_modules/.cache/acme-lesson-media`,
 * else DATA_DIR/cache), so later starts and test runs only copy them into the object store, and a start with
 * every seeded video ready only asks the database.
 */
const SEED_LESSONS_KEY = 'seed:lessons:v1';
/** Bump to remake every cached video (a change to the drawing or the encoding that the hash cannot see). */
const PIPELINE_VERSION = 1;
/** Slides hold still: 4 frames a second (a keyframe every 16) plays the same and encodes in a fraction. */
const FRAME_RATE = 4;
/** `lesson_media.originalName` of a seeded video: `seed/<courseId>/<index>.mp4` (an upload's has no `/`). */
const seedName = (courseId: string, index: number) => `seed/${courseId}/${index}.mp4`;

export interface PlannedLesson {
  courseId: CourseId;
  index: number;
  module: number;
  title: string;
  summary: string;
  freePreview: boolean;
  footer: string;
  slides: Slide[];
}

const moduleTitles = ['Getting started', 'Putting it to work'];

/** Seconds a slide stays up: long enough to read its narration at an easy pace. */
const secondsFor = (narration: string) => Math.min(9, Math.max(5, Math.round(narration.length / 14)));

function slide(kind: Slide['kind'], heading: string, lines: string[], narration: string): Slide {
  return { kind, heading, lines, narration, seconds: secondsFor(narration) };
}

/** The seeded lessons of every course, from its recorded lessons and what it teaches. */
export function seedLessonPlan(): PlannedLesson[] {
  return courseCatalog.flatMap((course) => {
    const { videos, details } = seedLessonSources[course.id];
    const share = Math.ceil(details.length / videos.length);
    return videos.map((title, index): PlannedLesson => {
      const points = details.slice(index * share, (index + 1) * share);
      const next = videos[index + 1];
      const opening =
        index === 0
          ? `Welcome to ${course.title}. This first lesson is ${title}.`
          : `This is lesson ${index + 1} of ${course.title}: ${title}.`;
      return {
        courseId: course.id,
        index,
        module: index === 0 || (videos.length > 2 && index === 1) ? 0 : 1,
        title,
        summary: `${points.join('. ')}.`,
        freePreview: index === 0,
        footer: `${course.title}  ·  Lesson ${index + 1} of ${videos.length}`,
        slides: [
          slide('title', title, [course.title], opening),
          slide('points', 'In this lesson', points, `Here is what this lesson covers. ${points.join('. ')}.`),
          slide(
            'points',
            'Your turn',
            [
              'Pause and repeat each step on your own machine',
              'Keep your notes: the project builds on them',
              next ? `Next: ${next}` : 'Finish the project to complete the course',
            ],
            `Now it is your turn. Pause the video and try each step yourself. ${
              next ? `In the next lesson: ${next}.` : 'Finish the project to complete the course.'
            }`,
          ),
        ],
      };
    });
  });
}

/** Where made videos are kept, in order: the package's node_modules/.cache, then DATA_DIR/cache. */
const lessonMediaCacheDirs = (config: Pick<ServerConfig, 'packageRoot' | 'dataDir'>) => [
  join(config.packageRoot, 'node_modules', '.cache', 'acme-lesson-media'),
  join(config.dataDir, 'cache', 'lesson-media'),
];

/**
 * The first writable cache folder. A production bundle ships the videos `pnpm build` made in the package's
 * cache (deploy/bundle.sh) and runs read-only: those are read where they are, and nothing is made.
 */
export function lessonMediaCacheDir(config: Pick<ServerConfig, 'packageRoot' | 'dataDir'>): string {
  for (const dir of lessonMediaCacheDirs(config)) {
    try {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.W_OK);
      return dir;
    } catch {
      // Read-only (a production image): the next place.
    }
  }
  throw new Error('No writable folder for the seeded lesson videos (DATA_DIR is read-only)');
}

interface MadeLesson {
  dir: string;
  durationSeconds: number;
  renditions: Rendition[];
}

/** A quiet, slowly breathing chord (G major, about -30 dB): the bed under the slides, no speech. */
const audioBed =
  'aevalsrc=(0.018*sin(2*PI*196*t)+0.012*sin(2*PI*247*t)+0.010*sin(2*PI*294*t))*(0.75+0.25*sin(2*PI*0.2*t))' +
  ':s=48000:c=stereo';
const BED_SECONDS = 60;

/** The audio bed as AAC, made once into the cache and copied under every lesson. */
async function audioBedFile(config: Pick<ServerConfig, 'ffmpegPath'>, root: string): Promise<string> {
  const hash = createHash('sha256').update(`${audioBed}${BED_SECONDS}`).digest('hex').slice(0, 12);
  const file = join(root, `audio-bed-${hash}.m4a`);
  if (existsSync(file)) return file;
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp.m4a`;
  await promisify(execFile)(config.ffmpegPath, [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-f', 'lavfi', '-i', audioBed, '-t', String(BED_SECONDS), '-c:a', 'aac', '-b:a', '96k', temporary,
  ]); // prettier-ignore
  await rename(temporary, file);
  return file;
}

/** The cached source MP4, HLS and captions of a lesson; made (and cached) when missing. */
export async function makeLessonVideo(
  config: Pick<ServerConfig, 'ffmpegPath' | 'ffprobePath' | 'packageRoot' | 'dataDir'>,
  lesson: Pick<PlannedLesson, 'slides' | 'footer'>,
): Promise<MadeLesson> {
  const hash = createHash('sha256')
    .update(
      JSON.stringify({ PIPELINE_VERSION, FRAME_RATE, RENDITIONS, SEGMENT_SECONDS, audioBed, ...lesson }),
    )
    .digest('hex')
    .slice(0, 24);
  for (const cached of lessonMediaCacheDirs(config).map((folder) => join(folder, hash))) {
    const made = join(cached, 'made.json');
    if (existsSync(made))
      return { dir: cached, ...(JSON.parse(await readFile(made, 'utf8')) as Omit<MadeLesson, 'dir'>) };
  }
  const root = lessonMediaCacheDir(config);
  const dir = join(root, hash);
  const done = join(dir, 'made.json');

  // Made beside the cache and renamed into place whole: a crash or a parallel run never leaves half a lesson.
  const build = join(root, `.build-${hash}-${randomBytes(4).toString('hex')}`);
  mkdirSync(build, { recursive: true });
  try {
    const { slides, footer } = lesson;
    const total = slides.reduce((sum, item) => sum + item.seconds, 0);
    const list: string[] = [];
    for (const [index, item] of slides.entries()) {
      await writeFile(join(build, `slide-${index}.png`), await slidePng(item, footer, index, slides.length));
      list.push(`file 'slide-${index}.png'`, `duration ${item.seconds}`);
    }
    // The concat demuxer takes the last file's duration only when the file is named once more.
    list.push(`file 'slide-${slides.length - 1}.png'`);
    await writeFile(join(build, 'slides.txt'), `${list.join('\n')}\n`);
    await promisify(execFile)(config.ffmpegPath, [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      '-f', 'concat', '-safe', '0', '-i', join(build, 'slides.txt'),
      '-i', await audioBedFile(config, root),
      '-t', String(total),
      '-vf', `fps=${FRAME_RATE},format=yuv420p`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '20',
      '-c:a', 'copy',
      '-movflags', '+faststart',
      join(build, 'source.mp4'),
    ]); // prettier-ignore
    const result = await transcodeToHls(config, join(build, 'source.mp4'), join(build, 'hls'), {
      slides: true,
    });
    await writeFile(join(build, 'captions.vtt'), narrationVtt(slides));
    for (let index = 0; index < slides.length; index++) await rm(join(build, `slide-${index}.png`));
    await rm(join(build, 'slides.txt'));
    const made = { durationSeconds: result.durationSeconds, renditions: result.renditions };
    await writeFile(join(build, 'made.json'), JSON.stringify(made));
    try {
      await rename(build, dir);
    } catch {
      // Another process made it first: theirs is the same.
      if (!existsSync(done)) throw new Error(`Could not place the lesson video in ${dir}`);
    }
    return { dir, ...made };
  } finally {
    await rm(build, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Adds the seeded modules and lessons once, then gives every seeded lesson whose video is not ready yet its
 * video and captions (made, or taken from the cache). Safe to run on every start and from several at once.
 */
export async function seedLessons(db: Db, config: ServerConfig, store: ObjectStore): Promise<void> {
  const plan = seedLessonPlan();
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(meta)
      .values({ key: SEED_LESSONS_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: meta.key });
    if (claimed.length === 0) return;
    for (const course of courseCatalog) {
      const own = plan.filter((lesson) => lesson.courseId === course.id);
      const moduleIds: string[] = [];
      for (const [sortOrder, title] of moduleTitles.entries()) {
        if (!own.some((lesson) => lesson.module === sortOrder)) continue;
        const [row] = await tx
          .insert(courseModules)
          .values({ courseId: course.id, title, sortOrder })
          .returning({ id: courseModules.id });
        moduleIds[sortOrder] = row!.id;
      }
      for (const lesson of own) {
        const [row] = await tx
          .insert(lessons)
          .values({
            courseId: course.id,
            moduleId: moduleIds[lesson.module]!,
            title: lesson.title,
            summary: lesson.summary,
            sortOrder: lesson.index,
            freePreview: lesson.freePreview,
          })
          .returning({ id: lessons.id });
        await tx.insert(lessonMedia).values({
          lessonId: row!.id,
          status: 'transcoding',
          originalName: seedName(course.id, lesson.index),
        });
      }
    }
  });

  const waiting = await db
    .select({ id: lessonMedia.id, lessonId: lessonMedia.lessonId, name: lessonMedia.originalName })
    .from(lessonMedia)
    .where(and(like(lessonMedia.originalName, 'seed/%'), ne(lessonMedia.status, 'ready')));
  const byName = new Map(plan.map((lesson) => [seedName(lesson.courseId, lesson.index), lesson]));
  await inPool(waiting, 2, async (media) => {
    const lesson = byName.get(media.name);
    if (!lesson) return;
    let made: MadeLesson;
    try {
      made = await makeLessonVideo(config, lesson);
    } catch (error) {
      // Without ffmpeg (a development machine) the lessons are there without video; the next start tries again.
      await db
        .update(lessonMedia)
        .set({
          status: 'failed',
          error: `The seeded video could not be made: ${(error as Error).message.slice(0, 300)}`,
        })
        .where(eq(lessonMedia.id, media.id));
      return;
    }
    const captions = await readFile(join(made.dir, 'captions.vtt'));
    const captionsKey = `lessons/${media.lessonId}/captions-${createHash('sha256').update(captions).digest('hex').slice(0, 12)}.vtt`;
    await store.put(captionsKey, captions, 'text/vtt; charset=utf-8');
    await db.update(lessons).set({ captionsKey }).where(eq(lessons.id, media.lessonId));
    await publishHls(db, store, { id: media.id, lessonId: media.lessonId }, join(made.dir, 'hls'), made);
  });
}
