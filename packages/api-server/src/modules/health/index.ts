import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

import { describeStoreError } from '../../lib/storage.js';

/** The servers that are draining (SIGTERM received, see `startDraining`): shared by every plugin context. */
const draining = new WeakSet<object>();

/**
 * Starts draining `app` (docs/requirements/issues/26-past-one-machine.md): `/ready` answers 503 so a load balancer sends it no new requests,
 * and every answer closes its connection, so clients with a kept-alive connection open a new one (to
 * another replica) instead of having it reset when the server stops.
 */
export function startDraining(app: FastifyInstance): void {
  draining.add(app.server);
}

/** A connection to the server: how many requests it is answering, and since when it has been idle. */
interface OpenConnection {
  busy: number;
  idleSince: number;
}

interface ConnectionState {
  open: Map<Socket, OpenConnection>;
  lastAccepted: number;
  /** When a request last started or ended, on any connection. */
  lastActivity: number;
}

/** Every server's open connections and when it last accepted one (see `registerDrainHook`). */
const connectionsOf = new WeakMap<object, ConnectionState>();
/** Servers about to stop listening: their answers keep the connection open for now (see `stopListening`). */
const settling = new WeakSet<object>();

/**
 * How long a connection must have been idle before shutdown closes it (issue 31,
 * docs/requirements/issues/31-unbreakable-at-the-edges.md): a client may have sent a request on it that has not
 * arrived yet (on a connection just accepted, or one kept alive between two requests), and closing it then resets
 * that request. Node's `closeIdleConnections()` closes those at once.
 */
const QUIET_MS = 500;
/**
 * Before it stops listening, the server waits until it has accepted no connection for this long (at most
 * `SETTLE_MAX_MS`): closing a listening socket resets the connections the kernel has accepted for it that the
 * server has not taken yet, and the clients' requests on them fail (issue 31 measured 6 of them at the end of a
 * 2 s drain, when every answer closes its connection and every request comes on a new one).
 */
const SETTLE_MS = 300;
const SETTLE_MAX_MS = 2_000;
/** After the grace, how long shutdown waits for the requests still running before `app.close()` takes over. */
const FINISH_MS = 10_000;

/**
 * Waits `ms`, then for an I/O poll: after a long task (a PGlite query blocks the loop) timers run before the
 * poll that takes waiting connections and reads waiting requests, so a check made straight from a timer would
 * see a connection as idle whose request has already arrived.
 */
const afterPoll = async (ms: number) => {
  await new Promise<void>((resolve) => setTimeout(resolve, ms));
  await new Promise<void>((resolve) => setImmediate(resolve));
};

/**
 * Stops `app` taking new connections but leaves open the kept-alive ones (issue 26); resolves when every
 * connection has closed, or after `graceMs`. Call it after `startDraining`: a request that still arrives on
 * an open connection is answered, with `Connection: close`.
 *
 * Why not `app.close()` at once: Node's `server.close()` also closes idle kept-alive connections, and a proxy
 * that keeps connections to this server (nginx's upstream `keepalive`) may be sending a request on one at
 * that very moment. nginx does not resend a POST it has sent (not idempotent): the visitor gets a 502. So
 * the proxy closes them: one it uses gets `Connection: close`, one it leaves idle it closes after its
 * `keepalive_timeout`, which `graceMs` must exceed. New connections are refused, which nginx passes to the
 * other replica, whatever the method.
 *
 * Once the grace is over (at once with the default 0), a connection is closed only when it has been idle for
 * `QUIET_MS` and no request has started or ended on any connection for as long (a client still sending picks an
 * idle connection sooner or later, and closing it under that request resets it); one that carries a request is
 * answered with `Connection: close` and closed after that answer.
 */
export async function stopListening(app: FastifyInstance, graceMs: number): Promise<void> {
  const server = app.server;
  if (!server.listening) return;
  const began = Date.now();
  const state = connectionsOf.get(server) ?? {
    open: new Map<Socket, OpenConnection>(),
    lastAccepted: 0,
    lastActivity: 0,
  };
  const open = state.open;
  // Answers keep their connections for a moment, so clients stop opening new ones; then stop listening.
  settling.add(server);
  for (;;) {
    await afterPoll(25);
    const now = Date.now();
    if (now - began >= SETTLE_MAX_MS) break;
    if (now - began >= SETTLE_MS && now - state.lastAccepted >= SETTLE_MS) break;
  }
  // net.Server's close, not http.Server's: the latter calls closeIdleConnections() too (Node 19+).
  NetServer.prototype.close.call(server);
  settling.delete(server);
  const closing = new WeakSet<Socket>();
  let warned = false;
  while (open.size > 0) {
    await afterPoll(25);
    const now = Date.now();
    if (now - began >= graceMs) {
      if (graceMs > 0 && !warned) {
        // Behind nginx this means SHUTDOWN_GRACE is not above its upstream keepalive_timeout.
        app.log.warn(
          { graceMs, open: open.size },
          'connections still open after SHUTDOWN_GRACE: closing the idle ones, finishing the rest',
        );
        warned = true;
      }
      if (now - began >= graceMs + FINISH_MS) return;
      // While clients still send on some connections, they may pick an idle one next: wait until all are quiet.
      if (now - state.lastActivity < QUIET_MS) continue;
      for (const [socket, connection] of open) {
        if (connection.busy > 0 || now - connection.idleSince < QUIET_MS || closing.has(socket)) continue;
        closing.add(socket);
        app.log.debug(
          { idleMs: now - connection.idleSince, afterMs: now - began },
          'closing an idle connection',
        );
        socket.end();
        setTimeout(() => socket.destroy(), 1_000).unref();
      }
    }
  }
  app.log.info({ waitedMs: Date.now() - began }, 'stopped listening; every connection has closed');
}

/**
 * Closes the connection of every answer while draining, and keeps count of the open connections for
 * `stopListening` (register on the root app, before its routes).
 */
export function registerDrainHook(app: FastifyInstance): void {
  const open = new Map<Socket, OpenConnection>();
  const state: ConnectionState = { open, lastAccepted: 0, lastActivity: 0 };
  connectionsOf.set(app.server, state);
  app.server.on('connection', (socket: Socket) => {
    state.lastAccepted = Date.now();
    open.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => open.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = open.get(request.socket);
    if (!connection) return;
    connection.busy += 1;
    state.lastActivity = Date.now();
    response.once('close', () => {
      connection.busy -= 1;
      connection.idleSince = state.lastActivity = Date.now();
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining.has(app.server) && !settling.has(app.server)) void reply.header('connection', 'close');
    return payload;
  });
}

/**
 * `GET health`: alive (200 when the database answers, 503 otherwise). `GET ready`: whether this replica
 * should get traffic: it is not draining, its database answers, the job queue (mail) can be read, and the
 * object store is reachable (with S3_BUCKET: HeadBucket; on disk: UPLOAD_DIR is writable). Each check is
 * named in the answer. The SMTP server is not a check: mail waits in the queue and is retried, so a mail
 * outage must not take every replica out of the load balancer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (_request, reply) => {
    try {
      await app.database.ping();
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', errors: {} });
    }
    return { status: 'ok' as const, database: app.database.kind, uptime: Math.round(process.uptime()) };
  });

  app.get('/ready', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (draining.has(app.server)) {
      return reply.status(503).send({ message: 'This server is shutting down.', errors: {} });
    }
    try {
      await app.database.ping();
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', errors: {} });
    }
    let queue: { pending: number; failed: number };
    try {
      const result = await app.db.execute<{ pending: number; failed: number }>(
        sql`select count(*) filter (where status = 'pending')::int as pending,
                   count(*) filter (where status = 'failed')::int as failed
            from queue_jobs`,
      );
      const row = result.rows[0];
      queue = { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
    } catch {
      return reply.status(503).send({ message: 'The job queue cannot be read.', errors: {} });
    }
    try {
      await app.objectStore.ping();
    } catch (error) {
      request.log.warn(
        { err: { message: describeStoreError(app.objectStore, error) } },
        'object store check failed',
      );
      return reply.status(503).send({ message: 'The file storage is not reachable.', errors: {} });
    }
    return {
      status: 'ready' as const,
      database: app.database.kind,
      objectStore: app.objectStore.kind,
      queue,
    };
  });
};
