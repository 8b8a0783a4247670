// Rasterise SVG documents with sharp and write modern formats at 1x and 2x.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

// Single-threaded libvips keeps encoder output byte-stable between runs and is kind to a shared machine.
sharp.concurrency(1);
sharp.cache(false);

const QUALITY = {
  avif: { quality: 52, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 78, effort: 5, smartSubsample: true },
  jpeg: { quality: 82, mozjpeg: true, progressive: true },
  png: { compressionLevel: 9, palette: false },
};

/** File extension for a sharp output format. */
export const ext = (f) => (f === 'jpeg' ? 'jpg' : f);

/** Cache of SVG hashes so unchanged assets are not re-encoded (the output is deterministic either way). */
export class Cache {
  constructor(file) {
    this.file = file;
    this.data = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  }
  fresh(key, svg, outputs) {
    const h = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    const ok = this.data[key] === h && outputs.every((o) => existsSync(o));
    return { ok, commit: () => (this.data[key] = h) };
  }
  save() {
    // Merge with the file on disk so two runs (e.g. images and videos) do not drop each other's entries.
    const disk = existsSync(this.file) ? JSON.parse(readFileSync(this.file, 'utf8')) : {};
    const sorted = Object.fromEntries(
      Object.entries({ ...disk, ...this.data }).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(this.file, `${JSON.stringify(sorted, null, 1)}\n`);
  }
}

/**
 * Write `base[.@2x].{fmt}` for each scale and format. `draw(scale)` returns the SVG string at that scale.
 * Returns the list of written paths.
 */
export async function writeRaster(
  cache,
  outDir,
  base,
  draw,
  { scales = [1, 2], formats = ['avif', 'webp'], quality = {} } = {},
) {
  mkdirSync(outDir, { recursive: true });
  const outputs = [];
  const svg1 = draw(1);
  const files = [];
  for (const s of scales)
    for (const f of formats)
      files.push({ s, f, file: join(outDir, `${base}${s === 1 ? '' : `@${s}x`}.${ext(f)}`) });
  const key = join(outDir, base).replace(/^.*?\/(site|packages)\//, '$1/');
  const state = cache.fresh(
    key,
    svg1 + JSON.stringify({ scales, formats, quality, QUALITY }),
    files.map((x) => x.file),
  );
  if (state.ok) return files.map((x) => x.file);
  // --adopt: trust outputs already on disk (rendered from the current sources) and only record their hash.
  if (process.argv.includes('--adopt') && files.every((x) => existsSync(x.file))) {
    state.commit();
    return files.map((x) => x.file);
  }
  for (const s of scales) {
    const svg = s === 1 ? svg1 : draw(s);
    const raw = sharp(Buffer.from(svg)).toColourspace('srgb');
    const png = await raw.png().toBuffer();
    for (const f of formats) {
      const file = join(outDir, `${base}${s === 1 ? '' : `@${s}x`}.${ext(f)}`);
      mkdirSync(dirname(file), { recursive: true });
      const img = sharp(png);
      const q = { ...QUALITY[f], ...(quality[f] ?? {}) };
      const buf = await (
        f === 'avif'
          ? img.avif(q)
          : f === 'webp'
            ? img.webp(q)
            : f === 'jpeg'
              ? img.flatten({ background: '#000' }).jpeg(q)
              : img.png(q)
      ).toBuffer();
      writeFileSync(file, buf);
      outputs.push(file);
    }
  }
  state.commit();
  return files.map((x) => x.file);
}

/** Write an SVG file (vector assets: logos, favicon). */
export function writeSvg(outDir, name, svg) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, name), svg);
  return join(outDir, name);
}

/** Raw RGB frame for the video pipeline. */
export async function rasterRaw(svg) {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/** PNG buffer of an SVG at its declared size. */
export async function rasterPng(svg) {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export { sharp };
