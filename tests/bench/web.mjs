// pnpm bench:web — Lighthouse 12 (Debian chromium) over every public route, mobile default and
// desktop preset, 3 runs each (BENCH_RUNS, BENCH_ROUTES=/,/about to narrow it); writes
// tests/bench/results/web.json and web.md with the median and range of each metric, and the initial JS
// (gzip) of each route. `node tests/bench/web.mjs --refresh-js` recomputes only that column.
// Figures, not a pass/fail test: the byte budgets are enforced by `pnpm size` instead.
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureFloor } from './floor.mjs';
import { median, metrics } from './lighthouse-metrics.mjs';
import { launchChrome, runLighthouse, startProduct } from './server.mjs';

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const outDir = join(root, 'tests/bench/results');

async function publicRoutes(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // One representative of each dynamic pattern keeps the run short; every static page is measured.
  const seen = new Set();
  const picked = [];
  for (const path of urls) {
    const pattern = path.replace(/^\/(blog|job|courses|services)\/[^/]+$/, '/$1/:id');
    if (pattern !== path && seen.has(pattern)) continue;
    seen.add(pattern);
    picked.push(path);
  }
  return process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : picked;
}

/**
 * Initial JS of a route: the modules the hydration bootstrap starts once the page has painted (its
 * first argument, the same list React Router would have preloaded; see
 * site/src/document/deferHydration.ts), gzipped.
 */
async function initialJs(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const hrefs = /\(function bootstrap\([\s\S]*?\}\)\((\[[^\]]*\])/.exec(html);
  const srcs = new Set(hrefs ? JSON.parse(hrefs[1]) : []);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]);
  let bytes = 0;
  for (const src of srcs) {
    const file = join(root, 'site/build/client', new URL(src, origin).pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes;
}

function writeReport(report) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'web.json'), JSON.stringify(report, null, 2));
  const fmt = (m, k, unit = '') => `${Math.round(m[k].median * (k === 'cls' ? 1000 : 1)) / (k === 'cls' ? 1000 : 1)}${unit} (${Math.round(m[k].min * (k === 'cls' ? 1000 : 1)) / (k === 'cls' ? 1000 : 1)}–${Math.round(m[k].max * (k === 'cls' ? 1000 : 1)) / (k === 'cls' ? 1000 : 1)})`;
  const lines = [
    `# Lighthouse ${report.runs} runs per route and preset — median (range)`,
    '',
    `Measured ${report.date} with Lighthouse 12 (simulated throttling: mobile = slow 4G and 4x CPU slowdown). Initial JS: the modules the page starts after its first paint, gzip -9.`,
    '',
    ...(report.floor
      ? [
          `Framework floor: a one-route app that renders a heading on React ${report.floor.react} and React Router ${report.floor.reactRouter} loads ${(report.floor.initialJsGzip / 1024).toFixed(1)} KB gz of initial JS (\`pnpm bench:floor\`, tests/bench/floor); no page hydrated by React Router loads less.`,
          '',
        ]
      : []),
    '| route | preset | perf | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS bootup ms | JS transferred KB | transferred KB | initial JS KB gz |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of report.routes) {
    for (const preset of ['mobile', 'desktop']) {
      const m = r[preset];
      lines.push(`| ${r.path} | ${preset} | ${fmt(m, 'performance')} | ${fmt(m, 'fcp')} | ${fmt(m, 'lcp')} | ${fmt(m, 'tbt')} | ${fmt(m, 'cls')} | ${fmt(m, 'speedIndex')} | ${m.bootup ? fmt(m, 'bootup') : '–'} | ${m.jsTransferred ? (m.jsTransferred.median / 1024).toFixed(1) : '–'} | ${Math.round(m.transferred.median / 1024)} | ${(r.initialJsGzip / 1024).toFixed(1)} |`);
    }
  }
  writeFileSync(join(outDir, 'web.md'), lines.join('\n') + '\n');
}

async function main() {
  const product = await startProduct();
  const chrome = await launchChrome();
  const { files: _files, ...floor } = measureFloor();
  const report = { date: new Date().toISOString(), runs: RUNS, floor, routes: [] };
  try {
    const routes = await publicRoutes(product.origin);
    for (const path of routes) {
      const row = { path, initialJsGzip: await initialJs(product.origin, path) };
      for (const [preset, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
        const samples = Object.fromEntries(Object.keys(metrics).map((k) => [k, []]));
        for (let i = 0; i < RUNS; i++) {
          const lhr = await runLighthouse(product.origin + path, chrome.port, config);
          for (const [k, f] of Object.entries(metrics)) samples[k].push(f(lhr));
        }
        row[preset] = Object.fromEntries(
          Object.entries(samples).map(([k, xs]) => [k, { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) }]),
        );
      }
      report.routes.push(row);
      console.log(`${path}: mobile ${row.mobile.performance.median} (LCP ${Math.round(row.mobile.lcp.median)} ms), desktop ${row.desktop.performance.median}, JS ${(row.initialJsGzip / 1024).toFixed(1)} KB gz`);
    }
  } finally {
    await chrome.kill();
    await product.stop();
  }
  writeReport(report);
  console.log(`\nwrote ${join(outDir, 'web.md')}`);
}

/** `--refresh-js`: recompute the initial JS column of the last report against the current build. */
async function refreshJs() {
  const report = JSON.parse(readFileSync(join(outDir, 'web.json'), 'utf8'));
  const { files: _files, ...floor } = measureFloor();
  report.floor = floor;
  const product = await startProduct();
  try {
    for (const row of report.routes) row.initialJsGzip = await initialJs(product.origin, row.path);
  } finally {
    await product.stop();
  }
  writeReport(report);
  console.log(`refreshed the initial JS of ${report.routes.length} routes in ${join(outDir, 'web.md')}`);
}

(process.argv.includes('--refresh-js') ? refreshJs() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
