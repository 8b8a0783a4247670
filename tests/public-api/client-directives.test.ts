/**
 * `'use client'` in the published files of @company/ui (docs/requirements/issues/25-ui-for-other-sites.md): a React Server Component (Next.js App
 * Router) can import the package root and render the server-safe parts, while every module that needs the
 * browser's React (state, effects, context, event handlers) is marked as a client module, so the
 * framework's bundler turns it into a client reference instead of running it on the server.
 *
 * Reads the built dist (one output file per source module, so the directives survive the build): run
 * `pnpm --filter @company/tokens --filter @company/ui build` first. A module needs the directive when it
 * - imports from `react` something the `react-server` build of React does not export (createContext,
 *   useState, useEffect, useContext, useRef, useSyncExternalStore...),
 * - imports from `react-dom` something other than the resource hints (createPortal, flushSync),
 * - attaches an event handler (`onClick: …` in the compiled JSX), or
 * - calls a `use…` hook of another module of the package that needs it.
 * It must carry the directive exactly then: a server-safe module (layout primitives, Heading, Text, the
 * style files, the root barrel) that had it would turn its exports into client references for no reason
 * (and `vars`, `themeClassNames` would stop being plain values on the server).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const uiDist = join(root, 'packages/ui/dist');
const tokensDist = join(root, 'tokens/dist');

/** What `react.react-server.js` (React 19) exports: usable in a Server Component. */
const serverReact = new Set([
  'Activity',
  'Children',
  'Fragment',
  'Profiler',
  'StrictMode',
  'Suspense',
  'ViewTransition',
  'cache',
  'cacheSignal',
  'captureOwnerStack',
  'cloneElement',
  'createElement',
  'createRef',
  'forwardRef',
  'isValidElement',
  'lazy',
  'memo',
  'use',
  'useCallback',
  'useDebugValue',
  'useId',
  'useMemo',
  'version',
]);
/** What `react-dom.react-server.js` exports. */
const serverReactDom = new Set([
  'preconnect',
  'prefetchDNS',
  'preinit',
  'preinitModule',
  'preload',
  'preloadModule',
  'version',
]);

/** Modules that a Server Component must be able to run as they are (the "server-safe parts"). */
const serverSafe = [
  'index.js',
  'css.js',
  'components/Box/Box.js',
  'components/Container/Container.js',
  'components/Section/Section.js',
  'components/Stack/Stack.js',
  'components/Grid/Grid.js',
  'components/Inline/Inline.js',
  'components/Card/Card.js',
  'components/Heading/Heading.js',
  'components/Text/Text.js',
  'components/Badge/Badge.js',
  'components/Icon/Icon.js',
  'components/VisuallyHidden/VisuallyHidden.js',
];
/** A sample of client modules, so that an empty or misread dist cannot pass. */
const knownClient = [
  'components/Tabs/Tabs.js',
  'components/Toast/Toast.js',
  'components/Accordion/Accordion.js',
  'components/Dialog/Dialog.js',
  'hooks/useControllableState.js',
];

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** True when the module's directive prologue (strings before the first statement) holds 'use client'. */
function hasUseClient(code: string) {
  const prologue = code.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  const match = /^((?:(['"])[^'"]*\2;?\s*)*)/.exec(prologue);
  return /(['"])use client\1/.test(match?.[1] ?? '');
}

interface ModuleInfo {
  file: string;
  directive: boolean;
  /** Why the module needs the browser's React itself (empty: it does not). */
  reasons: string[];
  /** Hooks it imports from other modules of the package: [resolved file, imported name]. */
  hookImports: Array<[string, string]>;
}

function analyse(file: string): ModuleInfo {
  const code = readFileSync(file, 'utf8');
  const reasons: string[] = [];
  const hookImports: Array<[string, string]> = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g)) {
    const source = match[3]!;
    const names = match[1]!
      .split(',')
      .map((spec) => spec.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean);
    if (source === 'react')
      reasons.push(...names.filter((name) => !serverReact.has(name)).map((name) => `react.${name}`));
    else if (source === 'react-dom')
      reasons.push(...names.filter((name) => !serverReactDom.has(name)).map((name) => `react-dom.${name}`));
    else if (source.startsWith('.')) {
      // Calls, not re-exports: the root barrel passes hooks on without running them.
      for (const spec of match[1]!.split(',')) {
        const [name, local = name] = spec.trim().split(/\s+as\s+/);
        if (
          name &&
          /^use[A-Z]/.test(name) &&
          new RegExp(`(^|[^\\w$.])${local!.replace('$', '\\$')}\\(`).test(code)
        ) {
          hookImports.push([resolve(dirname(file), source), name]);
        }
      }
    }
  }
  for (const match of code.matchAll(/import\s*\*\s*as\s+([\w$]+)\s*from\s*(['"])react(-dom)?\2/g)) {
    const allowed = match[3] ? serverReactDom : serverReact;
    for (const use of code.matchAll(new RegExp(`\\b${match[1]!.replace('$', '\\$')}\\.([A-Za-z]+)`, 'g'))) {
      if (!allowed.has(use[1]!)) reasons.push(`react${match[3] ?? ''}.${use[1]}`);
    }
  }
  // In compiled JSX, props are object keys (`onClick: handleClick`); only modules that render JSX count
  // (a style file's theme contract has keys like `onAccent`).
  const handler = /["']react\/jsx-runtime["']/.test(code) && /\bon[A-Z][A-Za-z]*:\s*(?!void 0\b)/.exec(code);
  if (handler) reasons.push(`event handler ${handler[0].replace(/:\s*$/, '')}`);
  return { file, directive: hasUseClient(code), reasons: [...new Set(reasons)], hookImports };
}

const built = existsSync(join(uiDist, 'index.js'));

describe.runIf(built)("'use client' in the built @company/ui", () => {
  const modules = new Map(jsFiles(uiDist).map((file) => [file, analyse(file)]));
  // A module that calls a client hook of the package is a client module too (to a fixed point).
  const client = new Map<string, string[]>();
  for (const info of modules.values()) if (info.reasons.length) client.set(info.file, info.reasons);
  for (let changed = true; changed;) {
    changed = false;
    for (const info of modules.values()) {
      if (client.has(info.file)) continue;
      const hook = info.hookImports.find(([target]) => client.has(target));
      if (hook) {
        client.set(info.file, [`${hook[1]} (${relative(uiDist, hook[0])})`]);
        changed = true;
      }
    }
  }
  const rel = (file: string) => relative(uiDist, file);

  it('marks every module that uses client-only React with the directive', () => {
    const missing = [...client]
      .filter(([file]) => !modules.get(file)!.directive)
      .map(([file, why]) => `${rel(file)}: ${why.join(', ')}`);
    expect(missing, "add 'use client'; as the first line of these modules' sources").toEqual([]);
  });

  it('leaves the directive off modules that a Server Component can run', () => {
    const extra = [...modules.values()]
      .filter((info) => info.directive && !client.has(info.file))
      .map((info) => rel(info.file));
    expect(extra, "these modules need no client React: remove their 'use client'").toEqual([]);
  });

  it('keeps the root barrel, the style files and the layout and text primitives server-safe', () => {
    const files = [...modules.keys()].map(rel);
    for (const file of serverSafe) {
      expect(files, `${file} is missing from dist`).toContain(file);
      const info = modules.get(join(uiDist, file))!;
      expect({ file, directive: info.directive, needs: client.get(info.file) ?? [] }).toEqual({
        file,
        directive: false,
        needs: [],
      });
    }
    for (const file of files.filter((name) => name.endsWith('.css.js') || name.startsWith('styles/'))) {
      expect({ file, directive: modules.get(join(uiDist, file))!.directive }).toEqual({
        file,
        directive: false,
      });
    }
  });

  it('keeps the directive in the output of known client components', () => {
    for (const file of knownClient)
      expect({ file, directive: modules.get(join(uiDist, file))?.directive }).toEqual({
        file,
        directive: true,
      });
  });

  it('@company/tokens has no client module', () => {
    const marked = existsSync(tokensDist)
      ? jsFiles(tokensDist).filter((file) => hasUseClient(readFileSync(file, 'utf8')))
      : [];
    expect(marked.map((file) => relative(tokensDist, file))).toEqual([]);
  });
});

describe.runIf(!built)("'use client' in the built @company/ui", () => {
  it('needs the built package', () => {
    expect.fail(
      'packages/ui/dist is missing: run `pnpm --filter @company/tokens --filter @company/ui build` first',
    );
  });
});
