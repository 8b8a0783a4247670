// pnpm bench:diagnose — one mobile Lighthouse run per route with the details behind the figures:
// the LCP element and its phases, render-blocking requests, main-thread time by kind, the scripts
// that cost the most and the longest tasks. For finding what to fix; `pnpm bench:web` gives the
// figures. Routes: BENCH_ROUTES=/,/about (default /). The full reports are written to
// tests/bench/results/diagnose/<route>.json (not committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChrome, runLighthouse, startProduct } from './server.mjs';

const outDir = resolve(import.meta.dirname, 'results/diagnose');
const routes = (process.env.BENCH_ROUTES ?? '/').split(',');
const tail = (url, n = 48) => (url.length > n ? `…${url.slice(-n)}` : url);
const ms = (value) => `${Math.round(value)} ms`;

const product = await startProduct();
const chrome = await launchChrome();
mkdirSync(outDir, { recursive: true });
try {
  for (const path of routes) {
    const lhr = await runLighthouse(product.origin + path, chrome.port);
    writeFileSync(join(outDir, `${path.replace(/\W+/g, '_') || '_'}.json`), JSON.stringify(lhr));
    const audit = (id) => lhr.audits[id];
    const items = (id) => audit(id)?.details?.items ?? [];
    const observed = items('metrics')[0] ?? {};
    console.log(`\n${path}: score ${Math.round(lhr.categories.performance.score * 100)}`);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'])
      console.log(`  ${id}: ${audit(id).displayValue}`);
    console.log(`  observed (unthrottled): FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}, load ${ms(observed.observedLoad)}`);
    const lcp = items('largest-contentful-paint-element');
    console.log(`  LCP element: ${lcp[0]?.items?.[0]?.node?.snippet ?? 'unknown'}`);
    for (const phase of lcp[1]?.items ?? []) console.log(`    ${phase.phase}: ${ms(phase.timing)}`);
    for (const item of items('render-blocking-resources')) console.log(`  render-blocking: ${tail(item.url)} (${ms(item.wastedMs)})`);
    console.log(`  main thread: ${items('mainthread-work-breakdown').map((i) => `${i.group} ${ms(i.duration)}`).join(', ')}`);
    for (const item of items('bootup-time').slice(0, 5)) console.log(`  script: ${tail(item.url)} ${ms(item.total)} (scripting ${ms(item.scripting)})`);
    for (const item of items('long-tasks').slice(0, 6)) console.log(`  long task: ${tail(item.url ?? '')} at ${ms(item.startTime)} for ${ms(item.duration)}`);
    console.log(`  DOM: ${audit('dom-size').displayValue}; transferred: ${audit('total-byte-weight').displayValue}`);
  }
} finally {
  await chrome.kill();
  await product.stop();
}
