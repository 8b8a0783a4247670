import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Server as NetServer } from 'node:net';

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
 */
export async function stopListening(app: FastifyInstance, graceMs: number): Promise<void> {
  const server = app.server;
  if (!server.listening) return;
  const began = Date.now();
  const allClosed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), graceMs);
    timer.unref();
    // net.Server's close, not http.Server's: the latter calls closeIdleConnections() too (Node 19+). Its
    // callback runs once the last connection has ended.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (allClosed) {
    app.log.info({ waitedMs: Date.now() - began }, 'stopped listening; every connection has closed');
  } else if (graceMs > 0) {
    // Behind nginx this means SHUTDOWN_GRACE is not above its upstream keepalive_timeout.
    const open = await new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
    app.log.warn(
      { graceMs, open },
      'connections still open after SHUTDOWN_GRACE: closing the idle ones, finishing the rest',
    );
  }
}

/** Closes the connection of every answer while draining (register on the root app, before its routes). */
export function registerDrainHook(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining.has(app.server)) void reply.header('connection', 'close');
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
