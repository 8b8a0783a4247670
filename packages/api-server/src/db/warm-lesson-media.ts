import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';

import { findPackageRoot } from '../config.js';
import { makeLessonVideo, seedLessonPlan } from './seed-lessons.js';

/**
 * `node dist/warm-lesson-media.js` (run by the build): makes the seeded lesson videos into their cache now, so
 * the first start and the first test run only copy them (issue 32:
 * docs/requirements/issues/32-courses-you-can-take.md). Without ffmpeg (a build stage, a bare machine) it
 * says so and leaves them to the first start.
 */
const config = {
  packageRoot: findPackageRoot(),
  dataDir: resolve(process.env.DATA_DIR || 'data'),
  ffmpegPath: process.env.FFMPEG_PATH?.trim() || '/usr/bin/ffmpeg',
  ffprobePath: process.env.FFPROBE_PATH?.trim() || '/usr/bin/ffprobe',
};
try {
  accessSync(config.ffmpegPath, constants.X_OK);
  accessSync(config.ffprobePath, constants.X_OK);
} catch {
  console.log(
    `api-server: no ffmpeg at ${config.ffmpegPath}; the seeded lesson videos are made at the first start`,
  );
  process.exit(0);
}
const started = Date.now();
const plan = seedLessonPlan();
let next = 0;
await Promise.all(
  [0, 1].map(async () => {
    while (next < plan.length) await makeLessonVideo(config, plan[next++]!);
  }),
);
console.log(
  `api-server: ${plan.length} seeded lesson videos ready (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
