import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';

import type { S3Config } from '../config.js';

/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): where uploaded files (résumés, blog/team/course images) and their resized copies live. One
 * interface, two implementations chosen by the environment:
 *
 * - `disk` (default): files under UPLOAD_DIR, as before. Only one replica can use it: a file written by one
 *   process is not on another machine's disk.
 * - `s3` (`S3_BUCKET` set): objects in an S3-compatible bucket (AWS S3, MinIO, R2, …) through
 *   `@aws-sdk/client-s3`, shared by every replica. Objects are written private (no ACL, no public URL): the
 *   API reads them and serves public images itself, and résumés only to staff.
 *
 * Keys are `<folder>/<name>` (`resumes/3f….pdf`, `blogs/…png`) and `.variants/<folder>/<width>/<name>.webp`
 * for resized copies; on disk a key is the path under UPLOAD_DIR.
 */
export interface StoredObject {
  body: Readable;
  size: number;
  lastModified: Date;
  /** A strong validator of the content (S3's ETag, or size and time on disk), quoted. */
  etag: string;
}

/**
 * Inclusive byte offsets, as in an HTTP `Range` header (issue 32,
 * docs/requirements/issues/32-courses-you-can-take.md: lesson media segments are served in ranges).
 */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectInfo {
  size: number;
  lastModified: Date;
}

/** A file placed under a temporary name, made final (or removed) with its database row. */
export interface StagedObject {
  /** Makes the object visible under its key (called inside the row's transaction). */
  commit(): Promise<void>;
  /** Removes what was staged or committed (the row's transaction failed). */
  abort(): Promise<void>;
}

export interface ObjectStore {
  kind: 'disk' | 's3';
  /** Where files go, for logs and `/ready` (`disk:/path` or `s3://bucket`). */
  describe(): string;
  /** Stages a finished local file (already fsynced) under `key`; see {@link StagedObject}. */
  stage(key: string, localPath: string, contentType: string): Promise<StagedObject>;
  /** Writes bytes under `key` at once (atomically: a reader sees the old object or the new one). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * The object's content and facts, or undefined when there is none. With `range` (inclusive byte offsets,
   * already checked against the size) only those bytes are read; `size` stays the whole object's.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Whether `key` holds exactly `bytes` (so the seed rewrites nothing that is already there). */
  holds(key: string, bytes: Buffer): Promise<boolean>;
  /** Removes the object; a missing one is fine. */
  remove(key: string): Promise<void>;
  /** Names (not keys) of the objects directly in `folder`, with their time. */
  list(folder: string): Promise<{ name: string; lastModified: Date }[]>;
  /** Throws when the store cannot be reached or used (the bucket is missing, credentials refused). */
  ping(): Promise<void>;
  close(): void;
}

/** The key of an upload; `name` is always ours (random hex and an extension) or a seed slug. */
export const objectKey = (folder: string, name: string) => `${folder}/${name}`;
/** The key of a resized copy of an image. */
export const variantKey = (folder: string, width: number, name: string) =>
  `.variants/${folder}/${width}/${name}.webp`;

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/* ---------------- disk ---------------- */

/** Files under `root` (UPLOAD_DIR): the single-replica default, unchanged from before issue 26. */
export function createDiskStore(root: string): ObjectStore {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  const info = async (key: string) => {
    const stats = await stat(pathOf(key)).catch(() => undefined);
    return stats?.isFile() ? stats : undefined;
  };
  return {
    kind: 'disk',
    describe: () => `disk:${root}`,
    async stage(key, localPath) {
      const final = pathOf(key);
      const dir = dirname(final);
      await mkdir(dir, { recursive: true });
      // `.<name>.tmp` beside the final name: a crash leaves a .tmp file that the start-up sweep removes.
      const temporary = join(dir, `.${final.slice(dir.length + 1)}.tmp`);
      await rename(localPath, temporary);
      let renamed = false;
      return {
        async commit() {
          await rename(temporary, final);
          renamed = true;
          await fsyncPath(dir);
        },
        async abort() {
          await rm(renamed ? final : temporary, { force: true }).catch(() => undefined);
        },
      };
    },
    async put(key, bytes) {
      const final = pathOf(key);
      const dir = dirname(final);
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        const handle = await open(temporary, 'wx', 0o640);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, final);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(key, range) {
      const stats = await info(key);
      if (!stats) return undefined;
      return {
        body: createReadStream(pathOf(key), range),
        size: stats.size,
        lastModified: stats.mtime,
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      };
    },
    async head(key) {
      const stats = await info(key);
      return stats ? { size: stats.size, lastModified: stats.mtime } : undefined;
    },
    async holds(key, bytes) {
      const stats = await info(key);
      if (!stats || stats.size !== bytes.length) return false;
      return (await readFile(pathOf(key))).equals(bytes);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(folder) {
      const dir = pathOf(folder);
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const files = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const stats = await stat(join(dir, entry.name)).catch(() => undefined);
        if (stats) files.push({ name: entry.name, lastModified: stats.mtime });
      }
      return files;
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    close() {},
  };
}

/* ---------------- S3 ---------------- */

const notFoundCodes = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return notFoundCodes.has(error.name) || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

const md5Etag = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/** An S3-compatible bucket shared by every replica (`S3_BUCKET`, see {@link S3Config}). */
export function createS3Store(config: S3Config): ObjectStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Given keys, or the SDK's default chain (AWS_* variables, a profile, an instance or task role).
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Services other than AWS (MinIO versions, R2, s3rver) do not all take the SDK's newer default of
    // streaming uploads with trailing checksums (`aws-chunked`); send and check checksums only when required.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;

  const head = async (key: string) => {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return answer;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  const putFile = async (key: string, localPath: string, contentType: string) => {
    const { size } = await stat(localPath);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: createReadStream(localPath),
        ContentLength: size,
        ContentType: contentType,
        // Never a public object: no ACL is sent, so the bucket's default (private) applies.
      }),
    );
  };

  return {
    kind: 's3',
    describe: () => `s3://${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async stage(key, localPath, contentType) {
      // The object goes to its final key before the row's transaction; a transaction that fails removes
      // it, and a crash in between leaves an object no row names (résumés: removed by the start-up sweep).
      await putFile(key, localPath, contentType);
      await rm(localPath, { force: true }).catch(() => undefined);
      return {
        async commit() {},
        async abort() {
          await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        },
      };
    },
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const body = answer.Body as Readable | undefined;
        if (!body) return undefined;
        // A ranged answer's length is the range's; the whole size is after the slash of Content-Range.
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        return {
          body: body instanceof Readable ? body : Readable.from(body as AsyncIterable<Uint8Array>),
          size: Number(total ?? answer.ContentLength ?? 0),
          lastModified: answer.LastModified ?? new Date(0),
          etag: answer.ETag ?? `"${Number(answer.ContentLength ?? 0).toString(16)}"`,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      const answer = await head(key);
      return answer
        ? { size: Number(answer.ContentLength ?? 0), lastModified: answer.LastModified ?? new Date(0) }
        : undefined;
    },
    async holds(key, bytes) {
      const answer = await head(key);
      // A single-part upload's ETag is the MD5 of its content.
      return Boolean(
        answer && Number(answer.ContentLength) === bytes.length && answer.ETag === md5Etag(bytes),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(folder) {
      const files: { name: string; lastModified: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${folder}/`,
            Delimiter: '/',
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          files.push({
            name: item.Key.slice(folder.length + 1),
            lastModified: item.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(3_000) });
    },
    close() {
      client.destroy();
    },
  };
}

/** Why the object store cannot be used, in words an operator can act on. */
export function describeStoreError(store: ObjectStore, error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const name = (error as Error)?.name ?? 'Error';
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket')
    return `the bucket of ${store.describe()} does not exist (create it first)`;
  if (status === 403 || status === 401 || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch')
    return `${store.describe()} refused the credentials (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the role's access to the bucket)`;
  if (name === 'CredentialsProviderError')
    return `no credentials for ${store.describe()} (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or AWS credentials)`;
  return `${store.describe()} is not reachable (${name}: ${String((error as Error)?.message ?? error).slice(0, 200)})`;
}

/** The store the configuration asks for: S3 when `S3_BUCKET` is set, otherwise UPLOAD_DIR on disk. */
export function createObjectStore(s3: S3Config | undefined, uploadDir: string): ObjectStore {
  return s3 ? createS3Store(s3) : createDiskStore(uploadDir);
}
