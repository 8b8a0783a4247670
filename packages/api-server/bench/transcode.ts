/**
 * `pnpm bench:learn:transcode` (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Bench"): how
 * long the transcoder takes per minute of video on this machine. It makes a 60 s 720p test source with ffmpeg
 * (moving test pattern and a tone, so the encoder has real work), runs the transcoder's own HLS step on it
 * (`transcodeToHls`: 360p + 720p H.264/AAC and the poster) `BENCH_RUNS` times (default 2), and prints the
 * figures. Nothing goes to a database or the network.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { transcodeToHls } from '../src/modules/learning/transcode.js';

const tools = {
  ffmpegPath: process.env.FFMPEG_PATH?.trim() || '/usr/bin/ffmpeg',
  ffprobePath: process.env.FFPROBE_PATH?.trim() || '/usr/bin/ffprobe',
};
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
const SECONDS = 60;
const work = mkdtempSync(join(tmpdir(), 'acme-bench-transcode-'));

/** CPU seconds of the finished child processes (ffmpeg), from /proc: less sensitive to a busy machine. */
const childCpuSeconds = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks of 1/100 s
};

const bytesUnder = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? bytesUnder(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );

try {
  const source = join(work, 'source.mp4');
  execFileSync(tools.ffmpegPath, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source,
  ]); // prettier-ignore
  const version = execFileSync(tools.ffmpegPath, ['-version'], { encoding: 'utf8' }).split('\n')[0];
  console.log(
    `${version}; ${cpus().length} cores (${cpus()[0]?.model}); load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(`source: ${SECONDS} s, 1280x720 at 30 fps, ${(statSync(source).size / 1e6).toFixed(1)} MB`);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const out = join(work, `hls-${run}`);
    const started = process.hrtime.bigint();
    const cpuBefore = childCpuSeconds();
    const result = await transcodeToHls(tools, source, out);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = childCpuSeconds() - cpuBefore;
    times.push(seconds);
    cpuTimes.push(cpu);
    const sizes = result.renditions
      .map((rendition) => `${rendition.name} ${(bytesUnder(join(out, rendition.name)) / 1e6).toFixed(1)} MB`)
      .join(', ');
    console.log(
      `run ${run}: ${seconds.toFixed(1)} s (${(SECONDS / seconds).toFixed(2)}x real time); ${sizes}`,
    );
  }
  const best = Math.min(...times);
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(
    `transcoding time per minute of video: ${((best / SECONDS) * 60).toFixed(1)} s (best of ${runs}), ` +
      `${((median / SECONDS) * 60).toFixed(1)} s (median); ffmpeg CPU ${Math.min(...cpuTimes).toFixed(1)} s ` +
      `(on an idle machine with ${cpus().length} cores, about ${(Math.min(...cpuTimes) / cpus().length).toFixed(0)} s)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
