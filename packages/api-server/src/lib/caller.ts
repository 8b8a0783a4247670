import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { users } from '../db/schema.js';
import type { AuthUser } from './auth.js';
import { unauthorized } from './errors.js';

/** The answer to a token whose account was deleted after it was issued. */
export const sessionEnded = () => unauthorized('Your session has ended. Please sign in again.');

/** Whether the account a (still valid) access token names exists: a token outlives a deleted account. */
export async function accountExists(app: FastifyInstance, id: string): Promise<boolean> {
  const [account] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return account !== undefined;
}

/**
 * The signed-in caller of a public form, or undefined for a visitor. An access token outlives a deleted
 * account, and a row that names a user who is gone fails its foreign key (a 500): issue 31
 * (docs/requirements/issues/31-unbreakable-at-the-edges.md). Such a token answers 401 ("your session has
 * ended"), or counts as a visitor's where any bad token does (`staleAsVisitor`).
 */
export async function formCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { staleAsVisitor?: boolean } = {},
): Promise<AuthUser | undefined> {
  const caller = options.staleAsVisitor
    ? await app.auth.optionalUser(request).catch(() => undefined)
    : await app.auth.optionalUser(request);
  if (!caller) return undefined;
  if (await accountExists(app, caller.id)) return caller;
  if (options.staleAsVisitor) return undefined;
  throw sessionEnded();
}
