import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';
import sharp from 'sharp';

/**
 * Lesson slides drawn in code (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Seed"), the way
 * site/scripts/media draws the site's images: SVG with the text as outlines from the Inter and Manrope npm font
 * packages (so nothing depends on the fonts installed), rasterised by sharp. 1280x720, the brand's red on black.
 */
export interface Slide {
  /** `title`: the lesson's opening; `points`: a heading and bullet points. */
  kind: 'title' | 'points';
  heading: string;
  /** Title slide: the line above the heading (the course); points slide: the bullets. */
  lines: string[];
  /** What the narrator says while the slide shows: the captions' text. */
  narration: string;
  seconds: number;
}

export const SLIDE_WIDTH = 1280;
export const SLIDE_HEIGHT = 720;

const require = createRequire(import.meta.url);
const fontFiles = {
  body: '@fontsource/inter/files/inter-latin-400-normal.woff',
  label: '@fontsource/inter/files/inter-latin-600-normal.woff',
  heading: '@fontsource/manrope/files/manrope-latin-700-normal.woff',
} as const;
const fonts = new Map<string, Font>();

function font(kind: keyof typeof fontFiles): Font {
  let loaded = fonts.get(kind);
  if (!loaded) {
    const bytes = readFileSync(require.resolve(fontFiles[kind]));
    loaded = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(kind, loaded);
  }
  return loaded;
}

/** Characters the latin subsets lack, as close latin ones (the copy is English; this is a safety net). */
const plain = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/₹/g, 'Rs ');

function textPath(
  text: string,
  x: number,
  y: number,
  size: number,
  kind: keyof typeof fontFiles,
  fill: string,
) {
  const data = font(kind).getPath(plain(text), x, y, size, { kerning: true }).toPathData(1);
  return data ? `<path d="${data}" fill="${fill}"/>` : '';
}

const widthOf = (text: string, size: number, kind: keyof typeof fontFiles) =>
  font(kind).getAdvanceWidth(plain(text), size, { kerning: true });

/** Words wrapped into lines no wider than `width`. */
function wrap(text: string, width: number, size: number, kind: keyof typeof fontFiles): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const trial = line ? `${line} ${word}` : word;
    if (line && widthOf(trial, size, kind) > width) {
      lines.push(line);
      line = word;
    } else line = trial;
  }
  if (line) lines.push(line);
  return lines;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The slide as SVG; `index`/`count` draw the progress marks in the footer. */
export function slideSvg(slide: Slide, footer: string, index: number, count: number): string {
  const parts: string[] = [];
  const left = 96;
  const width = SLIDE_WIDTH - left * 2;
  if (slide.kind === 'title') {
    parts.push(`<circle cx="1090" cy="150" r="260" fill="#cc2929" opacity="0.22"/>`);
    parts.push(`<circle cx="1180" cy="640" r="150" fill="#cc2929" opacity="0.45"/>`);
    parts.push(`<rect x="${left}" y="210" width="120" height="10" rx="5" fill="#cc2929"/>`);
    parts.push(textPath((slide.lines[0] ?? '').toUpperCase(), left, 280, 28, 'label', '#f2b8b8'));
    wrap(slide.heading, width - 120, 68, 'heading')
      .slice(0, 3)
      .forEach((line, row) => parts.push(textPath(line, left, 380 + row * 84, 68, 'heading', '#ffffff')));
  } else {
    parts.push(`<rect x="0" y="0" width="16" height="${SLIDE_HEIGHT}" fill="#cc2929"/>`);
    wrap(slide.heading, width, 52, 'heading')
      .slice(0, 2)
      .forEach((line, row) => parts.push(textPath(line, left, 150 + row * 64, 52, 'heading', '#ffffff')));
    let y = 270;
    for (const point of slide.lines.slice(0, 4)) {
      parts.push(`<rect x="${left}" y="${y - 22}" width="16" height="16" rx="3" fill="#cc2929"/>`);
      for (const line of wrap(point, width - 48, 36, 'body').slice(0, 2)) {
        parts.push(textPath(line, left + 44, y, 36, 'body', '#ececef'));
        y += 48;
      }
      y += 26;
    }
  }
  parts.push(`<rect x="${left}" y="640" width="${width}" height="1" fill="#34343a"/>`);
  parts.push(textPath(footer, left, 680, 22, 'label', '#a1a1aa'));
  for (let mark = 0; mark < count; mark++) {
    const x = SLIDE_WIDTH - left - (count - mark) * 28 + 12;
    parts.push(`<circle cx="${x}" cy="673" r="6" fill="${mark === index ? '#cc2929' : '#4a4a52'}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}" role="img" aria-label="${escapeXml(slide.heading)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0b0b"/><stop offset="1" stop-color="#220909"/></linearGradient></defs>
<rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="url(#g)"/>
${parts.join('\n')}
</svg>`;
}

/** The slide as a PNG. */
export async function slidePng(slide: Slide, footer: string, index: number, count: number): Promise<Buffer> {
  return sharp(Buffer.from(slideSvg(slide, footer, index, count)))
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * WebVTT whose cues are the narration of each slide, a sentence at a time (each sentence gets a share of its
 * slide's time in proportion to its length).
 */
export function narrationVtt(slides: Slide[]): string {
  const cues: string[] = [];
  let start = 0;
  for (const slide of slides) {
    const sentences = slide.narration.match(/[^.!?]+[.!?]+|[^.!?]+$/g)?.map((s) => s.trim()) ?? [];
    const letters = sentences.reduce((sum, sentence) => sum + sentence.length, 0) || 1;
    let at = start;
    for (const sentence of sentences) {
      const end = at + (slide.seconds * sentence.length) / letters;
      cues.push(`${timestamp(at)} --> ${timestamp(end)}\n${sentence}`);
      at = end;
    }
    start += slide.seconds;
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
