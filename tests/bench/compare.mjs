// pnpm bench:compare — the same routes measured back to back on two builds: this checkout and another
// built checkout of the product (BENCH_BASE, e.g. a `git worktree` of the previous commit after
// `pnpm build` there). Lighthouse mobile, the runs alternating between the two so that the machine's
// load falls on both alike (BENCH_RUNS, default 5; BENCH_ROUTES, default /). Prints the median and
// range of each figure and the ratio; writes tests/bench/results/compare.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { median, metrics } from './lighthouse-metrics.mjs';
import { launchChrome, runLighthouse, startProduct } from './server.mjs';

const root = resolve(import.meta.dirname, '../..');
const base = process.env.BENCH_BASE;
if (!base) {
  console.error('BENCH_BASE=<path of another built checkout> is required');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const routes = (process.env.BENCH_ROUTES ?? '/').split(',');
const shown = ['performance', 'lcp', 'tbt', 'bootup', 'jsTransferred', 'cls'];
const unit = { lcp: 'ms', tbt: 'ms', bootup: 'ms', jsTransferred: 'KB' };
const scale = (key, value) => (key === 'jsTransferred' ? value / 1024 : value);

const builds = [
  { name: 'base', product: await startProduct({ checkout: resolve(base) }) },
  { name: 'this', product: await startProduct() },
];
const chrome = await launchChrome();
const lines = [
  `# Back to back: ${resolve(base)} (base) and this checkout, Lighthouse mobile, ${RUNS} alternating runs — median (range)`,
  '',
  `Measured ${new Date().toISOString()}.`,
  '',
  `| route | build | ${shown.map((key) => `${key}${unit[key] ? ` ${unit[key]}` : ''}`).join(' | ')} |`,
  `|---|---|${shown.map(() => '---').join('|')}|`,
];
try {
  for (const path of routes) {
    const samples = Object.fromEntries(builds.map((build) => [build.name, Object.fromEntries(shown.map((key) => [key, []]))]));
    for (let run = 0; run < RUNS; run++) {
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        const lhr = await runLighthouse(build.product.origin + path, chrome.port);
        for (const key of shown) samples[build.name][key].push(scale(key, metrics[key](lhr)));
      }
    }
    const summary = {};
    for (const build of builds) {
      const cells = shown.map((key) => {
        const xs = samples[build.name][key];
        const round = (value) => (key === 'cls' ? value.toFixed(3) : key === 'jsTransferred' ? value.toFixed(1) : Math.round(value));
        return `${round(median(xs))} (${round(Math.min(...xs))}–${round(Math.max(...xs))})`;
      });
      summary[build.name] = Object.fromEntries(shown.map((key) => [key, median(samples[build.name][key])]));
      lines.push(`| ${path} | ${build.name} | ${cells.join(' | ')} |`);
    }
    const ratio = shown.map((key) => (summary.base[key] ? `${(summary.this[key] / summary.base[key]).toFixed(2)}×` : '–'));
    lines.push(`| ${path} | this ÷ base | ${ratio.join(' | ')} |`);
    console.log(lines.slice(-3).join('\n'));
  }
} finally {
  await chrome.kill();
  for (const build of builds) await build.product.stop();
}
const outDir = join(root, 'tests/bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'compare.md'), lines.join('\n') + '\n');
console.log(`\nwrote ${join(outDir, 'compare.md')}`);
