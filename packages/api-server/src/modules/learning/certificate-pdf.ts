import fontkit from '@pdf-lib/fontkit';
import { formatCertificateHours } from '@company/contracts';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * The certificate of completion as a PDF (issue 32: docs/requirements/issues/32-courses-you-can-take.md,
 * "Certificate"): landscape A4, the brand drawn in code (the site's red monogram tile and the name in
 * Manrope), the student, the course, the day completed (IST), the hours, the code and a QR code of the
 * verification address, drawn as vector squares so it stays sharp when printed.
 *
 * Fonts are the site's own (Inter and Manrope from @fontsource, WOFF 1: @pdf-lib/fontkit subsets those but not
 * WOFF 2), embedded as subsets. Each text is drawn in runs: Latin first, then the Latin Extended file for the
 * letters it lacks (Ł, ő, ă…), then Noto Sans Devanagari at the same weight for a name or title in Hindi,
 * Marathi… (embedded only when the certificate has such text). fontkit shapes Devanagari (matras, conjuncts)
 * with code compiled for regenerator-runtime, which it expects as a global: it is set here before use.
 */
export interface CertificateFacts {
  id: string;
  name: string;
  courseTitle: string;
  completedAt: Date;
  minutes: number;
  /** The public verification address, `<PUBLIC_URL>/certificates/<id>`. */
  verifyUrl: string;
  /** The company name printed at the top. */
  company: string;
}

const require = createRequire(import.meta.url);
type FontFace = 'inter-400' | 'inter-600' | 'manrope-700' | 'manrope-800';
const faceFiles: Record<FontFace, [string, string]> = {
  'inter-400': ['@fontsource/inter', 'inter'],
  'inter-600': ['@fontsource/inter', 'inter'],
  'manrope-700': ['@fontsource/manrope', 'manrope'],
  'manrope-800': ['@fontsource/manrope', 'manrope'],
};
const SUBSETS = ['latin', 'latin-ext'] as const;
/** The script fallback: the same weight of Noto Sans Devanagari. */
const DEVANAGARI = 'devanagari';
const hasDevanagari = (text: string) => /\p{Script=Devanagari}/u.test(text);
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= require('regenerator-runtime');

interface FaceFile {
  bytes: Uint8Array;
  /** fontkit's view of the same file, to ask which characters it has. */
  hasGlyph: (codePoint: number) => boolean;
}

let loaded: Promise<Map<string, FaceFile>> | undefined;

/** Reads each face's files once per process. */
function fontFiles(): Promise<Map<string, FaceFile>> {
  loaded ??= (async () => {
    const files = new Map<string, FaceFile>();
    for (const [face, [pkg, family]] of Object.entries(faceFiles)) {
      const weight = face.split('-')[1];
      const paths = [
        ...SUBSETS.map(
          (subset) => [subset, `${pkg}/files/${family}-${subset}-${weight}-normal.woff`] as const,
        ),
        [
          DEVANAGARI,
          `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
        ] as const,
      ];
      for (const [subset, file] of paths) {
        const bytes = new Uint8Array(await readFile(require.resolve(file)));
        const font = fontkit.create(bytes as unknown as Buffer);
        files.set(`${face}/${subset}`, {
          bytes,
          hasGlyph: (codePoint) => font.hasGlyphForCodePoint(codePoint),
        });
      }
    }
    return files;
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** One face as embedded in a document: a font per subset, in the order they are tried. */
interface Face {
  fonts: Array<{ font: PDFFont; hasGlyph: (codePoint: number) => boolean }>;
}

/** Splits text into runs that one font of the face can draw (the first font for what none has). */
function runsOf(face: Face, text: string): Array<{ font: PDFFont; text: string }> {
  const runs: Array<{ font: PDFFont; text: string }> = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const font = (face.fonts.find((candidate) => candidate.hasGlyph(codePoint)) ?? face.fonts[0]!).font;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

function widthOf(face: Face, text: string, size: number): number {
  return runsOf(face, text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}

function draw(
  page: PDFPage,
  face: Face,
  text: string,
  options: { x: number; y: number; size: number; color: ReturnType<typeof rgb> },
) {
  let x = options.x;
  for (const run of runsOf(face, text)) {
    page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color });
    x += run.font.widthOfTextAtSize(run.text, options.size);
  }
}

/** The largest size up to `size` at which `text` fits `maxWidth`. */
function fitted(face: Face, text: string, size: number, maxWidth: number, minSize = 10): number {
  const width = widthOf(face, text, size);
  return width <= maxWidth ? size : Math.max(minSize, Math.floor(((size * maxWidth) / width) * 10) / 10);
}

/** Breaks text into at most `maxLines` lines no wider than `maxWidth` (the last one shortened with "…"). */
function lines(face: Face, text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const result: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (widthOf(face, next, size) <= maxWidth || !current) current = next;
    else {
      result.push(current);
      current = word;
    }
  }
  if (current) result.push(current);
  if (result.length <= maxLines) return result;
  const kept = result.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length > 1 && widthOf(face, `${last}…`, size) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

const istDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** "28 November 2026": the day in India (IST). */
export const formatCertificateDate = (date: Date) => istDay.format(date);

/** The monogram of the brand tile: the first letters of the first two words ("Acme Softech" → "AS"). */
const initialsOf = (company: string) =>
  company
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

// The site's palette (tokens/src/scales.ts): red500 accent, near-black text, muted grey.
const RED = rgb(0.8, 0.161, 0.161);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.36, 0.36, 0.4);
const RULE = rgb(0.86, 0.86, 0.88);
const PAPER = rgb(1, 1, 1);
const TINT = rgb(0.984, 0.894, 0.894);

/** Renders the certificate; the same facts always give the same drawing. */
export async function renderCertificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const files = await fontFiles();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Certificate of Completion: ${facts.courseTitle}`);
  doc.setAuthor(facts.company);
  doc.setSubject(`${facts.name} completed ${facts.courseTitle}. Verify at ${facts.verifyUrl}`);
  doc.setCreator(facts.company);
  doc.setProducer(facts.company);
  const fixed = new Date(0);
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);

  const faces = {} as Record<FontFace, Face>;
  const subsets = hasDevanagari(`${facts.name}${facts.courseTitle}`) ? [...SUBSETS, DEVANAGARI] : SUBSETS;
  for (const face of Object.keys(faceFiles) as FontFace[]) {
    faces[face] = { fonts: [] };
    for (const subset of subsets) {
      const file = files.get(`${face}/${subset}`)!;
      faces[face].fonts.push({
        font: await doc.embedFont(file.bytes, { subset: true }),
        hasGlyph: file.hasGlyph,
      });
    }
  }

  // Landscape A4 in points.
  const width = 841.89;
  const height = 595.28;
  const page = doc.addPage([width, height]);
  const margin = 28;
  page.drawRectangle({ x: 0, y: 0, width, height, color: PAPER });
  page.drawRectangle({
    x: margin,
    y: margin,
    width: width - 2 * margin,
    height: height - 2 * margin,
    borderColor: RED,
    borderWidth: 2,
  });
  page.drawRectangle({
    x: margin + 8,
    y: margin + 8,
    width: width - 2 * margin - 16,
    height: height - 2 * margin - 16,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  const left = margin + 48;
  const right = width - margin - 48;
  const center = width / 2;
  const centred = (face: Face, text: string, y: number, size: number, color = INK) =>
    draw(page, face, text, { x: center - widthOf(face, text, size) / 2, y, size, color });

  // The brand: a red rounded tile with the monogram, then the name (as the site's header draws it).
  const tile = 34;
  const tileY = height - margin - 48 - tile;
  page.drawSvgPath(
    `M 7 0 H ${tile - 7} Q ${tile} 0 ${tile} 7 V ${tile - 7} Q ${tile} ${tile} ${tile - 7} ${tile} H 7 Q 0 ${tile} 0 ${tile - 7} V 7 Q 0 0 7 0 Z`,
    { x: left, y: tileY + tile, color: RED },
  );
  const initials = initialsOf(facts.company);
  const initialsSize = 13;
  draw(page, faces['manrope-800'], initials, {
    x: left + (tile - widthOf(faces['manrope-800'], initials, initialsSize)) / 2,
    y: tileY + tile / 2 - initialsSize * 0.36,
    size: initialsSize,
    color: PAPER,
  });
  draw(page, faces['manrope-800'], facts.company, {
    x: left + tile + 10,
    y: tileY + tile / 2 - 18 * 0.36,
    size: 18,
    color: INK,
  });

  // Title and the student.
  let y = height - 172;
  centred(faces['manrope-800'], 'Certificate of Completion', y, 34);
  page.drawRectangle({ x: center - 36, y: y - 18, width: 72, height: 3, color: RED });
  y -= 58;
  centred(faces['inter-400'], 'This certifies that', y, 13, MUTED);
  y -= 46;
  const nameSize = fitted(faces['manrope-800'], facts.name, 38, right - left, 16);
  centred(faces['manrope-800'], facts.name, y, nameSize);
  y -= 38;
  centred(faces['inter-400'], 'has completed the course', y, 13, MUTED);
  const courseSize = 22;
  for (const line of lines(faces['manrope-700'], facts.courseTitle, courseSize, right - left - 80, 2)) {
    y -= 32;
    centred(faces['manrope-700'], line, y, courseSize, RED);
  }

  // Facts along the bottom left, the QR code of the verification page on the right.
  const qrSize = 92;
  const qrX = right - qrSize;
  const qrY = margin + 52;
  const factsY = margin + 58;
  const factItems: Array<[string, string]> = [
    ['Completed on', formatCertificateDate(facts.completedAt)],
    ['Course length', formatCertificateHours(facts.minutes)],
    ['Certificate ID', facts.id],
  ];
  let x = left;
  for (const [label, value] of factItems) {
    draw(page, faces['inter-400'], label, { x, y: factsY + 22, size: 9, color: MUTED });
    draw(page, faces['inter-600'], value, { x, y: factsY, size: 14, color: INK });
    x += Math.max(widthOf(faces['inter-600'], value, 14), widthOf(faces['inter-400'], label, 9)) + 40;
  }
  page.drawRectangle({ x: left, y: factsY + 42, width: qrX - left - 40, height: 0.75, color: RULE });

  const qr = QRCode.create(facts.verifyUrl, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = qrSize / count;
  page.drawRectangle({ x: qrX - 6, y: qrY - 6, width: qrSize + 12, height: qrSize + 12, color: PAPER });
  for (let row = 0; row < count; row++) {
    // One rectangle per run of dark modules in a row.
    let start = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && qr.modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: qrX + start * cell,
          y: qrY + qrSize - (row + 1) * cell,
          width: (column - start) * cell,
          height: cell,
          color: INK,
        });
        start = -1;
      }
    }
  }
  page.drawRectangle({ x: qrX - 6, y: qrY + qrSize + 8, width: qrSize + 12, height: 14, color: TINT });
  centredAt(page, faces['inter-600'], 'Scan to verify', qrX + qrSize / 2, qrY + qrSize + 12, 8, RED);
  const urlSize = fitted(faces['inter-400'], facts.verifyUrl, 6.5, 200, 4);
  draw(page, faces['inter-400'], facts.verifyUrl, {
    x: right - widthOf(faces['inter-400'], facts.verifyUrl, urlSize),
    y: qrY - 16,
    size: urlSize,
    color: MUTED,
  });

  return doc.save();
}

function centredAt(
  page: PDFPage,
  face: Face,
  text: string,
  centerX: number,
  y: number,
  size: number,
  color: ReturnType<typeof rgb>,
) {
  draw(page, face, text, { x: centerX - widthOf(face, text, size) / 2, y, size, color });
}
