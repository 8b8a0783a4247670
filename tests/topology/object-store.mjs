/**
 * The topology test's S3-compatible object store: s3rver (from npm) on 127.0.0.1, one private bucket, and
 * the environment that points the replicas at it (the variables a deployment sets for MinIO or AWS S3).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const requireFromServer = createRequire(join(root, 'packages/api-server/package.json'));

export const BUCKET = 'acme-topology';

export async function createObjectStore(work, port) {
  let S3rver;
  try {
    S3rver = requireFromServer('s3rver');
  } catch {
    return {
      label: 'none: s3rver is not installed, each replica keeps files on its own disk',
      env: {},
      stop() {},
    };
  }
  const directory = join(work, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    label: `s3rver at ${endpoint}, bucket ${BUCKET}`,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Anonymous reads of the bucket: listing it, and every object in it. */
    async publicGet() {
      const listing = await fetch(`${endpoint}/${BUCKET}/`);
      const text = await listing.text();
      const keys = [...text.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]);
      const statuses = [listing.status];
      for (const key of keys.slice(0, 5)) statuses.push((await fetch(`${endpoint}/${BUCKET}/${key}`)).status);
      return statuses;
    },
    stop: () => server.close(),
  };
}
