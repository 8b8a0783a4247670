// Drawing core for the generated media: seeded randomness, text as outlines, SVG document helpers.
// Everything here is deterministic: the same input always produces byte-identical SVG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

/** Brand and UI colours (mirrors tokens/src/scales.ts; the site's accent is #cc2929 on black). */
export const C = {
  black: '#000000',
  bg: '#060607',
  ink950: '#0a0a0b',
  ink900: '#111113',
  ink850: '#18181b',
  ink800: '#222226',
  ink700: '#34343a',
  ink600: '#4a4a52',
  ink500: '#6b6b74',
  ink400: '#a1a1aa',
  ink300: '#c4c4cc',
  ink100: '#ececef',
  white: '#ffffff',
  red: '#cc2929',
  red300: '#f07070',
  red400: '#e04848',
  red600: '#b02222',
  red700: '#9b1c1c',
  red900: '#4a0d0d',
  amber: '#f5a524',
  green: '#3ecf8e',
  blue: '#4f8cff',
  violet: '#8b5cf6',
  teal: '#2dd4bf',
};

/** 32-bit string hash (FNV-1a) used to seed the generator per asset. */
export function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG with a few helpers. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/** Round to 2 decimals so the SVG stays compact and stable. */
export const r2 = (n) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------------------------
// Fonts: text is drawn as outlines so the output does not depend on the fonts installed on the machine.

const fontFiles = {
  'inter-400': '@fontsource/inter/files/inter-latin-400-normal.woff',
  'inter-500': '@fontsource/inter/files/inter-latin-500-normal.woff',
  'inter-600': '@fontsource/inter/files/inter-latin-600-normal.woff',
  'inter-700': '@fontsource/inter/files/inter-latin-700-normal.woff',
  'manrope-600': '@fontsource/manrope/files/manrope-latin-600-normal.woff',
  'manrope-700': '@fontsource/manrope/files/manrope-latin-700-normal.woff',
  'manrope-800': '@fontsource/manrope/files/manrope-latin-800-normal.woff',
  'mono-400': '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff',
  'mono-600': '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-600-normal.woff',
};
const fontCache = new Map();

function load(file) {
  if (!fontCache.has(file)) {
    const buf = readFileSync(require.resolve(file));
    fontCache.set(file, opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)));
  }
  return fontCache.get(file);
}

function font(key) {
  const file = fontFiles[key];
  if (!file) throw new Error(`Unknown font ${key}`);
  return load(file);
}

/** The latin-ext subset carries the rupee sign; used per character when the latin subset lacks a glyph. */
function fallback(key) {
  const file = fontFiles[key].replace('-latin-', '-latin-ext-');
  return load(file);
}

const hasGlyph = (fnt, ch) => fnt.charToGlyph(ch).index !== 0;

/** Split a string into runs of [text, font] so missing glyphs come from the fallback subset. */
function runs(str, key) {
  const main = font(key);
  const out = [];
  for (const ch of str) {
    const fnt = hasGlyph(main, ch) || ch === ' ' ? main : fallback(key);
    if (!hasGlyph(fnt, ch) && ch !== ' ') throw new Error(`No glyph for ${JSON.stringify(ch)} in ${key}`);
    const last = out[out.length - 1];
    if (last && last[1] === fnt) last[0] += ch;
    else out.push([ch, fnt]);
  }
  return out;
}

/** Width of a string in px for the given font. */
export function measure(str, { size = 16, font: f = 'inter-400', ls = 0 } = {}) {
  return (
    runs(str, f).reduce((sum, [t, fnt]) => sum + fnt.getAdvanceWidth(t, size, { kerning: true }), 0) +
    ls * Math.max(0, [...str].length - 1)
  );
}

/**
 * Text as a filled path. `anchor` is start | middle | end; `ls` adds letter spacing in px.
 * `maxWidth` shrinks the size until the string fits.
 */
export function text(
  str,
  x,
  y,
  { size = 16, font: f = 'inter-400', fill = C.ink100, anchor = 'start', ls = 0, opacity, maxWidth } = {},
) {
  let s = size;
  if (maxWidth) while (s > 6 && measure(str, { size: s, font: f, ls }) > maxWidth) s -= 0.5;
  const w = measure(str, { size: s, font: f, ls });
  let cx = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  let d = '';
  for (const [t, fnt] of runs(str, f)) {
    if (ls === 0) {
      d += fnt.getPath(t, cx, y, s, { kerning: true }).toPathData(1);
      cx += fnt.getAdvanceWidth(t, s, { kerning: true });
    } else {
      for (const ch of t) {
        d += fnt.getPath(ch, cx, y, s).toPathData(1);
        cx += fnt.getAdvanceWidth(ch, s) + ls;
      }
    }
  }
  if (!d) return '';
  return `<path d="${d}" fill="${fill}"${opacity != null ? ` opacity="${opacity}"` : ''}/>`;
}

/** Word-wrapped text block; returns { svg, height }. */
export function paragraph(str, x, y, width, { size = 14, lineHeight = 1.45, ...opts } = {}) {
  const words = str.split(' ');
  const lines = [];
  let line = '';
  for (const w of words) {
    const trial = line ? `${line} ${w}` : w;
    if (measure(trial, { size, font: opts.font }) > width && line) {
      lines.push(line);
      line = w;
    } else line = trial;
  }
  if (line) lines.push(line);
  const svg = lines.map((l, i) => text(l, x, y + i * size * lineHeight, { size, ...opts })).join('');
  return { svg, height: lines.length * size * lineHeight };
}

// ---------------------------------------------------------------------------------------------------------------
// Document: collects <defs> with unique ids.

export class Doc {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.n = 0;
  }
  id(prefix = 'd') {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  /** Linear gradient; stops = [[offset, color, opacity?], ...]; returns url(#id). */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, units) {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units ? ` gradientUnits="${units}"` : ''}>${stops
        .map(
          ([o, c, op]) =>
            `<stop offset="${o}" stop-color="${c}"${op != null ? ` stop-opacity="${op}"` : ''}/>`,
        )
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in object bounding box units unless `user` gives [cx, cy, r]. */
  rad(stops, user, fx, fy) {
    const id = this.id('r');
    const geo = user
      ? ` gradientUnits="userSpaceOnUse" cx="${r2(user[0])}" cy="${r2(user[1])}" r="${r2(user[2])}"${fx != null ? ` fx="${r2(fx)}" fy="${r2(fy)}"` : ''}`
      : fx != null
        ? ` fx="${fx}" fy="${fy}"`
        : '';
    this.defs.push(
      `<radialGradient id="${id}"${geo}>${stops
        .map(
          ([o, c, op]) =>
            `<stop offset="${o}" stop-color="${c}"${op != null ? ` stop-opacity="${op}"` : ''}/>`,
        )
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  mask(content) {
    const id = this.id('m');
    this.defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${content}</mask>`,
    );
    return `url(#${id})`;
  }
  blur(sd) {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  shadow(dy = 18, sd = 22, opacity = 0.55) {
    const id = this.id('s');
    this.defs.push(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${sd}" flood-color="#000" flood-opacity="${opacity}"/></filter>`,
    );
    return `url(#${id})`;
  }
  render(body, scale = 1) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w * scale}" height="${this.h * scale}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

export const rect = (x, y, w, h, fill, { rx = 0, stroke, sw = 1, opacity, extra = '' } = {}) =>
  `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}"${rx ? ` rx="${r2(rx)}"` : ''} fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ''}${opacity != null ? ` opacity="${opacity}"` : ''}${extra}/>`;

export const circle = (cx, cy, r, fill, { stroke, sw = 1, opacity, extra = '' } = {}) =>
  `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ''}${opacity != null ? ` opacity="${opacity}"` : ''}${extra}/>`;

export const path = (
  d,
  fill = 'none',
  { stroke, sw = 1, opacity, cap = 'round', join = 'round', extra = '' } = {},
) =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}" stroke-linecap="${cap}" stroke-linejoin="${join}"` : ''}${opacity != null ? ` opacity="${opacity}"` : ''}${extra}/>`;

export const g = (content, { transform, opacity, clip, mask, filter } = {}) =>
  `<g${transform ? ` transform="${transform}"` : ''}${opacity != null ? ` opacity="${opacity}"` : ''}${clip ? ` clip-path="${clip}"` : ''}${mask ? ` mask="${mask}"` : ''}${filter ? ` filter="${filter}"` : ''}>${content}</g>`;

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points) {
  if (points.length < 2) return '';
  let d = `M${r2(points[0][0])} ${r2(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r2(c1[0])} ${r2(c1[1])} ${r2(c2[0])} ${r2(c2[1])} ${r2(p2[0])} ${r2(p2[1])}`;
  }
  return d;
}
