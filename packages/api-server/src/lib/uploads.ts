import { maxUploadBytes, messages } from '@company/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import sharp from 'sharp';

import type { Db } from '../db/client.js';
import { HttpError } from './errors.js';
import { objectKey, type ObjectStore } from './storage.js';

/** A transaction on the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A file from a multipart body. It was streamed to a temporary file (`<uploadDir>/.incoming/*.tmp`, at most
 * 5 MB, fsynced) while the request arrived, never held whole in memory; `head` keeps its first bytes for the
 * content check. Shaped like a browser `File` (`name`, `size`) for the schemas.
 */
export class UploadedFile {
  constructor(
    readonly name: string,
    readonly type: string,
    /** The temporary file; {@link storeUploadWithRow} moves it, otherwise it is removed after the answer. */
    readonly path: string,
    readonly size: number,
    /** The first bytes (magic numbers). */
    readonly head: Buffer,
    /** A `word/` part name was seen in the content (what makes a ZIP a .docx). */
    readonly hasWordPart: boolean,
  ) {}
}

const MAX_FIELDS = 30;
const HEAD_BYTES = 64;
const INCOMING = '.incoming';

/** The name as shown back to its owner: no path, no control characters, at most 255 characters (keeping the end). */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const controlCharacters = /[\u0000-\u001f\u007f]/g;
  const base = name.split(/[\\/]/).pop()!.replace(controlCharacters, '').trim();
  return base.slice(-255);
}

/**
 * Streams one file part to a new temporary file, refusing (413) more than 5 MB, and fsyncs it: the bytes are on
 * disk before anything answers 2xx.
 */
async function streamToTemporary(
  part: { file: AsyncIterable<Buffer> & { truncated?: boolean }; fieldname: string },
  uploadDir: string,
  temporaries: string[],
): Promise<{ path: string; size: number; head: Buffer; hasWordPart: boolean }> {
  const dir = join(uploadDir, INCOMING);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomBytes(16).toString('hex')}.tmp`);
  temporaries.push(path);
  const handle = await open(path, 'wx', 0o640);
  let size = 0;
  let head = Buffer.alloc(0);
  let hasWordPart = false;
  let tail = Buffer.alloc(0);
  try {
    for await (const chunk of part.file) {
      if (part.file.truncated || size + chunk.length > maxUploadBytes) {
        throw new HttpError(413, messages.file.tooLarge, { [part.fieldname]: messages.file.tooLarge });
      }
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (!hasWordPart) {
        const window = Buffer.concat([tail, chunk]);
        hasWordPart = window.includes('word/');
        tail = window.subarray(Math.max(0, window.length - 4));
      }
      await handle.write(chunk);
      size += chunk.length;
    }
    if (part.file.truncated) {
      throw new HttpError(413, messages.file.tooLarge, { [part.fieldname]: messages.file.tooLarge });
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { path, size, head, hasWordPart };
}

/** Removes the request's temporary upload files that were not stored (refused, failed or aborted requests). */
async function removeTemporaries(request: FastifyRequest): Promise<void> {
  const temporaries = (request as FastifyRequest & { uploadTemporaries?: string[] }).uploadTemporaries;
  if (!temporaries) return;
  await Promise.all(temporaries.map((path) => rm(path, { force: true }).catch(() => undefined)));
}

/**
 * Turns a multipart body into a plain object before validation: text fields become strings (the first
 * value of a repeated field wins), files are streamed to disk and become {@link UploadedFile}s. JSON bodies
 * pass through untouched, so every create endpoint accepts both. A file over 5 MB answers 413 with the field's
 * message. This runs in `preValidation`, after the `onRequest` checks (rate limits, administrators), so a
 * refused request is never read. Temporary files that were not stored are removed after the answer.
 */
export function registerMultipartBodies(app: FastifyInstance, uploadDir?: string): void {
  app.addHook('onResponse', removeTemporaries);
  app.addHook('onRequestAbort', removeTemporaries);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const dir =
      uploadDir ?? (request.server.hasDecorator('config') ? request.server.config.uploadDir : tmpdir());
    const temporaries: string[] = [];
    (request as FastifyRequest & { uploadTemporaries?: string[] }).uploadTemporaries = temporaries;
    const body: Record<string, unknown> = {};
    let fieldCount = 0;
    try {
      for await (const part of request.parts({
        limits: { fileSize: maxUploadBytes, files: 3, fields: MAX_FIELDS, fieldSize: 100_000 },
      })) {
        fieldCount++;
        if (fieldCount > MAX_FIELDS) throw new HttpError(413, 'Too many fields.');
        if (part.type === 'file') {
          if (part.fieldname in body || !part.filename) {
            // A repeated or nameless file part: read past it without keeping it.
            for await (const chunk of part.file) void chunk;
            continue;
          }
          const stored = await streamToTemporary(part, dir, temporaries);
          body[part.fieldname] = new UploadedFile(
            cleanFileName(part.filename),
            part.mimetype,
            stored.path,
            stored.size,
            stored.head,
            stored.hasWordPart,
          );
        } else if (!(part.fieldname in body)) {
          body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        }
      }
    } catch (error) {
      await removeTemporaries(request);
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.file.tooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new HttpError(413, 'Too many fields or files.');
      }
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
        throw new HttpError(400, 'The form data could not be read.');
      }
      if (
        error instanceof Error &&
        /Multipart|Unexpected end|boundary|terminated early|premature/i.test(error.message)
      ) {
        throw new HttpError(400, 'The form data could not be read.');
      }
      throw error;
    }
    request.body = body;
  });
}

type Kind = 'pdf' | 'doc' | 'docx' | 'png' | 'jpeg' | 'gif' | 'webp';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);

/** What the content really is, from its magic bytes. */
export function sniff(buffer: Buffer): Kind | undefined {
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04]) && buffer.includes('word/')) return 'docx';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (
    buffer.subarray(0, 6).toString('latin1') === 'GIF87a' ||
    buffer.subarray(0, 6).toString('latin1') === 'GIF89a'
  )
    return 'gif';
  if (
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

const extensionKinds: Record<string, Kind> = {
  '.pdf': 'pdf',
  '.doc': 'doc',
  '.docx': 'docx',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.gif': 'gif',
  '.webp': 'webp',
};

/** What an uploaded file really is: its first bytes, and for a ZIP whether it holds a `word/` part. */
function sniffUpload(file: UploadedFile): Kind | undefined {
  const kind = sniff(file.head);
  if (kind === undefined && startsWith(file.head, [0x50, 0x4b, 0x03, 0x04]) && file.hasWordPart)
    return 'docx';
  return kind;
}

/** The schema already checked the extension; this checks that the bytes agree with it. */
function assertContent(
  field: string,
  value: unknown,
  message: string,
  requiredMessage: string,
): UploadedFile {
  if (!(value instanceof UploadedFile))
    throw new HttpError(400, requiredMessage, { [field]: requiredMessage });
  const expected = extensionKinds[extname(value.name).toLowerCase()];
  if (!expected || sniffUpload(value) !== expected) throw new HttpError(400, message, { [field]: message });
  return value;
}

export const assertResume = (field: string, value: unknown, requiredMessage: string) =>
  assertContent(field, value, messages.file.resumeContent, requiredMessage);

/**
 * The most pixels sharp may decode from an uploaded image (width x height x frames), here and when resized
 * copies are made: a tiny file can claim a huge canvas ("decompression bomb").
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** An image whose bytes are what its extension says, and whose canvas is at most {@link MAX_IMAGE_PIXELS}. */
export async function assertImage(field: string, value: unknown): Promise<UploadedFile> {
  const file = assertContent(field, value, messages.file.imageContent, messages.file.imageRequired);
  let pixels: number;
  try {
    const meta = await sharp(file.path, { limitInputPixels: MAX_IMAGE_PIXELS, animated: true }).metadata();
    pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);
  } catch {
    throw new HttpError(400, messages.file.imageContent, { [field]: messages.file.imageContent });
  }
  if (pixels <= 0 || pixels > MAX_IMAGE_PIXELS) {
    throw new HttpError(400, messages.file.imagePixels, { [field]: messages.file.imagePixels });
  }
  return file;
}

/** Private resumes, and the public image folders served at `/uploads/<folder>/`. */
export type UploadFolder = 'resumes' | 'blogs' | 'team' | 'courses';
export const publicUploadFolders: UploadFolder[] = ['blogs', 'team', 'courses'];
/** How long browsers may keep a public upload (and its resized copies) without asking again: 7 days. */
export const publicUploadMaxAgeSeconds = 7 * 24 * 60 * 60;

/** What a stored file is served as, from its extension (the upload's bytes were checked against it). */
export const uploadContentTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export const contentTypeOf = (name: string) =>
  uploadContentTypes[extname(name).toLowerCase()] ?? 'application/octet-stream';

/**
 * Stores an uploaded file together with its database row, so that neither survives without the other
 * (docs/requirements/issues/23-safe-in-production.md): the object store stages the (already fsynced) temporary file; in one transaction `insertRow`
 * inserts the row naming `<name>` and the staged file is made final, then the transaction commits. A failure
 * before the commit rolls the row back and removes the file.
 *
 * - On disk the file waits as `.<name>.tmp` and is renamed (and the folder fsynced) inside the transaction; a
 *   crash leaves at most a `.tmp` file or a résumé without a row.
 * - In S3 (docs/requirements/issues/26-past-one-machine.md) the object is written under its final key before the transaction (no network upload
 *   while a transaction is open); a crash in between leaves an object no row names.
 *
 * Both leftovers are removed by {@link sweepUploads} at the next start, and by {@link startUploadSweeper} while
 * the server runs.
 */
export async function storeUploadWithRow<T>(
  db: Db,
  store: ObjectStore,
  folder: UploadFolder,
  file: UploadedFile,
  insertRow: (tx: Tx, stored: string) => Promise<T>,
): Promise<T> {
  const stored = `${randomBytes(16).toString('hex')}${extname(file.name).toLowerCase()}`;
  const staged = await store.stage(objectKey(folder, stored), file.path, contentTypeOf(stored));
  try {
    return await db.transaction(async (tx) => {
      const result = await insertRow(tx, stored);
      await staged.commit();
      return result;
    });
  } catch (error) {
    await staged.abort();
    throw error;
  }
}

/**
 * At start (issue 23): removes what an interrupted upload left behind: `.tmp` files in every upload folder
 * (and the incoming folder), and résumé files that no application row names (on disk or in the bucket).
 * With a shared PostgreSQL other processes may be mid-upload, so only files older than `minAgeMs` are
 * removed then.
 */
export async function sweepUploads(
  uploadDir: string,
  store: ObjectStore,
  referencedResumes: () => Promise<Set<string>>,
  minAgeMs = 0,
): Promise<{ temporaries: number; orphanResumes: number }> {
  const now = Date.now();
  const oldEnough = async (path: string) =>
    minAgeMs === 0 || now - (await stat(path).catch(() => ({ mtimeMs: now }))).mtimeMs >= minAgeMs;
  let temporaries = 0;
  let orphanResumes = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith('.tmp') && (await oldEnough(path))) {
        await rm(path, { force: true });
        temporaries++;
      }
    }
  };
  await walk(uploadDir);
  const files = (await store.list('resumes')).filter(
    (file) => !file.name.startsWith('.') && (minAgeMs === 0 || now - file.lastModified.getTime() >= minAgeMs),
  );
  if (files.length > 0) {
    const referenced = await referencedResumes();
    for (const file of files) {
      if (referenced.has(file.name)) continue;
      await store.remove(objectKey('resumes', file.name));
      orphanResumes++;
    }
  }
  return { temporaries, orphanResumes };
}

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): sweeps leftovers every `intervalMs` while
 * the server runs, not only at start (a database killed mid-upload left résumés and `.tmp` files until the next
 * restart). Only files older than `minAgeMs` that no row names go, so replicas sharing a bucket may all sweep.
 * `stop` ends it and waits for a sweep under way.
 */
export function startUploadSweeper(options: {
  uploadDir: string;
  store: ObjectStore;
  referencedResumes: () => Promise<Set<string>>;
  intervalMs: number;
  minAgeMs: number;
  log: FastifyBaseLogger;
}): { stop(): Promise<void> } {
  if (options.intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepUploads(options.uploadDir, options.store, options.referencedResumes, options.minAgeMs)
      .then(
        (swept) => {
          if (swept.temporaries + swept.orphanResumes > 0) {
            options.log.warn(swept, 'removed leftovers of interrupted uploads');
          }
        },
        (error: unknown) =>
          options.log.warn(
            { err: { message: (error as Error).message } },
            'sweeping upload leftovers failed',
          ),
      )
      .finally(() => (running = undefined));
  };
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export const publicUploadUrl = (folder: UploadFolder, file: string) =>
  `/uploads/${folder}/${encodeURIComponent(file)}`;
