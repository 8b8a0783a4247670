import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { uploadedImageWidths } from '@company/contracts';
import sharp from 'sharp';

import { MAX_IMAGE_PIXELS, publicUploadMaxAgeSeconds, type UploadFolder } from './uploads.js';

/**
 * The widths a page may ask an uploaded image for with `?w=` (uploadedImageWidths of the contracts). Staff
 * upload blog covers at 1200 px or more, 12–26 KB each; a phone showing them 340 px wide needs a third of
 * that. The list is closed, so `?w=` cannot be used to fill the disk with sizes.
 */
const IMAGE_WIDTHS: readonly number[] = uploadedImageWidths;

const VARIANTS = '.variants';

/**
 * The WebP copy of an uploaded image at `width` (never wider than the original), made with sharp on
 * first request and kept under `<uploadDir>/.variants/` (written to a temporary name and renamed, so
 * two requests at once never serve half a file). A copy older than its original is made again.
 * Returns undefined when there is no such upload.
 */
export async function imageVariant(
  uploadDir: string,
  folder: UploadFolder,
  file: string,
  width: number,
): Promise<string | undefined> {
  if (file !== basename(file) || file.startsWith('.')) return undefined;
  const source = join(uploadDir, folder, file);
  const original = await stat(source).catch(() => undefined);
  if (!original?.isFile()) return undefined;
  const dir = join(uploadDir, VARIANTS, folder, String(width));
  const target = join(dir, `${file}.webp`);
  const existing = await stat(target).catch(() => undefined);
  if (existing && existing.mtimeMs >= original.mtimeMs) return target;
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
  try {
    await sharp(source, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  return target;
}

/**
 * `GET /uploads/<folder>/<file>?w=720` answers the image at that width (see IMAGE_WIDTHS) as WebP; without
 * `w` the original is served as before. Register inside the scope that serves the folder.
 */
export function serveImageVariants(scope: FastifyInstance, uploadDir: string, folder: UploadFolder): void {
  // A callback hook that answers with reply.send and never calls done: an async hook returning the reply
  // makes Fastify await it, which under aborted image requests stacked 'close' listeners on responses.
  scope.addHook('onRequest', (request, reply, done) => {
    const query = request.query as { w?: string };
    if (query.w === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
    const width = Number(query.w);
    if (!IMAGE_WIDTHS.includes(width)) {
      const message = `The image width must be one of ${IMAGE_WIDTHS.join(', ')}.`;
      reply.status(400).send({ message, errors: { w: message } });
      return;
    }
    // The file name as the folder's static route decoded it (its wildcard parameter).
    const file = (request.params as { '*'?: string })['*'] ?? '';
    imageVariant(uploadDir, folder, file, width).then(
      (path) => {
        if (!path) reply.status(404).send({ message: 'Image not found.', errors: {} });
        else
          reply
            .type('image/webp')
            .header('cache-control', `public, max-age=${publicUploadMaxAgeSeconds}`)
            .send(createReadStream(path));
      },
      (error: unknown) => reply.send(error),
    );
  });
}
