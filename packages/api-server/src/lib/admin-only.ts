import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * An `onRequest` hook for administrator-only routes (docs/requirements/issues/23-safe-in-production.md): the access token is checked when the request
 * arrives, so an anonymous or customer call answers 401/403 before its body is read, parsed or validated
 * (a multipart upload is never streamed for it).
 */
export function adminOnlyHook(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    await app.auth.requireAdmin(request);
  };
}
