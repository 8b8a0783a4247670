/**
 * A real S3-compatible server for the tests (docs/requirements/issues/26-past-one-machine.md): s3rver from npm, on 127.0.0.1, with one bucket.
 *
 * s3rver answers anonymous requests for any object (it keeps no ACLs). AWS S3 and MinIO do not: an object is
 * private unless it was written with a public ACL (or a bucket policy makes it public). So the tests talk to
 * s3rver through a small gate that applies exactly that rule: a request without a signature gets 403
 * AccessDenied, except a GET/HEAD of an object that was PUT with `x-amz-acl: public-read`. A store that made
 * its objects public would fail the "not public" tests here as it would on S3.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_BUCKET = 'acme-uploads';
/** s3rver's built-in account. */
export const S3_KEY = 'S3RVER';

export interface TestS3 {
  /** The gate's address: use as S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** Environment for `testConfig(..., env)`. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const accessDenied =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'acme-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port: s3rverPort } = (await s3rver.run()) as AddressInfo;
  const publicKeys = new Set<string>();

  const gate: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://gate');
    const signed =
      Boolean(incoming.headers.authorization) ||
      url.searchParams.has('X-Amz-Signature') ||
      url.searchParams.has('Signature');
    const key = decodeURIComponent(url.pathname);
    if (signed && incoming.method === 'PUT' && /public/.test(String(incoming.headers['x-amz-acl'] ?? ''))) {
      publicKeys.add(key);
    }
    if (!signed && !((incoming.method === 'GET' || incoming.method === 'HEAD') && publicKeys.has(key))) {
      incoming.resume();
      outgoing.writeHead(403, { 'content-type': 'application/xml' }).end(accessDenied);
      return;
    }
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: s3rverPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket: S3_BUCKET,
    env: {
      S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      gate.closeAllConnections();
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
