import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { clientChunkGroups, isStyle } from './clientChunks';

/** The shell's href in React Router's manifests, with the `#` React Router adds to some stylesheets. */
const SHELL_HREF = /(\/shell-[\w-]+\.css)#/g;
const SERVER_MANIFEST = '\0virtual:react-router/server-manifest';

/** The staff console's route modules (`routes/admin.tsx`, `routes/admin-*.tsx`). */
const CONSOLE_ROUTE = /\/src\/routes\/admin(-[\w-]+)?\.tsx($|\?)/;

/**
 * Library components that only the staff console renders. The root's graph reaches every library
 * component through the `@company/ui` entry, so their styles would join the shell and every public
 * page's render-blocking CSS; left out of it, they go into the console's stylesheet.
 */
const CONSOLE_ONLY_UI = /\/packages\/ui\/src\/components\/(DataTable|Pagination|Switch)\//;

/**
 * The lesson player's stylesheets (Vidstack's), loaded with the player by the learning page and the course
 * page's preview dialog: two pages, but always lazily and never on a first paint, so never in the shell.
 */
const PLAYER_STYLES = /\/@vidstack\/react\/player\/styles\//;

/**
 * The learning side's styles (issue 32, docs/requirements/issues/32-courses-you-can-take.md): the learning page's
 * own and the library's outline and progress bar. One `learning` file that the learning page, My Course (its
 * progress bars) and the course page's lesson list (loaded lazily) share: not in the shell, so no public page's
 * render-blocking CSS grows, and each of those pages links at most two stylesheets.
 */
const LEARNING_STYLES =
  /\/(packages\/ui\/src\/components\/(LessonList|Progress)\/|site\/src\/pages\/learn\/LessonPage\.css)/;

type ModuleGraph = Pick<Rollup.PluginContext, 'getModuleInfo'>;

/** The modules `from` imports, directly or not (and lazily when `lazy`), without those in `skip`. */
function reachable(graph: ModuleGraph, from: string[], lazy: boolean, skip?: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || skip?.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(lazy ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * Fewer, larger stylesheets for the client build: at most two per page.
 *
 * Vite gives every JavaScript chunk its own stylesheet, and React Router links all of a page's
 * stylesheets from the head, where each one blocks the first paint. The site shell alone (root route,
 * header, footer, toasts and the library components they use) came in nine small chunks, so a page
 * linked 10 to 15 stylesheets. On a slow phone connection each file costs a round trip of its own, and
 * the browser opens six connections per host: with the HTML, two preloaded fonts and the hero image,
 * a third stylesheet is already the request that waits for a free connection (Lighthouse's simulated
 * /team queued its heading font behind four stylesheets, about 0.15 s of its LCP).
 *
 * This plugin groups the style modules only (vanilla-extract's `.css.ts.vanilla.css` and plain `.css`),
 * which carry no JavaScript, so the script chunks stay as they were:
 * - `shell`: the stylesheets in the root route's static import graph, and those two or more pages use
 *   (the shared page layouts, form fields, the commerce styles...). Every page loads it, so it is one
 *   file the browser caches once for the whole site. The graph goes through the `@company/ui` entry, so
 *   this is the library's CSS, not only what the shell renders (less what its lazily loaded modules
 *   bring, such as the toast region): about 9.4 KB Brotli, inside a new connection's first round trip
 *   (14 KB). The shared page styles add 1.6 KB of it.
 * - `console`: what only the staff console's pages use, with the library components only it renders
 *   (`CONSOLE_ONLY_UI`): one file for every console page, so none of them loads a third stylesheet.
 * - `styles`: what only one page uses, in a file of its own (`entriesAware`: a page's lazily loaded
 *   sections share it), so a page loads at most one more file and never another page's styles; and the
 *   styles of lazily loaded modules, which arrive with them.
 */
export function stylesheetGroups(rootModule = '/src/root.tsx'): Plugin[] {
  const shell = new Set<string>();
  const consoleOnly = new Set<string>();
  const learning = new Set<string>();
  return [
    {
      name: 'acme:stylesheet-groups',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      config: () =>
        clientChunkGroups([
          { name: 'shell', test: (id: string) => isStyle(id) && shell.has(id), priority: 3 },
          { name: 'console', test: (id: string) => isStyle(id) && consoleOnly.has(id), priority: 2 },
          { name: 'learning', test: (id: string) => isStyle(id) && learning.has(id), priority: 2 },
          { name: 'styles', test: isStyle, entriesAware: true, priority: 1 },
        ]),
      // The module graph is complete here and chunking has not started.
      buildEnd() {
        shell.clear();
        consoleOnly.clear();
        learning.clear();
        const root = [...this.getModuleIds()].find((id) => id.endsWith(rootModule));
        if (!root) this.error(`stylesheet groups: no module id ends with ${rootModule}`);
        for (const id of reachable(this, [root], false)) {
          if (LEARNING_STYLES.test(id)) {
            if (isStyle(id)) learning.add(id);
          } else if (!CONSOLE_ONLY_UI.test(id)) shell.add(id);
          else if (isStyle(id)) consoleOnly.add(id);
        }
        for (const id of this.getModuleIds()) if (isStyle(id) && LEARNING_STYLES.test(id)) learning.add(id);
        // Each other entry (the route modules) with its lazy imports, outside the root's graph. The staff
        // console's routes count as one page: their shared styles stay out of every public page's shell.
        const pagesUsing = new Map<string, Set<string>>();
        for (const id of this.getModuleIds()) {
          if (id === root || !this.getModuleInfo(id)?.isEntry) continue;
          const page = CONSOLE_ROUTE.test(id) ? 'console' : id;
          for (const style of reachable(this, [id], true, shell)) {
            if (isStyle(style)) pagesUsing.set(style, (pagesUsing.get(style) ?? new Set()).add(page));
          }
        }
        // A public page's own styles that the console's previews reuse (docs/requirements/issues/24-staff-console.md: the blog, job and team
        // cards) stay that page's (a file the page and the console share): the console counts only beside a
        // second public page.
        for (const [style, pages] of pagesUsing) {
          if (learning.has(style)) continue;
          const publicPages = [...pages].filter((page) => page !== 'console').length;
          if (publicPages >= 2 && !PLAYER_STYLES.test(style)) shell.add(style);
          else if (publicPages === 0 && pages.has('console')) consoleOnly.add(style);
        }
      },
    },
    rootStylesheetHref(),
  ];
}

/**
 * React Router links a route's stylesheet as `file.css#` when a lazily loaded chunk needs it too, so
 * that Vite's preloader, which looks for `link[href="file.css"]`, adds a link of its own that stays
 * when the route's link goes on navigation (react-router#14415). The shell is linked by the root
 * route, which never goes, and every lazy chunk that uses a library component needs it: with the
 * `#` each of them appended a second shell link at the end of the head, after the page's own
 * stylesheets, whose rules then lost ties to the shell's (react-router#14754: the course cards got
 * the generic card padding back). Without the `#` the preloader finds the root's link and adds
 * nothing. This rewrites the server manifest (server render, prerendered pages) and the browser
 * manifest file React Router writes beside it.
 */
function rootStylesheetHref(): Plugin {
  let clientDir = '';
  return {
    name: 'acme:root-stylesheet-href',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    // React Router builds the server into <buildDirectory>/server and the browser into .../client.
    configResolved(config) {
      clientDir = resolve(config.root, config.build.outDir, '../client');
    },
    transform(code, id) {
      if (id !== SERVER_MANIFEST || !code.includes('.css#')) return null;
      const browserManifest = /'url':'(\/[^']+\/manifest-[\w-]+\.js)'/.exec(code)?.[1];
      const file = browserManifest && join(clientDir, browserManifest);
      if (!file || !existsSync(file)) this.error(`no browser manifest at ${file || browserManifest}`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(SHELL_HREF, '$1'));
      return { code: code.replace(SHELL_HREF, '$1'), map: null };
    },
  };
}
