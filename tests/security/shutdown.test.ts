/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): SIGTERM under keep-alive load finishes the
 * requests that have started and closes idle kept-alive connections without a reset, with the default settings,
 * with SHUTDOWN_GRACE and with SHUTDOWN_DRAIN. The built server (`dist/main.js`) as its own process, Node's fetch
 * (which keeps connections alive) as the client.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';

import { assertServerBuilt, freshDataDir, spawnServer } from './harness-a.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A POST whose body arrives in two halves, `gapMs` apart, over its own connection: a request in flight when the
 * signal comes. Resolves with the status line of the answer, or how the connection ended.
 */
function slowPost(origin: string, gapMs: number): Promise<string> {
  const body = JSON.stringify({
    name: 'Slow',
    mobile: '9876543210',
    subject: 'In flight',
    message: 'At SIGTERM.',
  });
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received.split('\r\n')[0] || 'closed without an answer'));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    socket.on('connect', () => {
      socket.write(
        `POST /api/v1/contactus HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
      );
      setTimeout(() => socket.write(body.slice(20)), gapMs);
    });
  });
}

export interface ShutdownFigures {
  sent: number;
  answered: number;
  /** Refused connections: the server no longer listens (nothing was sent). */
  refused: number;
  /** Requests the server took (their X-Request-Id is in its log) that then failed (reset, closed unanswered). */
  resets: number;
  errors: string[];
  /**
   * Requests reset before the server read them: on a connection the kernel had accepted for the listening socket
   * as the server closed it (rare: see `stopListening`), or one the server closed before the request arrived.
   */
  backlogResets: number;
  inFlight: string;
  exit: number | string;
  stopMs: number;
}

/** Starts the server with `env`, loads it from 8 keep-alive clients, sends SIGTERM, and counts what happened. */
async function sigtermUnderLoad(env: Record<string, string>): Promise<ShutdownFigures> {
  const dataDir = await freshDataDir();
  // LOG_LEVEL=info: the log names every request the server took, by the X-Request-Id each one carries.
  const server = await spawnServer({ RATE_LIMITS: 'off', LOG_LEVEL: 'info', ...env }, dataDir);
  const figures: ShutdownFigures = {
    sent: 0,
    answered: 0,
    refused: 0,
    resets: 0,
    errors: [],
    backlogResets: 0,
    inFlight: '',
    exit: '',
    stopMs: 0,
  };
  let exited = false;
  void server.exited.then(() => (exited = true));
  const failed: Array<{ id: string; code: string }> = [];
  try {
    const loop = async (n: number) => {
      for (let i = 0; !exited && i < 10_000; i += 1) {
        figures.sent += 1;
        const id = randomUUID();
        try {
          const response =
            i % 2 === 0
              ? await fetch(`${server.base}/blog?page=1&limit=5`, { headers: { 'x-request-id': id } })
              : await fetch(`${server.base}/contactus`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', 'x-request-id': id },
                  body: JSON.stringify({
                    name: 'Load',
                    mobile: '9876543210',
                    subject: `SIGTERM ${n}-${i}`,
                    message: 'Under load.',
                  }),
                });
          await response.arrayBuffer();
          figures.answered += 1;
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
          if (code === 'ECONNREFUSED') {
            figures.refused += 1;
            await sleep(20);
          } else {
            failed.push({ id, code });
          }
        }
      }
    };
    const loops = Array.from({ length: 8 }, (_, n) => loop(n));
    await sleep(1_000);
    const inFlight = slowPost(server.origin, 600);
    await sleep(200);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    figures.inFlight = await inFlight;
    figures.exit = await Promise.race([server.exited, sleep(60_000).then(() => 'still running')]);
    figures.stopMs = Date.now() - stoppedAt;
    await Promise.all(loops);
    for (const { id, code } of failed) {
      if (server.output().includes(`"requestId":"${id}"`)) {
        figures.resets += 1;
        figures.errors.push(code);
      } else figures.backlogResets += 1;
    }
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

describe('SIGTERM under keep-alive load (issue 31)', () => {
  const settings: Array<[string, Record<string, string>]> = [
    ['the defaults', {}],
    ['SHUTDOWN_GRACE=5s', { SHUTDOWN_GRACE: '5s' }],
    ['SHUTDOWN_DRAIN=2s', { SHUTDOWN_DRAIN: '2s' }],
  ];
  for (const [name, env] of settings) {
    it(`with ${name}: every started request is answered, no connection is reset, exit 0`, async () => {
      assertServerBuilt();
      const figures = await sigtermUnderLoad(env);
      console.log(`SIGTERM with ${name}: ${JSON.stringify(figures)}`);
      expect(figures.exit).toBe(0);
      expect(figures.inFlight).toBe('HTTP/1.1 200 OK');
      expect(figures.answered).toBeGreaterThan(10);
      expect({ resets: figures.resets, errors: figures.errors }).toEqual({ resets: 0, errors: [] });
      // Rare by design (the server stops listening once no connection has come for 300 ms), not impossible on a
      // machine at full load; before issue 31's fix Node's closeIdleConnections() added up to 6 here.
      expect(figures.backlogResets).toBeLessThanOrEqual(1);
    });
  }
});
