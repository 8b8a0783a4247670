import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET health`: answers 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (_request, reply) => {
    try {
      await app.database.ping();
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', errors: {} });
    }
    return { status: 'ok' as const, database: app.database.kind, uptime: Math.round(process.uptime()) };
  });
};
