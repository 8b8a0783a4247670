/**
 * Moves the page's JavaScript behind its first paint.
 *
 * React Router's `<Scripts />` puts a `<link rel="modulepreload">` for every module of the page into
 * the head and an inline module script that imports them at the end of the body. Browsers fetch those
 * at high priority beside the stylesheets, fonts and hero image, so on a slow connection the first
 * paint and the largest one wait for about 150 KB of script that only makes the page interactive.
 *
 * The server HTML already carries the whole page (content, links, images), and presses made before the
 * page hydrates are not lost (eventContract.ts), so this rewrites the document: the
 * preloads and the module script are started by a small inline script once the page has loaded and
 * painted its first content (a frame after `first-contentful-paint`), on the first interaction
 * (pointer, key, touch or focus) if that comes earlier, and after `fallbackMs` at the latest. The
 * preloads are then added a few per task, so the modules still arrive in parallel instead of as a
 * waterfall, without one long task. Whatever is pressed, typed or hovered in between is recorded from the
 * top of <head> and replayed once the page has hydrated (eventContract.ts).
 */
export const HYDRATION_FALLBACK_MS = 4_000;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script, with the response's CSP nonce when it has one (docs/requirements/issues/23-safe-in-production.md). */
const MODULE_SCRIPT =
  /<script(?: nonce="[^"]*")? type="module" async=""(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/;

/**
 * The id of the data block that carries React Router's module code, as a JSON string (issue 23). The
 * bootstrap runs that code as an inline module script: on a server-rendered page that script gets the
 * bootstrap's own CSP nonce; a prerendered page has no nonce, and the server allows the code by its hash,
 * which it computes from this block (packages/api-server/src/lib/security-headers.ts, `inlineScriptHashes`).
 */
export const DEFERRED_MODULE_ID = 'rr-deferred-module';

/** JSON for an inline script: `<` escaped so the text can never close the script element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The bootstrap that runs in the browser; `hrefs` and `codeId` (the id of the JSON data block holding the
 * module code) are filled in by `deferHydration`.
 */
export function bootstrap(hrefs: string[], codeId: string, fallbackMs: number) {
  // Only readable while this inline script runs: the nonce the module script needs under the page's CSP.
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  let started = false;
  const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) removeEventListener(type, start, true);
    // The module script first: it requests the route modules at once. The preloads (their imports, so
    // the graph arrives in parallel instead of level by level) follow a few per task, as each costs
    // the browser about half a millisecond and all of them in one task would block input.
    const script = document.createElement('script');
    script.type = 'module';
    if (nonce) script.nonce = nonce;
    script.textContent = JSON.parse(document.getElementById(codeId)?.textContent ?? '""') as string;
    document.body.appendChild(script);
    let next = 0;
    const preload = () => {
      for (const end = Math.min(next + 8, hrefs.length); next < end; next += 1) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = hrefs[next] ?? '';
        document.head.appendChild(link);
      }
      if (next < hrefs.length) setTimeout(preload, 0);
    };
    preload();
  };
  if (document.readyState === 'complete') {
    start();
    return;
  }
  // After `load` and the first contentful paint, a frame later, so the browser has painted the loaded
  // page (its largest element included) before any script runs.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  addEventListener(
    'load',
    () => {
      if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterPaint();
      const observer = new PerformanceObserver(() => {
        if (!painted()) return;
        observer.disconnect();
        afterPaint();
      });
      observer.observe({ type: 'paint', buffered: true });
    },
    { once: true },
  );
  for (const type of events) addEventListener(type, start, { capture: true, passive: true });
  setTimeout(start, fallbackMs);
}

/**
 * React Router writes the page's manifest into the module script as indented JSON (about 2 KB of
 * spaces and line feeds on a page with many modules); this writes it without them. Any other shape
 * of script is returned as it was.
 */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});\n/;
export function compactManifest(code: string): string {
  const match = MANIFEST.exec(code);
  if (!match) return code;
  try {
    const json = JSON.stringify(JSON.parse(match[2] ?? ''));
    return code.slice(0, match.index) + match[1] + json + ';\n' + code.slice(match.index + match[0].length);
  } catch {
    return code;
  }
}

/** The bootstrap's source without its indentation (it has no template literals, so that is safe). */
const bootstrapSource = bootstrap.toString().replace(/\n[\t ]+/g, '\n');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Rewrites a rendered document so its scripts start after the first paint (see above). A document
 * without React Router's module script (an error page rendered without `<Scripts />`) is returned
 * unchanged. `nonce`: the response's CSP nonce, put on the bootstrap (issue 23).
 */
export function deferHydration(html: string, options: { nonce?: string; fallbackMs?: number } = {}): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const code = compactManifest(script[1] ?? '');
  const hrefs = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '');
  const fallbackMs = options.fallbackMs ?? HYDRATION_FALLBACK_MS;
  const nonce = options.nonce ? ` nonce="${escapeAttribute(options.nonce)}"` : '';
  const inline =
    `<script type="application/json" id="${DEFERRED_MODULE_ID}">${inlineJson(code)}</script>` +
    `<script${nonce}>(${bootstrapSource})(${inlineJson(hrefs)},${inlineJson(DEFERRED_MODULE_ID)},${fallbackMs})</script>`;
  return (html.slice(0, script.index) + inline + html.slice(script.index + script[0].length)).replace(
    PRELOAD,
    '',
  );
}
