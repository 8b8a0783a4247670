// pnpm bench:learn — time to the first video frame of a lesson on a slow phone (issue 32,
// docs/requirements/issues/32-courses-you-can-take.md "Done when": goal ≤ 2 s), and the bytes transferred before it.
//
// Starts the built product like bench:web (tests/bench/server.mjs: production mode, sandbox payments, a fresh data
// folder with the seeded lessons), signs up a buyer and buys the course through the API (order, sandbox pay, verify,
// save), waits until its first lesson's video is ready, then opens the lesson in Debian's Chromium with Lighthouse's
// mobile throttling applied through the DevTools protocol: 1.6 Mbps down, 750 kbps up, 150 ms RTT
// (Network.emulateNetworkConditions) and a 4x CPU slowdown (Emulation.setCPUThrottlingRate), a cold cache each run.
// It presses Play as soon as the player offers it, as a student would, and reports per run:
// - first frame: from the start of navigation to the first frame presented (requestVideoFrameCallback; the first
//   `playing` event where that is missing),
// - after Play: from the press to that frame,
// - bytes: everything the page transferred before that frame (navigation + resources, as sent).
//
//   BENCH_RUNS=5 BENCH_COURSE=basic-python pnpm bench:learn
//   node tests/bench/learn.mjs --origin http://127.0.0.1:4430   (a product already running, with the seed)
// Writes tests/bench/results/learn.json and learn.md. Figures, not a pass/fail test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { median } from './lighthouse-metrics.mjs';
import { startProduct } from './server.mjs';

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COURSE = process.env.BENCH_COURSE ?? 'basic-python';
const outDir = join(root, 'tests/bench/results');
const originArg = process.argv.indexOf('--origin');

/** Lighthouse's mobile preset (slow 4G, mid-tier phone), applied with DevTools throttling. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

async function api(origin, path, { method = 'GET', token, body, form } = {}) {
  const headers = { accept: 'application/json', origin };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (form) {
    payload = new FormData();
    for (const [key, value] of Object.entries(form)) payload.append(key, value);
  } else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${origin}/api/v1/${path}`, { method, headers, body: payload });
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return data;
}

/** A new customer who bought the course in the sandbox; returns the credentials and an access token. */
async function buyer(origin) {
  const account = {
    name: 'Bench Learner',
    email: `bench.learner.${Date.now().toString(36)}@example.com`,
    mobile: '9812345670',
    address: 'Wright Town, Jabalpur',
    password: 'bench-learner-pass',
  };
  await api(origin, 'customer', { method: 'POST', form: account });
  const login = await api(origin, 'customer/login', {
    method: 'POST',
    body: { identifier: account.email, password: account.password },
  });
  const token = login.data.access_token;
  const order = await api(origin, 'payment/order', {
    method: 'POST',
    token,
    body: { items: [{ kind: 'course', id: COURSE }] },
  });
  const paid = await api(origin, 'payment/sandbox/pay', {
    method: 'POST',
    token,
    body: { order_id: order.order_id, outcome: 'success' },
  });
  await api(origin, 'payment/verify', {
    method: 'POST',
    token,
    body: {
      order_id: order.order_id,
      payment_id: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  });
  await api(origin, 'payment/save', {
    method: 'POST',
    token,
    body: {
      name: account.name,
      email: account.email,
      phone: account.mobile,
      order_id: order.order_id,
      payment_id: paid.razorpay_payment_id,
      status: 'succeeded',
    },
  });
  return { account, token };
}

/** The first lesson of the course whose video is ready (the seed transcodes in the queue after the first start). */
async function readyLesson(origin, token) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const outline = await api(origin, `learn/courses/${COURSE}`, { token });
    if (!outline.owned) throw new Error(`the buyer does not own ${COURSE}: is the learning API merged?`);
    const lesson = outline.modules.flatMap((module) => module.lessons).find((item) => item.ready);
    if (lesson) return lesson;
    if (Date.now() > deadline) throw new Error(`no lesson of ${COURSE} became ready within 10 minutes`);
    await new Promise((done) => setTimeout(done, 2000));
  }
}

/** Runs in the page before its scripts: notes the first presented frame and what was transferred until then. */
function watchFirstFrame() {
  const bytesSoFar = () =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
      (sum, entry) => sum + (entry.transferSize || 0),
      0,
    );
  const record = (how) => {
    if (window.__firstFrame) return;
    window.__firstFrame = { at: performance.now(), how, bytes: bytesSoFar() };
  };
  document.addEventListener(
    'playing',
    (event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement)) return;
      if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => record('frame'));
      else record('playing');
    },
    true,
  );
}

async function measure(browser, origin, account, lessonUrl) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // The refresh cookie, as after a sign-in: the page restores the session from it.
    const login = await context.request.post(`${origin}/api/v1/customer/login`, {
      data: { identifier: account.email, password: account.password },
      headers: { origin },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const page = await context.newPage();
    await page.addInitScript(watchFirstFrame);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(lessonUrl, { waitUntil: 'commit' });
    const play = page.getByRole('button', { name: 'Play', exact: true }).first();
    await play.waitFor({ state: 'visible', timeout: 120_000 });
    const pressedAt = await page.evaluate(() => performance.now());
    await play.click();
    await page.waitForFunction(() => window.__firstFrame, undefined, { timeout: 120_000 });
    const frame = await page.evaluate(() => window.__firstFrame);
    return {
      firstFrameMs: Math.round(frame.at),
      afterPlayMs: Math.round(frame.at - pressedAt),
      bytes: frame.bytes,
      how: frame.how,
    };
  } finally {
    await context.close();
  }
}

function writeReport(report) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'learn.json'), JSON.stringify(report, null, 2));
  const stat = (key, scale = 1) => {
    const xs = report.runs.map((run) => run[key] / scale);
    return `${median(xs).toFixed(scale === 1 ? 0 : 1)} (${Math.min(...xs).toFixed(scale === 1 ? 0 : 1)}–${Math.max(...xs).toFixed(scale === 1 ? 0 : 1)})`;
  };
  const lines = [
    `# Lesson time to first frame — ${report.runs.length} cold runs, median (range)`,
    '',
    `Measured ${report.date} on ${report.lesson} (${report.course}) with Lighthouse's mobile throttling through the DevTools protocol: 1.6 Mbps down, 750 kbps up, 150 ms RTT, 4x CPU slowdown; 412×823 phone viewport; Play pressed as soon as the player shows it. Goal (issue 32): first frame ≤ 2000 ms.`,
    '',
    '| first frame after navigation, ms | first frame after Play, ms | KB transferred before it |',
    '|---|---|---|',
    `| ${stat('firstFrameMs')} | ${stat('afterPlayMs')} | ${stat('bytes', 1024)} |`,
    '',
    'Command: `pnpm bench:learn` (builds, starts the product, buys the course as a new customer).',
  ];
  writeFileSync(join(outDir, 'learn.md'), `${lines.join('\n')}\n`);
}

async function main() {
  const product =
    originArg > 0 ? { origin: process.argv[originArg + 1], stop: async () => {} } : await startProduct();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const { account, token } = await buyer(product.origin);
    const lesson = await readyLesson(product.origin, token);
    const lessonUrl = `${product.origin}/learn/${COURSE}/${lesson.id}`;
    const report = { date: new Date().toISOString(), course: COURSE, lesson: lesson.title, runs: [] };
    for (let run = 1; run <= RUNS; run++) {
      const result = await measure(browser, product.origin, account, lessonUrl);
      report.runs.push(result);
      console.log(
        `run ${run}: first frame ${result.firstFrameMs} ms after navigation, ${result.afterPlayMs} ms after Play, ${(result.bytes / 1024).toFixed(1)} KB before it (${result.how})`,
      );
    }
    writeReport(report);
    console.log(`\nwrote ${join(outDir, 'learn.md')}`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
