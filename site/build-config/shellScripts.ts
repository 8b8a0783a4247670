import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { clientChunkGroups, isStyle } from './clientChunks';

/** Set by the site's build script for its first pass, which only plans the chunks (`site/package.json`). */
export const PLAN_PASS = 'ACME_SHELL_PLAN';

/**
 * Small modules the form kit below imports that pages without forms use too: the library's helpers
 * (`internal/`, the class and direction helpers beside the components), the site's page layout classes and
 * `useHydrated`, and the two icons the fields draw (the select's chevron, the error's exclamation mark).
 * A group takes its modules' imports with it, so left out of the shell these would bring the whole kit to
 * the home page, the services and the blog. They are 0.1 to 0.3 KB each: in the shell they cost every page
 * about 1 KB once instead of a request each.
 */
const SHELL_HELPERS =
  /\/(packages\/ui\/src\/(internal\/[\w.-]+|components\/[\w-]+)\.tsx?|site\/src\/forms\/(page\.css|useHydrated)\.tsx?|lucide-react\/dist\/esm\/icons\/(chevron-down|circle-exclamation-point)\.mjs)$/;

/**
 * The form kit: the site's form plumbing (`src/forms/`, less the schemas it loads lazily and the server
 * action) and the library's text fields and their helpers. Every public form page (apply, contact, sign-in,
 * account) uses nearly all of it, and Rolldown split it into a dozen chunks of 0.1 to 3 KB by which pages
 * use each module: now one file of about 5 KB gzipped, and those pages load 8 to 14 files instead of 23 to
 * 27, and 3 to 4 KB less. The receipt page and the console, which use a dialog or a helper of it, load the
 * rest of it too (about 3 KB more, in `tests/budgets/budgets.json`).
 */
const FORM_KIT =
  /\/(site\/src\/forms\/(?!schemas\.|load-schemas\.|action\.server\.)[\w.-]+|packages\/ui\/src\/(components\/(Field|TextField|TextArea|Select)\/[\w.-]+|internal\/limitLength))\.tsx?$/;

interface ShellPlan {
  /** Fingerprint of the whole client module graph the plan was made from. */
  graph: string;
  /** The modules of the chunks the root route loads, less the framework's (React, React Router). */
  modules: string[];
  /** The modules of the chunks the client entry loads (React, React Router), less the entry's own. */
  framework: string[];
}

const fingerprint = (graph: Pick<Rollup.PluginContext, 'getModuleIds'>) =>
  createHash('sha256')
    .update([...graph.getModuleIds()].sort().join('\n'))
    .digest('hex');

/**
 * One script chunk for the site shell, instead of the thirty-odd small ones Rolldown makes.
 *
 * Every page runs the root route: the header with its navigation menu, the footer, the theme, the cart badge,
 * the toasts' loader and the library code they use. Rolldown splits that code by which routes use each
 * module, so a page used to load 36 to 46 files before it could hydrate, most of them under 1 KB. Each file
 * costs a request (on HTTP/1.1 the browser opens six connections per host, and the fonts and hero image wait
 * behind them) and compresses on its own: the same code as one file is about 9 KB smaller gzipped.
 *
 * Which modules those are is only known after tree-shaking (the root imports the library through its
 * barrel, which reaches every component), so the build runs twice (`site/package.json`):
 * - the planning pass (`ACME_SHELL_PLAN=1`) builds as before and records the modules of the chunks the root
 *   route loads, less the entry's (React, React Router, which change less often and stay cached apart);
 * - the real pass puts exactly those modules in one `site-shell` chunk. Every page loads them anyway, so no
 *   page loads more code than before, and a route that lazily loads one of them finds it already there.
 *   The entry's modules go in a `framework` chunk of their own, so that the form kit, which takes its
 *   modules' imports with it, cannot take React with it.
 * A plan made from another module graph (an edit since, or a build run without the planning pass) is not
 * used: the build then chunks as Rolldown does by default and says so.
 */
export function shellScripts(rootModule = '/src/root.tsx'): Plugin {
  let planFile = '';
  let plan: ShellPlan | undefined;
  let use = false;
  const planning = Boolean(process.env[PLAN_PASS]);
  return {
    name: 'acme:shell-scripts',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: (config) => {
      planFile = resolve(config.root ?? process.cwd(), 'node_modules/.cache/acme-site/shell-plan.json');
      plan =
        !planning && existsSync(planFile)
          ? (JSON.parse(readFileSync(planFile, 'utf8')) as ShellPlan)
          : undefined;
      const modules = new Set(plan?.modules);
      const framework = new Set(plan?.framework);
      return clientChunkGroups([
        {
          name: 'site-shell',
          test: (id: string) => use && !isStyle(id) && (modules.has(id) || SHELL_HELPERS.test(id)),
          priority: 2,
        },
        { name: 'framework', test: (id: string) => use && !isStyle(id) && framework.has(id), priority: 3 },
        {
          name: 'form-kit',
          test: (id: string) => use && !isStyle(id) && !modules.has(id) && FORM_KIT.test(id),
          priority: 1,
        },
      ]);
    },
    // The module graph is complete here and chunking has not started.
    buildEnd() {
      if (planning) return;
      use = plan?.graph === fingerprint(this);
      if (!use)
        this.warn(
          plan
            ? 'the shell chunk plan is from another module graph: chunking as Rolldown does by default (run `pnpm build`)'
            : 'no shell chunk plan: chunking as Rolldown does by default (run `pnpm build`)',
        );
    },
    generateBundle(_options, bundle) {
      if (!planning) return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loads = (chunk: Rollup.OutputChunk | undefined, seen = new Set<Rollup.OutputChunk>()) => {
        if (!chunk || seen.has(chunk)) return seen;
        seen.add(chunk);
        for (const file of chunk.imports) loads(byFile.get(file), seen);
        return seen;
      };
      const facade = (chunk: Rollup.OutputChunk) => chunk.facadeModuleId?.split('?')[0] ?? '';
      const root = chunks.find((chunk) => facade(chunk).endsWith(rootModule));
      const entry = chunks.find((chunk) => chunk.isEntry && /entry\.client\.[jt]sx?$/.test(facade(chunk)));
      if (!root || !entry)
        this.error(`shell chunk plan: no chunk for ${root ? 'the client entry' : rootModule}`);
      const framework = loads(entry);
      const modules = [...loads(root)]
        .filter((chunk) => !framework.has(chunk))
        .flatMap((chunk) => chunk.moduleIds);
      mkdirSync(dirname(planFile), { recursive: true });
      const frameworkModules = [...framework]
        .flatMap((chunk) => chunk.moduleIds)
        .filter((id) => id !== entry.facadeModuleId);
      writeFileSync(
        planFile,
        JSON.stringify({
          graph: fingerprint(this),
          modules,
          framework: frameworkModules,
        } satisfies ShellPlan),
      );
    },
  };
}
