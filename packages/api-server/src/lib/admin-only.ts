import type { FastifyInstance, FastifyRequest } from 'fastify';

import { accountExists, sessionEnded } from './caller.js';
import { authHook } from './route-table.js';

/**
 * An `onRequest` hook for administrator-only routes (docs/requirements/issues/23-safe-in-production.md): the access token is checked when the request
 * arrives, so an anonymous or customer call answers 401/403 before its body is read, parsed or validated
 * (a multipart upload is never streamed for it).
 */
export function adminOnlyHook(app: FastifyInstance) {
  return authHook('admin', async (request: FastifyRequest): Promise<void> => {
    await app.auth.requireAdmin(request);
  });
}

/**
 * The same for routes of any signed-in user (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md)):
 * an anonymous call, or one whose account was deleted since its token was issued, answers 401 before its path,
 * query or body is validated.
 */
export function signedInHook(app: FastifyInstance) {
  return authHook('customer', async (request: FastifyRequest): Promise<void> => {
    const { id } = await app.auth.requireUser(request);
    if (!(await accountExists(app, id))) throw sessionEnded();
  });
}
