import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * TypeScript writes the relative specifiers of the sources into the .d.ts files as they are
 * (`'./components/Tabs'`, `'./contract.css'`), which `moduleResolution: NodeNext` rejects: Node's ESM
 * rules want the file. For vite-plugin-dts's `beforeWriteFile` in the builds of tokens and ui: points each
 * one at the emitted file (`'./components/Tabs/index.js'`, `'./contract.css.js'`), which every resolution
 * mode accepts. `packageRoot` holds `src/` and `dist/`. `tests/consumer` type-checks Bundler and NodeNext.
 */
export function dtsFileExtensions(packageRoot: string) {
  return (filePath: string, content: string) => {
    const sourceDir = join(packageRoot, 'src', relative(join(packageRoot, 'dist'), dirname(filePath)));
    const isSource = (path: string) => existsSync(`${path}.ts`) || existsSync(`${path}.tsx`);
    return {
      filePath,
      content: content.replace(
        /(from\s+|import\()(['"])(\.{1,2}\/[^'"]*)\2/g,
        (match, before: string, quote: string, specifier: string) => {
          if (specifier.endsWith('.js')) return match;
          const target = join(sourceDir, specifier);
          if (isSource(target)) return `${before}${quote}${specifier}.js${quote}`;
          if (isSource(join(target, 'index'))) return `${before}${quote}${specifier}/index.js${quote}`;
          throw new Error(`${filePath}: cannot find the source of ${specifier}`);
        },
      ),
    };
  };
}
