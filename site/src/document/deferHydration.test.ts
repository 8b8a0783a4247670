import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrap, compactManifest, DEFERRED_MODULE_ID, deferHydration } from './deferHydration';

// The shape React Router 7 renders: preloads hoisted into the head, the route modules imported by an
// inline module script at the end of the body.
const documentHtml = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '</head><body><main><h1>Software that ships</h1></main>',
  '<script>window.__reactRouterContext = {"ssr":true};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");</script>',
  '</body></html>',
].join('');

describe('deferHydration', () => {
  it('leaves the content and the stylesheets in place and moves every module behind the bootstrap', () => {
    const html = deferHydration(documentHtml);
    expect(html).toContain('<main><h1>Software that ships</h1></main>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {"ssr":true};</script>');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    // The bootstrap carries both preloads; the original module code is in a JSON data block beside it.
    expect(html).toContain('["/assets/entry.client-1.js","/assets/root-1.js"]');
    expect(html).toContain(
      `<script type="application/json" id="${DEFERRED_MODULE_ID}">${JSON.stringify('import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");')}</script>`,
    );
  });

  it('puts the CSP nonce on the bootstrap and finds a module script that has one (docs/requirements/issues/23-safe-in-production.md)', () => {
    const withNonce = documentHtml
      .replace('<script>window', '<script nonce="abc+/=">window')
      .replace('<script type="module" async="">', '<script nonce="abc+/=" type="module" async="">');
    const html = deferHydration(withNonce, { nonce: 'abc+/=' });
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script nonce="abc+/=">(function bootstrap(');
  });

  it('returns a document without React Router scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><h1>Server error</h1></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });

  it('escapes the module code so it can never close the inline script', () => {
    const hostile = documentHtml.replace('import("/assets/entry.client-1.js");', 'const s = "<!-- <b>";');
    const html = deferHydration(hostile);
    const body = html.slice(html.indexOf('<body>'));
    expect(body.match(/<script[ >]/g)).toHaveLength(3);
    expect(body.match(/<\/script>/g)).toHaveLength(3);
    expect(body).toContain('\\u003c!-- \\u003cb>');
  });
});

describe('compactManifest', () => {
  // React Router's module script: the manifest patch as indented JSON, then the route modules.
  const manifest = {
    entry: { module: '/assets/entry.client-1.js' },
    routes: { root: { id: 'root', imports: ['/assets/a-1.js'] } },
  };
  const code = [
    'import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-1.js";',
    `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`,
    'window.__reactRouterRouteModules = {"root":route0};',
    'import("/assets/entry.client-1.js");',
  ].join('\n');

  it('writes the manifest without indentation and keeps the rest of the script as it was', () => {
    const compact = compactManifest(code);
    expect(compact).toBe(code.replace(JSON.stringify(manifest, null, 2), JSON.stringify(manifest)));
    expect(compact.length).toBeLessThan(code.length - 40);
    // The script still assigns the same manifest.
    const assigned = /window\.__reactRouterManifest = (.*);\n/.exec(compact)?.[1] ?? '';
    expect(JSON.parse(assigned)).toEqual(manifest);
  });

  it('leaves a script it does not recognise unchanged', () => {
    expect(compactManifest('import("/assets/entry.client-1.js");')).toBe(
      'import("/assets/entry.client-1.js");',
    );
    const broken = code.replace('"routes": {', '"routes": {,');
    expect(compactManifest(broken)).toBe(broken);
  });
});

describe('bootstrap in the browser', () => {
  const hrefs = ['/assets/entry.client-1.js', '/assets/root-1.js'];
  const code = 'window.__started = true;';
  /** The data block deferHydration writes beside the bootstrap. */
  const addCode = () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = DEFERRED_MODULE_ID;
    block.textContent = JSON.stringify(code);
    document.body.appendChild(block);
  };
  let readyState: DocumentReadyState;
  const modules = () => document.querySelectorAll('script[type="module"]');
  const preloads = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );

  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts the modules right away on a page that has already loaded', () => {
    readyState = 'complete';
    addCode();
    bootstrap(hrefs, DEFERRED_MODULE_ID, 4000);
    expect(preloads()).toEqual(hrefs);
    expect(modules()).toHaveLength(1);
    expect(modules()[0]?.textContent).toBe(code);
  });

  it('adds many preloads a few per task, so no single task adds them all', () => {
    readyState = 'complete';
    const many = Array.from({ length: 20 }, (_, n) => `/assets/chunk-${n}.js`);
    addCode();
    bootstrap(many, DEFERRED_MODULE_ID, 4000);
    expect(modules()).toHaveLength(1);
    expect(preloads()).toEqual(many.slice(0, 8));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(many.slice(0, 16));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(many);
  });

  it('waits for the load event and a frame, then starts once', () => {
    addCode();
    bootstrap(hrefs, DEFERRED_MODULE_ID, 4000);
    expect(modules()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(modules()).toHaveLength(0); // a frame after load, so the loaded page paints first
    vi.advanceTimersByTime(0);
    expect(modules()).toHaveLength(0);
    vi.advanceTimersByTime(20);
    expect(modules()).toHaveLength(1);
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual(hrefs);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.advanceTimersByTime(5000);
    expect(modules()).toHaveLength(1);
  });

  it('after load, waits for the first contentful paint where the browser reports paints', () => {
    let painted = false;
    let notify = () => {};
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      painted && name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
    );
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {
        notify = () => {};
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    addCode();
    bootstrap(hrefs, DEFERRED_MODULE_ID, 4000);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(modules()).toHaveLength(0);
    notify(); // a first-paint entry: not yet contentful
    vi.advanceTimersByTime(100);
    expect(modules()).toHaveLength(0);
    painted = true;
    notify();
    vi.advanceTimersByTime(100);
    expect(modules()).toHaveLength(1);
  });

  it('starts on the first interaction before the page has loaded', () => {
    addCode();
    bootstrap(hrefs, DEFERRED_MODULE_ID, 4000);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(modules()).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(modules()).toHaveLength(1);
  });

  it('starts after the fallback delay when the page never finishes loading', () => {
    addCode();
    bootstrap(hrefs, DEFERRED_MODULE_ID, 4000);
    vi.advanceTimersByTime(3999);
    expect(modules()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(modules()).toHaveLength(1);
  });
});
