/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 10: uploads. Authentication and rate limits answer before the body is read; files are
 * streamed with a size limit; a slow client is cut off; sharp never decodes a pixel bomb; and a résumé file and
 * its row survive together or not at all, also across kill -9 (leftovers are swept at the next start).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { messages } from '@company/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../packages/api-server/src/db/client.js';
import { internships, jobApplications } from '../../packages/api-server/src/db/schema.js';
import { migrationsFolder } from '../../packages/api-server/test/helpers.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AppServer,
  assertServerBuilt,
  filesUnder,
  form,
  freshDataDir,
  pdfBytes,
  signIn,
  spawnServer,
  startApp,
  visitor,
} from './harness-a';

const application = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  city: 'Pune',
  Experience: 'Fresher',
  current_salary: '5 LPA',
};

/** A PDF of about `size` bytes. */
const pdfOf = (size: number) =>
  Buffer.concat([pdfBytes(), randomBytes(Math.max(0, size - pdfBytes().length))]);

/**
 * Sends the start of a multipart POST (headers and `sent` bytes of a body announced as `total` bytes) over a raw
 * socket, then `more` bytes every `everyMs`. Resolves with the status line the server answered (or `closed`)
 * and how long that took.
 */
function partialUpload(
  origin: string,
  path: string,
  options: { token?: string; sent: number; total: number; more?: number; everyMs?: number; waitMs: number },
): Promise<{ answer: string; ms: number }> {
  const url = new URL(path, origin);
  const boundary = 'securitysuiteboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(url.port), url.hostname);
    let timer: NodeJS.Timeout | undefined;
    let received = '';
    const finish = (answer: string) => {
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ answer, ms: Date.now() - started });
    };
    const deadline = setTimeout(() => finish('no answer'), options.waitMs);
    socket.on('connect', () => {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${options.total}\r\n${options.token ? `Authorization: Bearer ${options.token}\r\n` : ''}\r\n`,
      );
      socket.write(Buffer.concat([head, Buffer.alloc(Math.max(0, options.sent - head.length), 1)]));
      if (options.more) {
        timer = setInterval(() => socket.write(Buffer.alloc(options.more!, 1)), options.everyMs ?? 500);
      }
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const line = received.split('\r\n')[0];
      if (line && received.includes('\r\n')) finish(line);
    });
    socket.on('close', () => finish(received.split('\r\n')[0] || 'closed'));
    socket.on('error', () => finish('closed'));
  });
}

describe('10. uploads', () => {
  let server: AppServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startApp({ REQUEST_TIMEOUT: '2s', RATE_LIMITS: 'on', RATE_LIMIT_APPLICATIONS: '3/1m' });
    adminToken = await signIn(visitor(server.origin), ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => server?.close());

  const uploads = () => join(server.dataDir, 'uploads');
  const leftovers = () =>
    filesUnder(uploads()).filter((file) => file.endsWith('.tmp') || file.startsWith('.incoming/'));

  it('answers 401/403 (administrators only) and 429 (rate limit) to an upload before the body arrives', async () => {
    const anonymous = await partialUpload(server.origin, '/api/v1/blog', {
      sent: 1000,
      total: 4_000_000,
      waitMs: 5000,
    });
    expect(anonymous.answer).toMatch(/^HTTP\/1\.1 401/);
    expect(anonymous.ms).toBeLessThan(2000);
    const customerToken = await (async () => {
      const who = visitor(server.origin);
      await who.api('POST', 'customer', {
        json: {
          name: 'C',
          email: 'upload.customer@example.com',
          mobile: '9876543210',
          address: 'Pune',
          password: 'customer-pass',
        },
      });
      return signIn(who, 'upload.customer@example.com', 'customer-pass');
    })();
    const customer = await partialUpload(server.origin, '/api/v1/ourteam', {
      token: customerToken,
      sent: 1000,
      total: 4_000_000,
      waitMs: 5000,
    });
    expect(customer.answer).toMatch(/^HTTP\/1\.1 403/);
    expect(leftovers()).toEqual([]);

    const who = visitor(server.origin);
    for (let index = 0; index < 3; index++) {
      const accepted = await who.api('POST', 'enquire', {
        form: form({ ...application, resume: { name: 'cv.pdf', bytes: pdfOf(2000) } }),
      });
      expect(accepted.status).toBe(200);
    }
    const limited = await partialUpload(server.origin, '/api/v1/enquire', {
      sent: 1000,
      total: 3_000_000,
      waitMs: 5000,
    });
    expect(limited.answer).toMatch(/^HTTP\/1\.1 429/);
    expect(limited.ms).toBeLessThan(2000);
  });

  it('streams uploads with limits: a slow client is cut off (REQUEST_TIMEOUT), a résumé over 5 MB refused; nothing kept', async () => {
    const slow = await partialUpload(server.origin, '/api/v1/blog', {
      token: adminToken,
      sent: 2000,
      total: 3_000_000,
      more: 100,
      everyMs: 200,
      waitMs: 10_000,
    });
    expect(slow.answer).not.toBe('no answer');
    expect(slow.answer).toMatch(/^(HTTP\/1\.1 408|closed)/);
    expect(slow.ms).toBeLessThan(8000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leftovers()).toEqual([]);

    const before = filesUnder(join(uploads(), 'resumes'));
    const answer = await visitor(server.origin).api('POST', 'internship', {
      form: form({
        name: 'Asha',
        email: 'asha@example.com',
        number: '9876543210',
        course: 'data-science',
        resume: { name: 'cv.pdf', bytes: pdfOf(6 * 1024 * 1024) },
      }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.errors.resume).toBe(messages.file.tooLarge);
    expect(filesUnder(join(uploads(), 'resumes'))).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('refuses an image whose canvas is larger than sharp may decode (limitInputPixels)', async () => {
    // A real PNG header claiming 20000 x 20000 pixels (400 megapixels) in a few bytes.
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20000, 0);
    ihdr.writeUInt32BE(20000, 4);
    ihdr[8] = 8;
    ihdr[9] = 6;
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
    };
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00])),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const answer = await visitor(server.origin).api('POST', 'blog', {
      token: adminToken,
      form: form({
        title: 'Bomb',
        description: 'Huge canvas',
        image: { name: 'bomb.png', bytes: bomb, type: 'image/png' },
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.image).toBeTruthy();
    expect(
      filesUnder(join(uploads(), 'blogs')).filter((file) => file.startsWith('.') || file.includes('bomb')),
    ).toEqual([]);
  });

  it('keeps no file when the row cannot be written, and removes leftovers of interrupted uploads at start', async () => {
    const stored = filesUnder(join(uploads(), 'resumes'));
    expect(stored.length).toBeGreaterThan(0);
    mkdirSync(join(uploads(), '.incoming'), { recursive: true });
    writeFileSync(join(uploads(), '.incoming', 'aaaa.tmp'), 'half an upload');
    writeFileSync(join(uploads(), 'resumes', '.0123456789abcdef.pdf.tmp'), '%PDF-1.4 personal data');
    writeFileSync(
      join(uploads(), 'resumes', 'fedcba9876543210fedcba9876543210.pdf'),
      '%PDF-1.4 no row names me',
    );
    writeFileSync(join(uploads(), 'blogs', '.cafe.png.tmp'), 'half an image');
    await server.close(false);
    server = await startApp({ REQUEST_TIMEOUT: '2s' }, { dataDir: server.dataDir });
    expect(filesUnder(join(uploads(), 'resumes'))).toEqual(stored);
    expect(leftovers()).toEqual([]);

    // Make the row insert fail inside the database (a trigger), as a full disk or a lost connection would.
    await server.database.db.execute(
      "create or replace function refuse_internships() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$",
    );
    await server.database.db.execute(
      'create trigger refuse_internships before insert on internships for each row execute function refuse_internships()',
    );
    const before = filesUnder(join(uploads(), 'resumes'));
    const answer = await visitor(server.origin).api('POST', 'internship', {
      form: form({
        name: 'Asha',
        email: 'asha@example.com',
        number: '9876543210',
        course: 'data-science',
        resume: { name: 'cv.pdf', bytes: pdfOf(3000) },
      }),
    });
    expect(answer.status).toBe(500);
    expect(filesUnder(join(uploads(), 'resumes'))).toEqual(before);
    expect(leftovers()).toEqual([]);
    await server.database.db.execute('drop trigger refuse_internships on internships');
  });
});

describe('10. résumé files and rows across kill -9 (the built server)', () => {
  it('leaves every résumé with its row and every row with its file after three kill -9 rounds', async () => {
    assertServerBuilt();
    const dataDir = await freshDataDir();
    const env = { NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', RATE_LIMITS: 'off', COOKIE_SECURE: 'false' };
    for (let round = 0; round < 3; round++) {
      const server = await spawnServer(env, dataDir);
      if (!server.ready) throw new Error(server.output());
      const posts = Array.from({ length: 12 }, (_, index) =>
        fetch(`${server.base}/${index % 2 ? 'enquire' : 'internship'}`, {
          method: 'POST',
          body: form(
            index % 2
              ? { ...application, resume: { name: 'cv.pdf', bytes: pdfOf(200_000 + index * 300_000) } }
              : {
                  name: 'Asha',
                  email: 'asha@example.com',
                  number: '9876543210',
                  course: 'data-science',
                  resume: { name: 'cv.pdf', bytes: pdfOf(200_000 + index * 300_000) },
                },
          ),
        }).catch(() => undefined),
      );
      await new Promise((resolve) => setTimeout(resolve, 40 + round * 60));
      await server.stop('SIGKILL');
      await Promise.all(posts);
    }
    // The next start sweeps; then the folder and the tables must agree.
    const last = await spawnServer(env, dataDir);
    if (!last.ready) throw new Error(last.output());
    expect(await last.stop('SIGTERM')).toBe(0);
    const database = await openDatabase({ dataDir, migrationsFolder });
    try {
      const rows = [
        ...(await database.db.select({ file: jobApplications.resumeFile }).from(jobApplications)),
        ...(await database.db.select({ file: internships.resumeFile }).from(internships)),
      ].map((row) => row.file);
      const files = filesUnder(join(dataDir, 'uploads', 'resumes'));
      expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
      expect(
        files.filter((file) => !rows.includes(file)),
        'résumé files without a row',
      ).toEqual([]);
      expect(
        rows.filter((file) => !files.includes(file)),
        'rows without a résumé file',
      ).toEqual([]);
      expect(filesUnder(join(dataDir, 'uploads')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
