/**
 * The topology test's S3-compatible object store: s3rver (from npm) on 127.0.0.1, one private bucket, and
 * the environment that points the replicas at it (the variables a deployment sets for MinIO or AWS S3).
 * s3rver keeps no ACLs (it would answer anyone), so that résumés are never public objects is tested in
 * packages/api-server/test/object-storage.test.ts, behind a gate that applies S3's rule.
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
    stop: () => server.close(),
  };
}
