import { uploadedImageWidths } from '@company/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basename } from 'node:path';

import { users } from '../../db/schema.js';
import { attachmentDisposition, type CsvCell, toCsv } from '../../lib/csv.js';
import { unauthorized } from '../../lib/errors.js';
import { objectKey, variantKey } from '../../lib/storage.js';
import type { UploadFolder } from '../../lib/uploads.js';
import type { StaffUser } from './guard.js';
import { istToday } from './shared.js';

/**
 * What the console's content sections (blogs, jobs, team) share: the public read cache's key prefixes,
 * the CSV answer, and the removal of an image no row uses any more.
 */

/** Prefixes of the public read cache (`app.contentCache`) each section invalidates on every change. */
export const cacheKeys = { blogs: 'blog:', jobs: 'job:', team: 'team:' } as const;

/** Sends a console list as a CSV attachment named `<name>-<IST day>.csv`. */
export function sendCsv(
  reply: FastifyReply,
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`${name}-${istToday()}.csv`))
    .header('cache-control', 'private, no-store')
    .send(toCsv(header, rows));
}

/**
 * After a commit that replaced or deleted an image: removes the file and its resized copies, unless a row
 * still names it (`stillUsed`). Best effort: a failure is logged, the change stands (the file is public
 * anyway and nothing links to it).
 */
export async function removeImage(
  app: FastifyInstance,
  folder: UploadFolder,
  file: string,
  stillUsed: () => Promise<boolean>,
): Promise<void> {
  if (file !== basename(file) || file.startsWith('.')) return;
  try {
    if (await stillUsed()) return;
    const store = app.objectStore;
    await store.remove(objectKey(folder, file));
    await Promise.all(uploadedImageWidths.map((width) => store.remove(variantKey(folder, width, file))));
  } catch (error) {
    app.log.warn({ err: { message: (error as Error).message }, folder }, 'could not remove a replaced image');
  }
}

/** The audit changes of a new row: each field set, from nothing. */
export function createdChanges(values: Record<string, unknown>): Record<string, { from: null; to: unknown }> {
  const changes: Record<string, { from: null; to: unknown }> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null) changes[key] = { from: null, to: value };
  return changes;
}

/**
 * The administrator calling one of the public create endpoints (`POST blog`, `POST job`, `POST ourteam`),
 * as the audit log names them: those writes are recorded like the console's.
 */
export async function adminActor(app: FastifyInstance, request: FastifyRequest): Promise<StaffUser> {
  const caller = await app.auth.requireAdmin(request);
  const [user] = await app.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, caller.id));
  if (!user) throw unauthorized('Your session has ended. Please sign in again.');
  return { ...user, role: 'admin' };
}
