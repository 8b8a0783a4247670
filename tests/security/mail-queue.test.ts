/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 8: one-time-code and sign-up answers do not tell whether an e-mail is registered, in text
 * or in timing; mail goes through a durable queue in the database, so an answer never waits on the mail
 * server and an SMTP outage (even with a crash in it) loses no mail; production without SMTP_URL warns.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

import {
  call,
  customer,
  freePort,
  freshDataDir,
  freshPostgres,
  removeDir,
  sleep,
  spawnServer,
  startServer,
  tempDir,
  waitForMail,
  waitHealthy,
  type Answer,
  type ServerProcess,
} from './harness-b';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/* ---------- a small SMTP server that records what it receives ---------- */

interface FakeSmtp {
  port: number;
  messages: string[];
  close(): Promise<void>;
}

/** Accepts every mail; `greetingDelayMs` makes it slow to answer, like a busy or distant mail server. */
async function fakeSmtp(options: { port?: number; greetingDelayMs?: number } = {}): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffer = '';
    let data: string | undefined;
    setTimeout(() => reply('220 fake.example ESMTP'), options.greetingDelayMs ?? 0);
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            messages.push(data);
            data = undefined;
            reply('250 queued');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.example');
        else if (verb === 'DATA') {
          data = '';
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const codeIn = (message: string) => /sign-in code is (\d{6})/.exec(message)?.[1];
const recipientOf = (message: string) => /^To: (.+)$/m.exec(message)?.[1]?.trim();

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/* ---------- statistics ---------- */

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median absolute deviation: the spread of one group's own samples. */
const mad = (values: number[]) => {
  const centre = median(values);
  return median(values.map((value) => Math.abs(value - centre)));
};

/**
 * Times `count` calls of each kind, interleaved in a random order (so load on the machine falls on both),
 * after a few unmeasured warm-up calls. Answers the samples and every answer.
 */
async function timeInterleaved(
  count: number,
  kinds: Record<'known' | 'unknown', (index: number) => Promise<Answer>>,
): Promise<{ known: number[]; unknown: number[]; answers: Answer[] }> {
  for (let index = 0; index < 3; index++) {
    await kinds.known(-1 - index);
    await kinds.unknown(-1 - index);
  }
  const order = [...Array<'known'>(count).fill('known'), ...Array<'unknown'>(count).fill('unknown')].sort(
    () => Math.random() - 0.5,
  );
  const samples = { known: [] as number[], unknown: [] as number[] };
  const answers: Answer[] = [];
  const next = { known: 0, unknown: 0 };
  for (const kind of order) {
    const answer = await kinds[kind](next[kind]++);
    samples[kind].push(answer.ms);
    answers.push(answer);
  }
  return { ...samples, answers };
}

/** The difference of the medians must stay within the noise of the groups themselves. */
function expectSameTiming(samples: { known: number[]; unknown: number[] }, floorMs: number) {
  const difference = Math.abs(median(samples.known) - median(samples.unknown));
  const noise = Math.max(floorMs, 3 * Math.max(mad(samples.known), mad(samples.unknown)));
  const summary = `medians ${median(samples.known).toFixed(1)} ms (registered) and ${median(samples.unknown).toFixed(1)} ms (unknown), noise ${noise.toFixed(1)} ms`;
  expect(difference, summary).toBeLessThan(noise);
}

describe('mail and account discovery (issue 23, item 8)', () => {
  it('answers one-time-code requests for registered and unknown e-mails alike, in text and timing, never waiting on SMTP', async () => {
    // A mail server that takes 300 ms to greet: a request that waited for it would show.
    const smtp = await fakeSmtp({ greetingDelayMs: 300 });
    cleanups.push(() => smtp.close());
    const server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    cleanups.push(() => server.stop('SIGKILL'));
    cleanups.push(() => removeDir(server.dataDir));
    const person = customer('otp-timing');
    expect((await call(server.api, 'POST', 'customer', { json: person })).status).toBe(200);

    const request = (email: string) => call(server.api, 'POST', 'customer/otp/request', { json: { email } });
    const samples = await timeInterleaved(40, {
      known: () => request(person.email),
      unknown: (index) => request(`nobody.${index + 10}.${Date.now()}@example.com`),
    });
    const texts = new Set(samples.answers.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`));
    expect([...texts]).toHaveLength(1);
    expect(samples.answers[0]!.status).toBe(200);
    expect(median(samples.known), 'the answer does not wait for the mail server').toBeLessThan(150);
    expectSameTiming(samples, 5);

    // The registered address got its codes, through the queue; the unknown ones got nothing.
    await waitFor(
      'the codes',
      () => smtp.messages.filter((message) => codeIn(message)).length >= 10 || undefined,
      40_000,
    );
    expect(new Set(smtp.messages.map(recipientOf))).toEqual(new Set([person.email]));
  });

  it('answers sign-up with a taken e-mail like a new one, in text and timing, and tells the owner by mail', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop('SIGKILL'));
    cleanups.push(() => removeDir(server.dataDir));
    const taken = customer('taken');
    expect((await call(server.api, 'POST', 'customer', { json: taken })).status).toBe(200);

    let fresh = 0;
    const samples = await timeInterleaved(15, {
      known: () =>
        call(server.api, 'POST', 'customer', { json: { ...taken, password: 'attacker-password' } }),
      unknown: () => call(server.api, 'POST', 'customer', { json: { ...customer(`fresh-${fresh++}`) } }),
    });
    for (const answer of samples.answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('You have registered successfully!');
      expect(Object.keys(answer.body.data).sort()).toEqual(['email', 'userId']);
    }
    expectSameTiming(samples, 10);
    // The account was not changed, and its owner was told.
    const login = await call(server.api, 'POST', 'customer/login', {
      json: { identifier: taken.email, password: 'attacker-password' },
    });
    expect(login.status).toBe(401);
    await waitForMail(server.dataDir, (mails) =>
      mails.some((mail) => mail.to === taken.email && mail.subject === 'You already have an account'),
    );
  });

  it('loses no mail when the mail server is down and the server is killed meanwhile', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => removeDir(dataDir));
    const smtpPort = await freePort(); // Nothing listens there yet: the mail server is down.
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_DELAY: '1s', LOG_LEVEL: 'warn' };
    const first = await startServer({ dataDir, env });
    cleanups.push(() => first.stop('SIGKILL'));
    const person = customer('outage');
    expect((await call(first.api, 'POST', 'customer', { json: person })).status).toBe(200);
    const requested = await call(first.api, 'POST', 'customer/otp/request', {
      json: { email: person.email },
    });
    expect(requested.status).toBe(200);
    // The worker tried, failed, and keeps the mail for later.
    await waitFor(
      'a failed delivery',
      () => /job failed; it will be retried/.test(first.output()) || undefined,
    );
    await first.stop('SIGKILL');

    // The mail server comes back; so does the server, on the same data folder.
    const smtp = await fakeSmtp({ port: smtpPort });
    cleanups.push(() => smtp.close());
    const second = spawnServer({ dataDir, port: await freePort(), env });
    cleanups.push(() => second.stop('SIGKILL'));
    await waitHealthy(second);
    const message = await waitFor('the code mail', () => smtp.messages.find((text) => codeIn(text)), 30_000);
    expect(recipientOf(message)).toBe(person.email);
    const verified = await call(second.api, 'POST', 'customer/otp', {
      json: { email: person.email, otp: codeIn(message) },
    });
    expect(verified.status).toBe(200);
  });

  it('warns loudly at a production start without SMTP_URL that mail goes to the outbox folder', async () => {
    const server = await startServer({ env: { SMTP_URL: '', LOG_LEVEL: 'info' } });
    cleanups.push(() => server.stop('SIGKILL'));
    cleanups.push(() => removeDir(server.dataDir));
    expect(server.output()).toMatch(/SMTP_URL is not set: mail .* is NOT sent, it is written to \S*outbox/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'delivers each mail once with two servers on one PostgreSQL (FOR UPDATE SKIP LOCKED)',
    async () => {
      const postgres = await freshPostgres();
      cleanups.push(postgres.drop);
      const smtp = await fakeSmtp();
      cleanups.push(() => smtp.close());
      const servers: ServerProcess[] = [];
      for (let index = 0; index < 2; index++) {
        const dataDir = tempDir('pg');
        cleanups.push(() => removeDir(dataDir));
        const server = spawnServer({
          dataDir,
          port: await freePort(),
          env: { DATABASE_URL: postgres.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
        });
        cleanups.push(() => server.stop('SIGKILL'));
        await waitHealthy(server);
        servers.push(server);
      }
      const person = customer('two-servers');
      expect((await call(servers[0]!.api, 'POST', 'customer', { json: person })).status).toBe(200);
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(servers[index % 2]!.api, 'POST', 'customer/otp/request', { json: { email: person.email } }),
        ),
      );
      await waitFor(
        '20 code mails',
        () => smtp.messages.filter((text) => codeIn(text)).length >= 20 || undefined,
        40_000,
      );
      await sleep(2_000); // A duplicate would arrive now.
      expect(smtp.messages.filter((text) => codeIn(text))).toHaveLength(20);
    },
  );
});
