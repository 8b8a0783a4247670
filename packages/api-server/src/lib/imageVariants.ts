import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { uploadedImageWidths } from '@company/contracts';
import sharp from 'sharp';

import { objectKey, type ObjectStore, type StoredObject, variantKey } from './storage.js';
import { contentTypeOf, MAX_IMAGE_PIXELS, publicUploadMaxAgeSeconds, type UploadFolder } from './uploads.js';

/**
 * The widths a page may ask an uploaded image for with `?w=` (uploadedImageWidths of the contracts). Staff
 * upload blog covers at 1200 px or more, 12–26 KB each; a phone showing them 340 px wide needs a third of
 * that. The list is closed, so `?w=` cannot be used to fill the disk with sizes.
 */
const IMAGE_WIDTHS: readonly number[] = uploadedImageWidths;

/**
 * The WebP copy of an uploaded image at `width` (never wider than the original), made with sharp on
 * first request and kept in the object store beside the uploads (`.variants/<folder>/<width>/<file>.webp`;
 * written atomically, so two requests at once never serve half a file). A copy older than its original is
 * made again. Every replica sees the same copies when the store is shared (S3). Returns undefined when there
 * is no such upload.
 */
export async function imageVariant(
  store: ObjectStore,
  folder: UploadFolder,
  file: string,
  width: number,
): Promise<StoredObject | undefined> {
  if (file !== basename(file) || file.startsWith('.') || file === '') return undefined;
  const source = objectKey(folder, file);
  const original = await store.head(source);
  if (!original) return undefined;
  const key = variantKey(folder, width, file);
  const existing = await store.head(key);
  if (existing && existing.lastModified.getTime() >= original.lastModified.getTime()) {
    const copy = await store.get(key);
    if (copy) return copy;
  }
  const stored = await store.get(source);
  if (!stored) return undefined;
  const bytes = await buffer(stored.body);
  const resized = await sharp(bytes, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await store.put(key, resized, 'image/webp');
  return {
    body: Readable.from([resized]),
    size: resized.length,
    lastModified: new Date(),
    etag: `"${createHash('md5').update(resized).digest('hex')}"`,
  };
}

/**
 * `GET /uploads/<folder>/<file>?w=720` answers the image at that width (see IMAGE_WIDTHS) as WebP; without
 * `w` the original is served as before. Register inside the scope that serves the folder.
 */
export function serveImageVariants(scope: FastifyInstance, store: ObjectStore, folder: UploadFolder): void {
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
    // The file name as the folder's route decoded it (its wildcard parameter).
    const file = (request.params as { '*'?: string })['*'] ?? '';
    imageVariant(store, folder, file, width).then(
      (image) => {
        if (!image) reply.status(404).send({ message: 'Image not found.', errors: {} });
        else
          reply
            .type('image/webp')
            .header('cache-control', `public, max-age=${publicUploadMaxAgeSeconds}`)
            .send(image.body);
      },
      (error: unknown) => reply.send(error),
    );
  });
}

/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): the public image folders served from the object store (S3), as `@fastify/static` serves them from
 * disk: the original with its type, length, ETag and Last-Modified, 304 to a matching If-None-Match, and the
 * same caching. Objects stay private in the bucket; every replica answers for every upload.
 */
export function servePublicObjects(scope: FastifyInstance, store: ObjectStore, folder: UploadFolder): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = (request.params as { '*'?: string })['*'] ?? '';
    if (file !== basename(file) || file.startsWith('.') || file === '') {
      return reply.status(404).send({ message: 'Image not found.', errors: {} });
    }
    const object = await store.get(objectKey(folder, file));
    if (!object) return reply.status(404).send({ message: 'Image not found.', errors: {} });
    void reply
      .header('cache-control', `public, max-age=${publicUploadMaxAgeSeconds}`)
      .header('etag', object.etag)
      .header('last-modified', object.lastModified.toUTCString());
    if (request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.status(304).send();
    }
    void reply.type(contentTypeOf(file)).header('content-length', String(object.size));
    if (request.method === 'HEAD') {
      object.body.destroy();
      return reply.send();
    }
    return reply.send(object.body);
  };
  scope.get(`/uploads/${folder}/*`, handler);
}
