/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): uploads in S3-compatible object storage (S3_BUCKET), tested against a real S3 server from npm
 * (s3rver, see s3-server.ts) on 127.0.0.1. One app on PGlite always; two replicas on one PostgreSQL and one
 * bucket when TEST_DATABASE_URL is set (as replicas.test.ts).
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, parseS3Config } from '../src/config.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  form,
  freshDataDir,
  freshPostgres,
  pdfBytes,
  testConfig,
} from './helpers.js';
import { S3_KEY, startS3, type TestS3 } from './s3-server.js';

interface Replica {
  app: FastifyInstance;
  root: string;
  base: string;
}

const s3Client = (s3: TestS3) =>
  new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
  });

async function objectBytes(s3: TestS3, key: string): Promise<Buffer | undefined> {
  const client = s3Client(s3);
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

async function keysUnder(s3: TestS3, prefix: string): Promise<string[]> {
  const client = s3Client(s3);
  try {
    const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (answer.Contents ?? []).map((item) => item.Key!);
  } finally {
    client.destroy();
  }
}

/** A résumé only this test uploads: a real PDF header and a unique tail. */
const resumeBytes = (tag: string) =>
  Buffer.concat([pdfBytes(), Buffer.from(`% ${tag} ${Math.random().toString(36).slice(2)}\n`)]);

/** A 1200 × 630 PNG, so resized copies really are smaller. */
const coverPng = () =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 204, g: 41, b: 41 } } })
    .png()
    .toBuffer();

async function signIn(base: string, identifier: string, password: string): Promise<string> {
  const reply = await call(base, 'POST', 'customer/login', { json: { identifier, password } });
  expect(reply.status).toBe(200);
  return reply.body.data.access_token as string;
}

async function registerCustomer(base: string, name: string): Promise<string> {
  const email = `${name}@example.com`;
  const password = `password-${name}`;
  const reply = await call(base, 'POST', 'customer', {
    json: {
      name: `Customer ${name}`,
      email,
      mobile: '9876543210',
      address: 'Napier Town, Jabalpur',
      password,
    },
  });
  expect(reply.status).toBe(200);
  return signIn(base, email, password);
}

async function applyForJob(base: string, name: string, bytes: Buffer) {
  const reply = await call(base, 'POST', 'enquire', {
    form: form({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '8765432109',
      city: 'Indore',
      Experience: 'Experience',
      current_salary: '7 LPA',
      job_title: 'Node.js Developer',
      resume: { name: `${name} CV.pdf`, bytes },
    }),
  });
  expect(reply.status).toBe(200);
}

async function applicationOf(base: string, token: string, name: string) {
  const list = await call(base, 'GET', `admin/applications?kind=job&q=${encodeURIComponent(name)}`, {
    token,
  });
  expect(list.status).toBe(200);
  const found = (list.body.data as { id: string; name: string; resumeFile?: string }[]).find(
    (row) => row.name === name,
  );
  expect(found).toBeDefined();
  return found!;
}

describe('object storage configuration (issue 26)', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };

  it('keeps uploads on disk when no S3_ variable is set', () => {
    expect(parseS3Config(base)).toBeUndefined();
  });

  it('refuses to start on a partial S3 configuration, saying what is missing', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT is set but S3_BUCKET is not/],
      [
        { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' },
        /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/,
      ],
      [
        { S3_BUCKET: 'acme-uploads', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' },
        /S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY/,
      ],
      [
        { S3_BUCKET: 'acme-uploads', S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'secret' },
        /S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID/,
      ],
      [
        { S3_BUCKET: 'Acme_Uploads', S3_REGION: 'ap-south-1' },
        /S3_BUCKET "Acme_Uploads" is not a bucket name/,
      ],
      [{ S3_BUCKET: 'acme-uploads', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT "minio:9000" is not an http/],
      [
        { S3_BUCKET: 'acme-uploads', S3_ENDPOINT: 'http://user:pass@minio:9000' },
        /is not an http\(s\) address without credentials/,
      ],
      [{ S3_BUCKET: 'acme-uploads' }, /S3_REGION is not set/],
      [
        { S3_BUCKET: 'acme-uploads', S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'sometimes' },
        /S3_FORCE_PATH_STYLE "sometimes" is not true or false/,
      ],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig({ ...base, ...env }), JSON.stringify(env)).toThrow(message);
      expect(() => parseS3Config(env)).toThrow(ConfigError);
      expect(() => parseS3Config(env)).toThrow(/Refusing to start/);
    }
  });

  it('reads a complete configuration, with the AWS defaults where allowed', () => {
    expect(
      parseS3Config({
        S3_BUCKET: 'acme-uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'acme-uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    // AWS S3: the region from AWS_REGION, credentials from the SDK's chain, virtual-hosted addresses.
    expect(parseS3Config({ S3_BUCKET: 'acme-uploads', AWS_REGION: 'ap-south-1' })).toEqual({
      bucket: 'acme-uploads',
      endpoint: undefined,
      region: 'ap-south-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  describe('with a real S3 server', () => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startS3();
    });
    afterAll(() => s3.close());

    it('refuses to start when the bucket does not exist or the key is unknown', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'acme-s3-config-'));
      try {
        await expect(
          buildApp(testConfig(dir, {}, { ...s3.env, S3_BUCKET: 'no-such-bucket' }), { logger: false }),
        ).rejects.toThrow(/the bucket of s3:\/\/no-such-bucket .* does not exist.*Refusing to start/);
        await expect(
          buildApp(testConfig(dir, {}, { ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' }), { logger: false }),
        ).rejects.toThrow(/refused the credentials.*Refusing to start/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

describe('uploads in S3 on one server (issue 26)', () => {
  let s3: TestS3;
  let replica: Replica;
  let adminToken: string;

  beforeAll(async () => {
    s3 = await startS3();
    const root = await freshDataDir();
    const app = await buildApp(testConfig(root, {}, s3.env), { logger: false });
    replica = { app, root, base: `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1` };
    adminToken = await signIn(replica.base, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await replica?.app.close();
    rmSync(replica.root, { recursive: true, force: true });
    await s3?.close();
  });

  it('stores a résumé only in the bucket, private, and gives it to staff only', async () => {
    const bytes = resumeBytes('single');
    await applyForJob(replica.base, 'Farah Siddiqui', bytes);
    const application = await applicationOf(replica.base, adminToken, 'Farah Siddiqui');

    // In the bucket, byte for byte; nothing under UPLOAD_DIR but the (empty) incoming folder.
    const keys = await keysUnder(s3, 'resumes/');
    expect(keys.length).toBeGreaterThan(0);
    const stored = await Promise.all(keys.map((key) => objectBytes(s3, key)));
    const key = keys[stored.findIndex((object) => object?.equals(bytes))];
    expect(key).toMatch(/^resumes\/[0-9a-f]{32}\.pdf$/);
    expect(existsSync(join(replica.app.config.uploadDir, 'resumes'))).toBe(false);
    expect(readdirSync(join(replica.app.config.uploadDir, '.incoming'))).toEqual([]);

    // Not a public object: an anonymous GET on the bucket address is refused.
    const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(anonymous.status).toBe(403);
    // Nor is it under the public /uploads/ paths.
    const origin = new URL(replica.base).origin;
    const fileName = key!.split('/')[1]!;
    expect((await fetch(`${origin}/uploads/resumes/${fileName}`)).status).toBe(404);
    expect((await fetch(`${origin}/uploads/blogs/..%2fresumes%2f${fileName}`)).status).toBe(404);

    const path = `admin/applications/job/${application.id}/resume`;
    expect((await call(replica.base, 'GET', path)).status).toBe(401);
    const customer = await registerCustomer(replica.base, 'single-customer');
    expect((await call(replica.base, 'GET', path, { token: customer })).status).toBe(403);

    const download = await fetch(`${replica.base}/${path}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves blog images and their resized copies from the bucket with caching headers', async () => {
    const png = await coverPng();
    const created = await call(replica.base, 'POST', 'blog', {
      token: adminToken,
      form: form({
        title: 'Object storage for every replica',
        description: 'Uploads now live in a shared bucket.',
        image: { name: 'cover.png', bytes: png },
      }),
    });
    expect(created.status).toBe(201);
    const imageUrl = new URL(created.body.imageUrl as string, replica.base).href;
    const file = imageUrl.split('/').pop()!;
    expect(await objectBytes(s3, `blogs/${file}`)).toEqual(png);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/blogs/${file}`)).status).toBe(403);

    const original = await fetch(imageUrl);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    const etag = original.headers.get('etag')!;
    expect((await fetch(imageUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const resized = await fetch(`${imageUrl}?w=480`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(480);
    expect(await keysUnder(s3, `.variants/blogs/480/${file}`)).toEqual([`.variants/blogs/480/${file}.webp`]);
    expect((await fetch(new URL('/uploads/blogs/no-such-image.png', replica.base))).status).toBe(404);
  });

  it('/ready checks the bucket and the job queue', async () => {
    const ready = await call(replica.base, 'GET', 'ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      database: 'pglite',
      objectStore: 's3',
      queue: { failed: 0 },
    });
  });
});

describe('/ready when the bucket goes away (issue 26)', () => {
  it('answers 503 once the object store cannot be reached', async () => {
    const s3 = await startS3();
    const root = await freshDataDir();
    const app = await buildApp(testConfig(root, {}, s3.env), { logger: false });
    try {
      const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
      expect((await call(base, 'GET', 'ready')).status).toBe(200);
      await s3.close();
      const down = await call(base, 'GET', 'ready');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ message: 'The file storage is not reachable.', errors: {} });
      // /health stays 200: the process is alive, it just should get no traffic.
      expect((await call(base, 'GET', 'health')).status).toBe(200);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two replicas on one PostgreSQL and one bucket (issue 26)',
  () => {
    let s3: TestS3;
    let postgres: Awaited<ReturnType<typeof freshPostgres>>;
    const replicas: Replica[] = [];
    let adminToken: string;

    beforeAll(async () => {
      s3 = await startS3();
      postgres = await freshPostgres();
      for (let n = 0; n < 2; n += 1) {
        const root = mkdtempSync(join(tmpdir(), 'acme-s3-replica-'));
        const app = await buildApp(testConfig(root, { databaseUrl: postgres.url }, s3.env), {
          logger: false,
        });
        replicas.push({ app, root, base: `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1` });
      }
      adminToken = await signIn(replicas[0]!.base, ADMIN_EMAIL, ADMIN_PASSWORD);
    });
    afterAll(async () => {
      for (const replica of replicas) {
        await replica.app.close();
        rmSync(replica.root, { recursive: true, force: true });
      }
      await postgres?.drop();
      await s3?.close();
    });

    it('a résumé uploaded through A downloads byte-identical through B, for staff only', async () => {
      const [a, b] = replicas as [Replica, Replica];
      const bytes = resumeBytes('replicas');
      await applyForJob(a.base, 'Arjun Menon', bytes);
      const application = await applicationOf(b.base, adminToken, 'Arjun Menon');
      const path = `admin/applications/job/${application.id}/resume`;

      const download = await fetch(`${b.base}/${path}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

      expect((await call(b.base, 'GET', path)).status).toBe(401);
      const customer = await registerCustomer(b.base, 'replica-customer');
      expect((await call(b.base, 'GET', path, { token: customer })).status).toBe(403);
      // Neither replica's disk has it.
      for (const replica of replicas)
        expect(existsSync(join(replica.app.config.uploadDir, 'resumes'))).toBe(false);
    });

    it('an image uploaded through A is served, resized and removed through B', async () => {
      const [a, b] = replicas as [Replica, Replica];
      const png = await coverPng();
      const created = await call(a.base, 'POST', 'blog', {
        token: adminToken,
        form: form({
          title: 'Two replicas, one bucket',
          description: 'Written through replica A.',
          image: { name: 'cover.png', bytes: png },
        }),
      });
      expect(created.status).toBe(201);
      const path = new URL(created.body.imageUrl as string, a.base).pathname;
      const viaB = await fetch(new URL(path, b.base));
      expect(viaB.status).toBe(200);
      expect(Buffer.from(await viaB.arrayBuffer()).equals(png)).toBe(true);
      const resized = await fetch(new URL(`${path}?w=720`, b.base));
      expect(resized.status).toBe(200);
      expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(720);
      // A serves the copy B made.
      const copyViaA = await fetch(new URL(`${path}?w=720`, a.base));
      expect(copyViaA.status).toBe(200);

      const removed = await call(a.base, 'DELETE', `admin/blogs/${created.body.id as string}`, {
        token: adminToken,
      });
      expect(removed.status).toBe(200);
      expect((await fetch(new URL(path, b.base))).status).toBe(404);
      expect(await keysUnder(s3, `.variants/blogs/720/${path.split('/').pop()!}`)).toEqual([]);
    });
  },
);
