import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The servers that are draining (SIGTERM received, see `startDraining`): shared by every plugin context. */
const draining = new WeakSet<object>();

/**
 * Starts draining `app` (issue 26): `/ready` answers 503 so a load balancer sends it no new requests,
 * and every answer closes its connection, so clients with a kept-alive connection open a new one (to
 * another replica) instead of having it reset when the server stops.
 */
export function startDraining(app: FastifyInstance): void {
  draining.add(app.server);
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
 * should get traffic: its database answers and it is not draining.
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

  app.get('/ready', async (_request, reply) => {
    if (draining.has(app.server)) {
      return reply.status(503).send({ message: 'This server is shutting down.', errors: {} });
    }
    try {
      await app.database.ping();
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', errors: {} });
    }
    return { status: 'ready' as const, database: app.database.kind };
  });
};
