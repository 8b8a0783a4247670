/**
 * Every style of the library is written in logical properties (`insetInlineStart`, `marginInlineEnd`,
 * `paddingInline`, `borderInlineStartWidth`, `textAlign: 'start'`), so that a right-to-left page
 * mirrors without extra CSS. This test reads every `.css.ts` file and fails on a physical left/right
 * declaration, naming the file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = dirname(import.meta.dirname);

/** Files and folders that may still use physical properties, each with its reason. */
const ALLOWED: Record<string, string> = {
  // The dots follow the pointer by `translate3d(clientX, clientY)`: screen coordinates, physical in every direction.
  'components/ParticleCursor/ParticleCursor.css.ts': 'positioned in physical pointer coordinates',
};

const PHYSICAL: Array<[RegExp, string]> = [
  // `left:` / `right:` as a property, not as a recipe's variant name (`right: { ... }`).
  [/(?<![\w$.-])['"]?(left|right)['"]?\s*:\s*(?!\s*\{)/, 'left/right → insetInlineStart/insetInlineEnd'],
  [/(?<![\w$-])['"]?(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\w*['"]?/, '…Left/…Right → …InlineStart/…InlineEnd'],
  [/(?<![\w$-])['"]?border(Top|Bottom)(Left|Right)Radius['"]?/, 'border…Radius → borderStartStartRadius…'],
  [/(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/, 'kebab-case …-left/-right → …-inline-start/-end'],
  [/\b(textAlign|text-align|float|clear)['"]?\s*:\s*['"]?(left|right)\b/, "left/right values → 'start'/'end'"],
  [/\btextAlign\s*:\s*\[[^\]]*['"](left|right)['"]/, "left/right values → 'start'/'end'"],
];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** The physical declarations of a source text, as `line: text (hint)`; comments are skipped. */
function physicalDeclarations(source: string): string[] {
  const found: string[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  code.split('\n').forEach((rawLine, index) => {
    const line = rawLine.replace(/\/\/.*$/, '');
    for (const [pattern, hint] of PHYSICAL) {
      if (pattern.test(line)) {
        found.push(`${index + 1}: ${rawLine.trim()} (${hint})`);
        break;
      }
    }
  });
  return found;
}

describe('logical properties', () => {
  it('finds the physical declarations it is meant to catch, and not logical ones or variant names', () => {
    const physical = [
      "left: 0,",
      "  right: vars.space[3],",
      "paddingRight: vars.space[6],",
      "borderLeftWidth: '4px',",
      "borderLeftColor: vars.color.accent.solid",
      "marginLeft: '-1rem',",
      "borderTopLeftRadius: 0,",
      "textAlign: 'left',",
      "textAlign: ['left', 'center', 'right'],",
      "globalStyle(`${a} td`, { 'padding-left': 0 })",
      "padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],",
    ];
    for (const line of physical) expect(physicalDeclarations(line), line).toHaveLength(1);
    const logical = [
      'insetInlineStart: 0,',
      'paddingInlineEnd: vars.space[6],',
      "borderInlineStartWidth: '4px',",
      "textAlign: 'start',",
      'right: {',
      "'top-right': { '@layer': { [components]: { top: 0, insetInlineEnd: 0 } } },",
      "maskImage: 'linear-gradient(to right, transparent, black 4%)',",
      '// left: 0 in a comment',
      "transform: 'translateX(-50%)',",
    ];
    for (const line of logical) expect(physicalDeclarations(line), line).toEqual([]);
  });

  it('every .css.ts of the library uses logical inline properties (outside the allow-list)', () => {
    const offences = cssFiles(src).flatMap((file) => {
      const name = relative(src, file).split('\\').join('/');
      if (Object.keys(ALLOWED).some((allowed) => name.startsWith(allowed))) return [];
      return physicalDeclarations(readFileSync(file, 'utf8')).map((found) => `${name}:${found}`);
    });
    expect(offences).toEqual([]);
  });
});
