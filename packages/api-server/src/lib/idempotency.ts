import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';

import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { HttpError } from './errors.js';
import type { Tx } from './uploads.js';
import { UploadedFile } from './uploads.js';

/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): the `Idempotency-Key` header of the public writes (contact, applications, sign-up, payments).
 *
 * A route opts in with `config: { idempotent: true }`. A request carrying the header reserves its key (per
 * route and caller) before the handler runs; the handler completes the reservation with its answer in the same
 * transaction as its write ({@link completeIdempotency}), so the write and the stored answer commit together.
 * A retry with the same key and the same body then gets the stored status and JSON body
 * (`Idempotent-Replayed: true`) and writes nothing; the same key with another body answers 422; a retry while
 * the first request is still running answers 409 with `Retry-After`. A request that fails (4xx, 5xx) releases
 * its key, so a retry runs again. Keys are kept 24 hours. Requests without the header behave as before.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The answers' messages (server-side only: the site shows what the server says). */
export const idempotencyMessages = {
  invalidKey: 'Invalid Idempotency-Key: use 1 to 255 visible ASCII characters.',
  keyReused:
    'This Idempotency-Key was already used for a different request. Send a new key with each new submission.',
  inFlight: 'This request is still being processed. Please try again in a moment.',
};
/** How long a stored answer is replayed. */
const KEEP_MS = 24 * 60 * 60_000;
/**
 * A reservation older than this (without a status) belongs to a request whose process died before answering,
 * e.g. a replica killed mid-request: a retry takes it over. The reservation is taken after the body has
 * arrived, so only the handler's own work (a few database statements, a file to the object store) runs under
 * it. Taking over one that was not abandoned after all costs no duplicate: a request completes only the
 * reservation it made (see {@link completeIdempotency}), so the slower of the two rolls its write back.
 */
const ABANDONED_AFTER_MS = 10_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

interface Held {
  key: string;
  route: string;
  caller: string;
  /** The reservation's `locked_at` as text (to the microsecond): which reservation of the key is this one's. */
  lockedAt: string;
  completed: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours the `Idempotency-Key` header (issue 26). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The `Idempotency-Key` reservation this request holds, if any. */
    idempotency?: Held;
  }
}

/** `{ name, files by their content }`, keys sorted: the same form posted twice gives the same text. */
async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof UploadedFile) {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(value.path)) hash.update(chunk as Buffer);
    return { file: value.name, type: value.type, sha256: hash.digest('hex') };
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of entries) out[key] = await canonical(item);
    return out;
  }
  return value;
}

/** The reservation `held` made, still without an answer. */
const heldBy = (held: Held) =>
  and(
    eq(idempotencyKeys.key, held.key),
    eq(idempotencyKeys.route, held.route),
    eq(idempotencyKeys.caller, held.caller),
    sql`${idempotencyKeys.lockedAt}::text = ${held.lockedAt}`,
    isNull(idempotencyKeys.status),
  );

const conflict = (status: number, message: string, headers: Record<string, string> = {}) =>
  new HttpError(status, message, { [IDEMPOTENCY_HEADER]: message }, headers);

/**
 * Completes the request's reservation with its answer, inside the transaction of its write. A no-op for a
 * request without `Idempotency-Key`. Answers `body`, to send.
 */
export async function completeIdempotency<T>(
  tx: Tx | Db,
  request: FastifyRequest,
  body: T,
  status = 200,
): Promise<T> {
  const held = request.idempotency;
  if (!held) return body;
  const completed = await tx
    .update(idempotencyKeys)
    .set({ status, body: body as object })
    .where(heldBy(held))
    .returning({ key: idempotencyKeys.key });
  // A retry took the reservation over (this request looked abandoned): its answer wins, and this write,
  // which commits only together with the answer, is rolled back.
  if (completed.length === 0) throw conflict(409, idempotencyMessages.inFlight, { 'retry-after': '1' });
  held.completed = true;
  return body;
}

/** Registers the hooks in the scope of the routes (`/api/v1`). `secret` keys the hashes of callers and bodies. */
export function registerIdempotency(app: FastifyInstance, secret: string): void {
  const db = app.db;
  const keyed = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  let lastPrune = 0;

  // The header's form is checked on arrival, before a body is read.
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !VALID_KEY.test(key)) {
      throw new HttpError(400, idempotencyMessages.invalidKey, {
        [IDEMPOTENCY_HEADER]: idempotencyMessages.invalidKey,
      });
    }
  });

  // After validation (the body is known), before the handler: reserve, or answer from the stored answer.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string') return;
    const user = await app.auth.optionalUser(request).catch(() => undefined);
    const caller = keyed(user ? `user:${user.id}` : `address:${request.ip}`);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const requestHash = keyed(JSON.stringify(await canonical(request.body ?? null)));

    const now = Date.now();
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      db.execute(
        sql`delete from idempotency_keys where created_at < clock_timestamp() - ${`${KEEP_MS} milliseconds`}::interval`,
      ).catch(() => {
        lastPrune = 0;
      });
    }

    // A new key is reserved; an expired answer, or a reservation its process abandoned, is taken over.
    const reserved = await db
      .insert(idempotencyKeys)
      .values({ key, route, caller, requestHash, lockedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: [idempotencyKeys.key, idempotencyKeys.route, idempotencyKeys.caller],
        set: {
          requestHash,
          status: null,
          body: null,
          lockedAt: sql`clock_timestamp()`,
          createdAt: sql`clock_timestamp()`,
        },
        setWhere: sql`${idempotencyKeys.createdAt} < clock_timestamp() - ${`${KEEP_MS} milliseconds`}::interval
          or (${idempotencyKeys.status} is null
            and ${idempotencyKeys.lockedAt} < clock_timestamp() - ${`${ABANDONED_AFTER_MS} milliseconds`}::interval)`,
      })
      .returning({ lockedAt: sql<string>`${idempotencyKeys.lockedAt}::text` });
    if (reserved.length > 0) {
      request.idempotency = { key, route, caller, lockedAt: reserved[0]!.lockedAt, completed: false };
      return;
    }

    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.route, route),
          eq(idempotencyKeys.caller, caller),
        ),
      );
    if (!stored) throw conflict(409, idempotencyMessages.inFlight, { 'retry-after': '1' }); // released meanwhile
    if (stored.requestHash !== requestHash) throw conflict(422, idempotencyMessages.keyReused);
    if (stored.status === null) throw conflict(409, idempotencyMessages.inFlight, { 'retry-after': '1' });
    return reply.status(stored.status).header('idempotent-replayed', 'true').send(stored.body);
  });

  // A success the handler did not complete in its transaction is stored now; a failure releases the key.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    // Completed in the write's transaction: stored. (A completion whose transaction rolled back ends in a
    // failure, and its reservation, still without a status, is released below.)
    if (!held || (held.completed && success)) return payload;
    request.idempotency = undefined;
    // Only this request's own reservation: one a retry has taken over is the retry's to settle.
    const where = heldBy(held);
    let body: unknown;
    try {
      body = success && typeof payload === 'string' ? JSON.parse(payload) : undefined;
    } catch {
      body = undefined;
    }
    try {
      if (success && body !== undefined) {
        await db
          .update(idempotencyKeys)
          .set({ status: reply.statusCode, body: body as object })
          .where(where);
      } else {
        await db.delete(idempotencyKeys).where(where);
      }
    } catch (error) {
      // The answer stands; the reservation is taken over once abandoned.
      request.log.warn({ err: { message: (error as Error).message } }, 'could not settle an idempotency key');
    }
    return payload;
  });
}
