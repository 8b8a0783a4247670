// pnpm --filter @company/ui fonts — writes the library's fonts: src/styles/fonts/*.woff2 and src/styles/fonts.css.
//
// The variable Inter (body) and Manrope (headings) come from @fontsource-variable in its Latin and Latin
// Extended files. Every page needs only a part of the Latin file, so that part is cut into a smaller "core"
// file (harfbuzz via subset-font): Basic Latin and the punctuation the site uses, with the weights the
// tokens can ask for (see families) and the OpenType features a browser or the library uses (see
// FEATURES). The rupee sign, the one character of the site outside Latin, gets a ~1 KB file of its own,
// so a page with a price does not download all of Latin Extended (84 KB for Inter). The rest of both
// fontsource files stays available under unicode-range, for text the core does not cover.
// The output is committed; rerun after a @fontsource update or a change to the ranges below.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const stylesDir = join(import.meta.dirname, '../src/styles');
const fontsDir = join(stylesDir, 'fonts');

/**
 * What the core files carry: Basic Latin (with the control characters, such as the line feeds of
 * preformatted text, so they never pull in another file) and the few other characters the site's copy
 * uses (no-break space, § © ® · ×, dashes, curly quotes, bullet, ellipsis, € ™ −). Any other Latin-1 letter (é, ü...)
 * loads fontsource's full Latin file instead, which is still correct, only larger.
 */
const CORE =
  'U+0000-00A0, U+00A7, U+00A9, U+00AE, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122, U+2212';
const RUPEE = 'U+20B9';

/**
 * The OpenType features the files keep: the ones browsers apply to Latin text by default (shaping,
 * kerning, standard and contextual ligatures and alternates, and `rvrn`, which swaps glyphs along the
 * weight axis) and `tnum`, which the library asks for (`font-variant-numeric: tabular-nums`). Inter
 * carries dozens more (stylistic sets, character variants, fractions, small figures) whose alternate
 * glyphs no page uses; dropping them leaves every rendered glyph as it was and saves 4 KB of Inter
 * and 1.6 KB of Manrope on every page. Add a tag here before using another feature in CSS.
 */
const FEATURES = ['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'rvrn', 'tnum'];

// The weight axis each family's own files keep (`wght`), and so the weight range every face of the family
// declares: browsers group faces by their descriptors first and only then by unicode-range, so a face with
// another weight range would not fill in the others' characters. The tokens ask for 400–800.
// - Inter cuts its light half (100–399). That half lies below Inter's default instance (400), so the
//   400–900 side keeps its deltas as they were: text renders as before except for anti-aliasing
//   differences of at most 7/255 on 0.01% of the pixels (tests/bench checked all of 400–800 at 13–40 px).
//   It saves 6 KB, a quarter of the file every page preloads. Cutting the top to 800 as well would
//   rescale the axis and move outlines by whole pixels.
// - Manrope (200–800) keeps its whole axis: its light half is 0.3 KB.
const families = [
  { name: 'Inter Variable', id: 'inter', wght: { min: 400, max: 900 } },
  { name: 'Manrope Variable', id: 'manrope' },
];

/** The weight range and the unicode-range fontsource's own wght.css gives one of its files. */
function fontsourceFace(id, subset) {
  const css = readFileSync(require.resolve(`@fontsource-variable/${id}/wght.css`), 'utf8');
  const rule = css
    .split('@font-face')
    .find((block) => block.includes(`/files/${id}-${subset}-wght-normal.woff2)`));
  const weight = /font-weight: ([^;]+);/.exec(rule ?? '')?.[1];
  const ranges = /unicode-range: ([^;]+);/.exec(rule ?? '')?.[1];
  if (!weight || !ranges) throw new Error(`no ${subset} face in @fontsource-variable/${id}/wght.css`);
  return { weight, ranges };
}

/** 'U+0041-0043, U+20B9' → [0x41, 0x42, 0x43, 0x20b9] */
const points = (ranges) =>
  ranges.split(',').flatMap((part) => {
    const [from, to = from] = part
      .trim()
      .slice(2)
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
/** The code points of `ranges` that are not in `minus`, as a unicode-range. */
const subtract = (ranges, minus) => {
  const taken = new Set(points(minus));
  const out = [];
  for (const point of points(ranges)) {
    if (taken.has(point)) continue;
    const last = out.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else out.push([point, point]);
  }
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return out.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
};
const text = (ranges) => String.fromCodePoint(...points(ranges));

const face = (family, weight, url, range) => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('${url}') format('woff2-variations');
  unicode-range: ${range};
}
`;

mkdirSync(fontsDir, { recursive: true });
let css = `/*
 * Generated by scripts/subset-fonts.mjs (pnpm --filter @company/ui fonts): do not edit by hand.
 * Self-hosted fonts (no remote font service). Each family is split by unicode-range so a page downloads
 * only the files for the characters it shows: the core file (Basic Latin and the punctuation the site
 * uses) on every page, the rupee sign's ~1 KB file with a price, and fontsource's full Latin and Latin
 * Extended files only for rarer characters. The library build emits the woff2 files next to style.css.
 */
`;
for (const family of families) {
  const fontsource = (subset) =>
    `@fontsource-variable/${family.id}/files/${family.id}-${subset}-wght-normal.woff2`;
  const subsets = [
    ['core', readFileSync(require.resolve(fontsource('latin'))), CORE],
    ['rupee', readFileSync(require.resolve(fontsource('latin-ext'))), RUPEE],
  ];
  for (const [subset, source, ranges] of subsets) {
    const file = `${family.id}-${subset}-wght-normal.woff2`;
    const bytes = await subsetFont(source, text(ranges), {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      ...(family.wght && { variationAxes: { wght: family.wght } }),
    });
    writeFileSync(join(fontsDir, file), bytes);
    console.log(`src/styles/fonts/${file}: ${bytes.length} bytes (from ${source.length})`);
  }
  // Disjoint ranges: each character has exactly one file.
  const latin = fontsourceFace(family.id, 'latin');
  const latinExt = fontsourceFace(family.id, 'latin-ext');
  const weight = family.wght ? `${family.wght.min} ${family.wght.max}` : latin.weight;
  css += face(
    family.name,
    weight,
    fontsource('latin-ext'),
    subtract(latinExt.ranges, `${latin.ranges}, ${RUPEE}`),
  );
  css += face(family.name, weight, fontsource('latin'), subtract(latin.ranges, CORE));
  css += face(family.name, weight, `./fonts/${family.id}-rupee-wght-normal.woff2`, RUPEE);
  css += face(family.name, weight, `./fonts/${family.id}-core-wght-normal.woff2`, CORE);
}
writeFileSync(join(stylesDir, 'fonts.css'), css);
console.log('src/styles/fonts.css written');
