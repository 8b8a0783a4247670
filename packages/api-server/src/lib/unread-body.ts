import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';

export interface UnreadBodyLimits {
  /** A refused body up to this many bytes is read and thrown away before the answer; the connection stays open. */
  readLimit: number;
  /** After a `Connection: close` answer, at most this many more bytes are read (and thrown away)… */
  lingerBytes: number;
  /** …for at most this long; then the connection is closed whatever the client still sends. */
  lingerMs: number;
}

/**
 * Reads and throws away what is left of `raw`'s body: true once it has all arrived, false when more than `limit`
 * bytes come, `ms` pass or the connection fails first.
 */
function discardBody(raw: IncomingMessage, limit: number, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(raw.complete);
    const timer = setTimeout(() => done(false), ms);
    raw.unpipe(); // from a multipart parser that gave up half way
    raw.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose);
    raw.resume();
  });
}

/**
 * Ends the connection of a `Connection: close` answer without resetting it: Node destroys the socket once the
 * answer is written, and bytes the client is still sending then make the kernel reset the connection, often
 * before the client has read the answer. Instead only the writing side is ended, and the rest of the body is read
 * and thrown away, up to `lingerBytes` or `lingerMs` (what web servers call a lingering close).
 */
function lingeringClose(raw: IncomingMessage, { lingerBytes, lingerMs }: UnreadBodyLimits): void {
  const socket = raw.socket;
  let seen = 0;
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
  };
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > lingerBytes) socket.destroy();
  });
  raw.on('error', () => socket.destroy());
  raw.resume();
}

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a request refused before its body was read
 * (401/403/429 on arrival, 404, 413, 415) still gets its answer. A body of up to `readLimit` bytes is read and
 * thrown away before the answer goes out, and the connection is kept; a larger one is answered with
 * `Connection: close` and a lingering close. Register on the root app, before its routes.
 */
export function registerUnreadBodies(app: FastifyInstance, limits: UnreadBodyLimits): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    // `app.inject` (the site's loaders and actions call the API in process) has no socket to keep or close,
    // and its body stream never says `complete`: nothing to read off a connection there.
    if (!(raw.socket instanceof Socket)) return payload;
    if (raw.complete || raw.readableEnded || raw.destroyed) return payload;
    const declared = Number(raw.headers['content-length']);
    if (!(declared > limits.readLimit) && (await discardBody(raw, limits.readLimit, limits.lingerMs))) {
      return payload;
    }
    if (raw.destroyed) return payload;
    void reply.header('connection', 'close');
    lingeringClose(raw, limits);
    return payload;
  });
}
