import { maxUploadBytes, messages } from '@company/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

import { HttpError } from './errors.js';

/** A file from a multipart body, held in memory (at most 5 MB). Shaped like a browser `File` for the schemas. */
export class UploadedFile {
  constructor(
    readonly name: string,
    readonly type: string,
    readonly buffer: Buffer,
  ) {}

  get size(): number {
    return this.buffer.length;
  }
}

const MAX_FIELDS = 30;

/** The name as shown back to its owner: no path, no control characters, at most 255 characters (keeping the end). */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const controlCharacters = /[\u0000-\u001f\u007f]/g;
  const base = name.split(/[\\/]/).pop()!.replace(controlCharacters, '').trim();
  return base.slice(-255);
}

/**
 * Turns a multipart body into a plain object before validation: text fields become strings (the first
 * value of a repeated field wins), files become {@link UploadedFile}s. JSON bodies pass through untouched,
 * so every create endpoint accepts both. A file over 5 MB answers 413 with the field's message.
 */
export function registerMultipartBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    let fieldCount = 0;
    try {
      for await (const part of request.parts({
        limits: { fileSize: maxUploadBytes, files: 3, fields: MAX_FIELDS, fieldSize: 100_000 },
      })) {
        fieldCount++;
        if (fieldCount > MAX_FIELDS) throw new HttpError(413, 'Too many fields.');
        if (part.type === 'file') {
          let buffer: Buffer;
          try {
            buffer = await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new HttpError(413, messages.file.tooLarge, { [part.fieldname]: messages.file.tooLarge });
            }
            throw error;
          }
          if (!(part.fieldname in body) && part.filename) {
            body[part.fieldname] = new UploadedFile(cleanFileName(part.filename), part.mimetype, buffer);
          }
        } else if (!(part.fieldname in body)) {
          body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        }
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new HttpError(413, 'Too many fields or files.');
      }
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
        throw new HttpError(400, 'The form data could not be read.');
      }
      if (error instanceof Error && /Multipart|Unexpected end|boundary/i.test(error.message)) {
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
  if (!expected || sniff(value.buffer) !== expected) throw new HttpError(400, message, { [field]: message });
  return value;
}

export const assertResume = (field: string, value: unknown, requiredMessage: string) =>
  assertContent(field, value, messages.file.resumeContent, requiredMessage);

export const assertImage = (field: string, value: unknown) =>
  assertContent(field, value, messages.file.imageContent, messages.file.imageRequired);

/** Private resumes, and the public image folders served at `/uploads/<folder>/`. */
export type UploadFolder = 'resumes' | 'blogs' | 'team' | 'courses';
export const publicUploadFolders: UploadFolder[] = ['blogs', 'team', 'courses'];
/** How long browsers may keep a public upload (and its resized copies) without asking again: 7 days. */
export const publicUploadMaxAgeSeconds = 7 * 24 * 60 * 60;

/**
 * Writes a file under an unguessable name (written to a temporary name, then renamed, so a crash never
 * leaves half a file under the real name). Returns the stored file name.
 */
export async function storeUpload(
  uploadDir: string,
  folder: UploadFolder,
  file: UploadedFile,
): Promise<string> {
  const dir = join(uploadDir, folder);
  await mkdir(dir, { recursive: true });
  const extension = extname(file.name).toLowerCase();
  const stored = `${randomBytes(16).toString('hex')}${extension}`;
  const temporary = join(dir, `.${stored}.tmp`);
  await writeFile(temporary, file.buffer, { mode: 0o640 });
  await rename(temporary, join(dir, stored));
  return stored;
}

/** Removes a stored file after its database write failed. */
export async function discardUpload(uploadDir: string, folder: UploadFolder, stored: string): Promise<void> {
  await rm(join(uploadDir, folder, stored), { force: true });
}

export const publicUploadUrl = (folder: UploadFolder, file: string) =>
  `/uploads/${folder}/${encodeURIComponent(file)}`;
