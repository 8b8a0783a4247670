import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CDPSession,
  expect,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { smallPdf } from './account-helpers';

/**
 * The harness of the early-press matrix (early-press.spec.ts, issue 22 (docs/requirements/issues/22-every-press-counts.md)): open a page the way a phone
 * on a slow network gets it, press a control with real input as soon as it is on screen (long before
 * the page's script has hydrated it), then check, once the page has hydrated, that the press did what
 * it says exactly once.
 *
 * It works on Playwright's own page, not the fixture's (fixtures.ts waits for hydration in `goto`).
 */

/**
 * Lighthouse's mobile network throttling ("Slow 4G": 150 ms round trip, 1.6 Mbps down, 750 Kbps up),
 * in the units of CDP `Network.emulateNetworkConditions` (bytes per second).
 */
export const LIGHTHOUSE_MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** The CPU rates of the matrix: this machine as it is, and a mid-range phone (Lighthouse's 4x, rounded up). */
export const CPU_RATES = [1, 6] as const;
/** Repetitions of each case at each CPU rate: enough to catch a race that loses one press in a few. */
export const REPETITIONS = Number(process.env.EARLY_PRESS_REPS ?? 5);
/** After hydration, how long a late second effect (a doubled press) gets to show before the checks. */
export const SETTLE_MS = 400;

export interface EarlyOptions {
  cpu: number;
  viewport?: { width: number; height: number };
  reducedMotion?: boolean;
}

/**
 * A control as a person finds it on the painted page: elements matching `css` whose accessible name
 * (aria-label, else aria-labelledby, else text) is `name`, or the field of the `<label>` reading `label`;
 * optionally only inside `within`; the `nth` visible one (default the first).
 *
 * Found by a few lines run in the page, not by a Playwright locator: Playwright's injected script costs
 * the page seconds of a slowed CPU the first time it is used, and the press would come after hydration.
 */
export interface Target {
  css?: string;
  name?: string | RegExp;
  label?: string;
  within?: Target;
  nth?: number;
}

type WireName = string | { source: string; flags: string } | undefined;
interface WireTarget {
  css?: string;
  name?: WireName;
  label?: string;
  within?: WireTarget;
  nth?: number;
}

/** The state of a toggle as `findOnPaintedPage` reports it: accessible name, then `aria-pressed`. */
export const toggleState = (toggle: Locator) =>
  toggle.evaluate((element) => {
    // The rendered text (`innerText`), as a person reads it: a control may carry text CSS hides.
    const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '';
    return `${name.replace(/\s+/g, ' ').trim()}|${element.getAttribute('aria-pressed') ?? ''}`;
  });
const wire = (target: Target): WireTarget => ({
  ...target,
  name:
    target.name instanceof RegExp ? { source: target.name.source, flags: target.name.flags } : target.name,
  within: target.within ? wire(target.within) : undefined,
});
const describe = (target: Target): string =>
  `${target.label ? `field "${target.label}"` : `${target.css ?? '*'}${target.name ? ` "${String(target.name)}"` : ''}`}${
    target.nth ? ` #${target.nth}` : ''
  }${target.within ? ` in ${describe(target.within)}` : ''}`;

/**
 * Runs in the page: waits (a frame at a time) until the page has painted and the target is on it,
 * scrolls it to the middle of the window at once and answers its centre and whether the page had
 * hydrated, in the same task.
 */
function findOnPaintedPage({ target, timeout }: { target: WireTarget; timeout: number }) {
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label !== null) return text(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return text(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    // Rendered text only: a control may carry a state CSS hides (Carousel.PlayPause before hydration).
    return text((element as HTMLElement).innerText);
  };
  const matches = (name: WireName, value: string) =>
    name === undefined
      ? true
      : typeof name === 'string'
        ? value === name
        : new RegExp(name.source, name.flags).test(value);
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const all = (spec: WireTarget, scope: ParentNode): Element[] => {
    const scopes = spec.within ? all(spec.within, scope) : [scope];
    const found: Element[] = [];
    for (const root of scopes) {
      const candidates = spec.label
        ? [...root.querySelectorAll('label')]
            .filter((label) => text(label.textContent).replace(/[\s*]+$/, '') === spec.label)
            .flatMap((label) => (label.control ? [label.control] : []))
        : [...root.querySelectorAll(spec.css ?? '*')].filter((element) =>
            matches(spec.name, nameOf(element)),
          );
      found.push(...candidates.filter(visible));
    }
    return spec.nth === undefined ? found.slice(0, 1) : found.slice(spec.nth, spec.nth + 1);
  };
  const started = performance.now();
  let lastBox: DOMRect | undefined;
  let stillSince = 0;
  // Inlined: this function runs in the page and sees nothing of the module.
  const REACTION_MS = 250;
  const now = () => performance.now();
  return new Promise<{ x: number; y: number; hydrated: boolean; state: string } | null>((resolve) => {
    const look = () => {
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      const element = painted ? all(target, document)[0] : undefined;
      if (element) {
        // Scrolled to as a person scrolls, a screen at a time: sections far down are laid out only as
        // they come near the viewport (content-visibility: auto), so a jump straight there would leave the
        // ones around the control taking their real height, and moving it, a few frames later.
        let box = element.getBoundingClientRect();
        const off = box.y + box.height / 2 - innerHeight / 2;
        if (Math.abs(off) > innerHeight / 4 && now() - started < timeout) {
          const before = scrollY;
          scrollBy({ top: Math.sign(off) * Math.min(Math.abs(off), innerHeight * 0.8), behavior: 'instant' });
          // Near the top or the bottom of the page the control cannot come to the middle: it is in view.
          if (scrollY !== before) {
            stillSince = now();
            lastBox = undefined;
            requestAnimationFrame(look);
            return;
          }
        }
        box = element.getBoundingClientRect();
        // A person sees a control, then presses it where it stays: no one reacts in less than a quarter
        // of a second. While the page still moves under it, look again at the next frame.
        if (!lastBox || box.x !== lastBox.x || box.y !== lastBox.y) stillSince = now();
        lastBox = box;
        if (now() - stillSince < REACTION_MS && now() - started < timeout) {
          requestAnimationFrame(look);
          return;
        }
        resolve({
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
          hydrated: document.documentElement.hasAttribute('data-hydrated'),
          state: `${nameOf(element)}|${element.getAttribute('aria-pressed') ?? ''}`,
        });
      } else if (performance.now() - started > timeout) resolve(null);
      else setTimeout(look, 16);
    };
    look();
  });
}

/** What a case knows about its page and its presses. */
export class EarlyPage {
  /** Whether the page had hydrated at each press, in order. */
  readonly presses: { label: string; hydrated: boolean; at: number }[] = [];
  private hydratedAt = 0;
  private readonly requests: { method: string; url: URL }[] = [];
  private readonly started = Date.now();
  /** What happened to the page, for the message of a page that never hydrates. */
  private readonly events: string[] = [];

  constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {
    page.on('request', (request: Request) =>
      this.requests.push({ method: request.method(), url: new URL(request.url()) }),
    );
    const at = () => `${Date.now() - this.started} ms`;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.events.push(`${at()}: navigated to ${frame.url()}`);
    });
    page.on('pageerror', (error) => this.events.push(`${at()}: uncaught ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.events.push(`${at()}: console error ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      // The pictures and videos the harness blocks fail by design.
      if (/BLOCKED|inspector/.test(request.failure()?.errorText ?? '')) return;
      this.events.push(`${at()}: ${request.url()} failed (${request.failure()?.errorText ?? 'unknown'})`);
    });
  }

  /** POST requests (form submissions: to the page's route, its `.data` twin or the API) whose path matches. */
  postsTo(path: RegExp): string[] {
    return this.requests
      .filter(({ method, url }) => method === 'POST' && path.test(url.pathname))
      .map(({ url }) => url.pathname);
  }

  /** Requests of a page: its document, or its data when the router navigates (`/cart.data`). */
  navigationsTo(path: string): string[] {
    return this.requests
      .filter(({ url }) => url.pathname === path || url.pathname === `${path === '/' ? '/_root' : path}.data`)
      .map(({ method, url }) => `${method} ${url.pathname}${url.search}`);
  }

  /** Waits until `target` is on the painted page, scrolls it into view and returns its centre. */
  async reach(target: Target, label = describe(target)): Promise<{ x: number; y: number; state: string }> {
    // Generous: the matrix asks whether a press is kept, not how fast a page paints (pnpm bench:web
    // measures that). Two workers on a 6x slowed CPU of a busy 2-core CI machine once took over 10 s.
    const found = await this.page.evaluate(findOnPaintedPage, { target: wire(target), timeout: 30_000 });
    if (!found) throw new Error(`${describe(target)} never appeared on the page (30 s)`);
    this.presses.push({ label, hydrated: found.hydrated, at: Date.now() - this.started });
    return found;
  }

  /**
   * A mouse press at the centre of `target` as soon as it is visible: no wait for "enabled" or "stable".
   * Answers the control's name and `aria-pressed` as the person saw them (`name|pressed`).
   */
  async click(target: Target): Promise<string> {
    const { x, y, state } = await this.reach(target);
    await this.page.mouse.click(x, y);
    return state;
  }

  /** Moves the mouse onto `target` (and leaves it there). */
  async hover(target: Target) {
    const { x, y } = await this.reach(target);
    await this.page.mouse.move(x, y, { steps: 2 });
  }

  /** A tap on the touch screen at the centre of `target` (the context needs `hasTouch`). */
  async tap(target: Target) {
    const { x, y } = await this.reach(target);
    await this.page.touchscreen.tap(x, y);
  }

  /** Clicks into a field and types `text` key by key, as a person would. */
  async type(field: Target, text: string) {
    await this.click(field);
    await this.page.keyboard.type(text);
  }

  /** A key press on whatever has focus. */
  async press(key: string) {
    this.presses.push({
      label: `key ${key}`,
      hydrated: await this.hydratedNow(),
      at: Date.now() - this.started,
    });
    await this.page.keyboard.press(key);
  }

  /** Chooses a file in the file field labelled `label` (the browser's file chooser, not a press). */
  async chooseFile(label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    // Not `exact`: the field's name also carries its picker's text ("Resume Choose a file").
    const field = this.page.getByLabel(label);
    this.presses.push({
      label: `file for ${label}`,
      hydrated: await this.hydratedNow(),
      at: Date.now() - this.started,
    });
    // A disabled file field opens no file chooser: the person cannot choose the file (a lost press).
    expect(
      await field.evaluate((input) => input.matches(':disabled')),
      `the ${label} field takes a file`,
    ).toBe(false);
    await field.setInputFiles(file, { timeout: 10_000 });
  }

  private hydratedNow() {
    return this.page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')).catch(() => true);
  }

  /**
   * What the case went through, for a failure's message: its presses, where each pointer press really
   * landed, navigations, uncaught errors, console errors and failed requests.
   */
  async diagnostics(): Promise<string> {
    const [title, landed] = await Promise.all([
      this.page.title().catch(() => '?'),
      this.page
        .evaluate(() => (window as unknown as { __pressesLanded?: string[] }).__pressesLanded ?? [])
        .catch(() => []),
    ]);
    return [
      `the page is ${this.page.url()} ("${title}")`,
      `presses: ${this.presses.map((press) => `${press.label} at ${press.at} ms`).join(', ') || 'none'}`,
      `pointer presses landed on: ${landed.join('; ') || 'nothing (or the page was replaced)'}`,
      ...this.events,
    ].join('\n');
  }

  /** Waits until the page (after a navigation, the new one) has hydrated, then lets late effects show. */
  async hydrated() {
    const hydrated = async () =>
      this.page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')).catch(() => false);
    const deadline = Date.now() + 45_000;
    while (!(await hydrated())) {
      if (Date.now() > deadline) {
        // What the page went through: a press that navigated away, a script that failed or threw.
        throw new Error(`the page never hydrated (45 s)\n${await this.diagnostics()}`);
      }
      await this.page.waitForTimeout(100);
    }
    this.hydratedAt = Date.now() - this.started;
    await this.page.waitForTimeout(SETTLE_MS);
    // The race is over: the checks (Playwright's own script in the page) need not crawl.
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  }

  /** Whether the first press landed before hydration, and how long the case took. */
  summary() {
    return {
      early: this.presses[0] ? !this.presses[0].hydrated : false,
      presses: this.presses.length,
      pressedAt: this.presses[0]?.at ?? 0,
      hydratedAt: this.hydratedAt,
      ms: Date.now() - this.started,
    };
  }
}

/**
 * Pictures and video: they carry no control, and on this network they would only add seconds to
 * every case (the page's own script still comes over the throttled network).
 */
const MEDIA = ['*.avif', '*.webp', '*.png', '*.jpg', '*.jpeg', '*.mp4', '*.webm', '*/media/*.svg'];

/**
 * A fresh page of the test's context with Lighthouse's mobile network and the CPU slowed `cpu` times,
 * at `path` as soon as the response starts to arrive: the cases wait for the first paint themselves.
 */
export async function openEarly(page: Page, path: string, options: EarlyOptions): Promise<EarlyPage> {
  if (options.viewport) await page.setViewportSize(options.viewport);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: [...MEDIA, '*google.*/maps*'] });
  await cdp.send('Network.emulateNetworkConditions', LIGHTHOUSE_MOBILE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
  const early = new EarlyPage(page, cdp);
  // Where each press really landed (the page may have moved between finding a control and pressing it),
  // for the message of a page that never hydrates. On `window`, before the page's own recorder.
  await page.addInitScript(() => {
    const landed: string[] = [];
    Object.assign(window, { __pressesLanded: landed });
    addEventListener(
      'pointerdown',
      (event) => {
        const element = event.target instanceof Element ? event.target : null;
        const link = element?.closest('a[href]')?.getAttribute('href');
        landed.push(
          `${element?.tagName.toLowerCase() ?? '?'} "${(element?.textContent ?? '').trim().slice(0, 40)}"` +
            (link ? ` in a link to ${link}` : '') +
            ` (${event.isTrusted ? 'person' : 'replayed'}, ${Math.round(performance.now())} ms)`,
        );
      },
      true,
    );
  });
  await page.goto(path, { waitUntil: 'commit' });
  return early;
}

/** Whether a disclosure is open: `<summary>` by its `<details>`, a button by `aria-expanded`. */
export const isExpanded = (trigger: Locator) =>
  trigger.evaluate((element) =>
    element.tagName === 'SUMMARY'
      ? Boolean(element.closest('details')?.open)
      : element.getAttribute('aria-expanded') === 'true',
  );

/** Which dot of a carousel is current (0-based), -1 when none is. */
export const currentSlide = (carousel: Locator) =>
  carousel
    .getByRole('group', { name: 'Choose slide' })
    .getByRole('button')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

/* ------------------------------------------------------------------------------------------ report */

const reportFile = (info: TestInfo) => join(info.project.outputDir, 'early-press.jsonl');

/** Records the case's figures for the summary and prints one line for the test. */
export function recordRun(info: TestInfo, caseName: string, cpu: number, early: EarlyPage) {
  const figures = early.summary();
  mkdirSync(info.project.outputDir, { recursive: true });
  appendFileSync(reportFile(info), `${JSON.stringify({ caseName, cpu, ...figures })}\n`);
  console.log(
    `  ${info.title}: first press ${figures.early ? 'BEFORE' : 'after'} hydration (pressed at ${figures.pressedAt} ms, hydrated at ${figures.hydratedAt} ms), ${figures.presses} input(s), ${figures.ms} ms`,
  );
}

/**
 * One line per case and CPU rate: how many runs pressed before hydration (the matrix means little if
 * most presses land after it) and the time they took, read from what the runs have recorded. Printed
 * after each group of tests for the cases not printed yet, with the share over all runs so far.
 */
const summarised = new Set<string>();
export function printSummary(info: TestInfo) {
  let records: string[];
  try {
    records = readFileSync(reportFile(info), 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return;
  }
  const cases = new Map<string, { early: number; runs: number; ms: number }>();
  for (const record of records) {
    const run = JSON.parse(record) as { caseName: string; cpu: number; early: boolean; ms: number };
    const key = `${run.caseName} [cpu ${run.cpu}x]`;
    const entry = cases.get(key) ?? { early: 0, runs: 0, ms: 0 };
    entry.runs += 1;
    entry.early += run.early ? 1 : 0;
    entry.ms += run.ms;
    cases.set(key, entry);
  }
  let early = 0;
  let runs = 0;
  const lines: string[] = [];
  for (const [key, entry] of cases) {
    early += entry.early;
    runs += entry.runs;
    if (summarised.has(key)) continue;
    summarised.add(key);
    lines.push(`  ${key}: ${entry.early}/${entry.runs} early, ${Math.round(entry.ms / entry.runs)} ms`);
  }
  if (lines.length === 0) return;
  console.log(['early-press summary (first press before hydration / runs, mean time):', ...lines].join('\n'));
  console.log(
    `  all so far: ${early}/${runs} presses before hydration (${Math.round((100 * early) / Math.max(runs, 1))}%)`,
  );
}

/** A résumé to upload: a real one-page PDF (the server checks the bytes). */
export function resumePdf() {
  return { name: 'asha-verma-resume.pdf', mimeType: 'application/pdf', buffer: smallPdf() };
}
