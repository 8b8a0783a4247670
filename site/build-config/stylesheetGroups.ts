import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The shell's href in React Router's manifests, with the `#` React Router adds to some stylesheets. */
const SHELL_HREF = /(\/shell-[\w-]+\.css)#/g;
const SERVER_MANIFEST = '\0virtual:react-router/server-manifest';

/**
 * Fewer, larger stylesheets for the client build.
 *
 * Vite gives every JavaScript chunk its own stylesheet, and React Router links all of a page's
 * stylesheets from the head, where each one blocks the first paint. The site shell alone (root route,
 * header, footer, toasts and the library components they use) came in nine small chunks, so a page
 * linked 10 to 15 stylesheets; on a slow phone connection each request past the browser's six
 * connections waits for a free one, and each small file costs a round trip of its own.
 *
 * This plugin groups the style modules only (vanilla-extract's `.css.ts.vanilla.css` and plain `.css`),
 * which carry no JavaScript, so the script chunks stay as they were:
 * - `shell`: the stylesheets in the root route's static import graph. Every page loads it, so it is one
 *   file the browser caches once for the whole site. The graph goes through the `@company/ui` entry, so
 *   this is the whole library's CSS (about 9 KB gzip), not only what the shell renders.
 * - `styles`: the rest (the pages' own styles), split by the set of pages that import them
 *   (`entriesAware`), so a page loads one to four more files (one to two on most) and never another
 *   page's styles. (Moving the styles three or more pages share into the shell, or a third group, cost
 *   every page 1 to 2 KB more and saved a request on a few.)
 */
export function stylesheetGroups(rootModule = '/src/root.tsx'): Plugin[] {
  const shell = new Set<string>();
  const isStyle = (id: string) => /\.css(\?|$)/.test(id);
  return [
    {
      name: 'acme:stylesheet-groups',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      config: () => ({
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      { name: 'shell', test: (id: string) => isStyle(id) && shell.has(id), priority: 2 },
                      { name: 'styles', test: isStyle, entriesAware: true, priority: 1 },
                    ],
                  },
                },
              },
            },
          },
        },
      }),
      // The module graph is complete here and chunking has not started: collect the root's static imports.
      buildEnd() {
        shell.clear();
        const root = [...this.getModuleIds()].find((id) => id.endsWith(rootModule));
        if (!root) this.error(`stylesheet groups: no module id ends with ${rootModule}`);
        const queue = [root];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (shell.has(id)) continue;
          shell.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
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
