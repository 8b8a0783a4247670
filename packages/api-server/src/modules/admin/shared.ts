import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { StaffUser } from './guard.js';

/** The database or a transaction on it. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** India has one time zone and no daylight saving: a console day is a day in IST. */
const IST = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** `[start, end)` of the IST days `from`..`to` (inclusive), either end open. */
export function dayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    start: from ? new Date(`${from}T00:00:00${IST}`) : undefined,
    end: to ? new Date(new Date(`${to}T00:00:00${IST}`).getTime() + DAY_MS) : undefined,
  };
}

/** SQL conditions of a day filter on a timestamp column. */
export function dayConditions(column: PgColumn | SQL, from?: string, to?: string): SQL[] {
  const { start, end } = dayRange(from, to);
  const conditions: SQL[] = [];
  if (start) conditions.push(sql`${column} >= ${start.toISOString()}`);
  if (end) conditions.push(sql`${column} < ${end.toISOString()}`);
  return conditions;
}

/**
 * A prefix query for PostgreSQL full-text search from what staff typed: every word (letters and digits
 * only, so no tsquery syntax gets through) must start a word of the text. `undefined` when nothing is left.
 */
export function prefixTsQuery(text: string | undefined): string | undefined {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words
    .slice(0, 12)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** `%text%` for ILIKE with its wildcards escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function pageOf(total: number, page: number, limit: number) {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** The largest CSV export (rows); a bigger list is cut here and says so in its last line. */
export const EXPORT_LIMIT = 50_000;

/** Records one console change in the audit log (in the caller's transaction). */
export async function audit(
  tx: Tx,
  actor: StaffUser,
  action: string,
  entity: string,
  entityId: string,
  changes: Record<string, { from: unknown; to: unknown }>,
): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ actorId: actor.id, actorEmail: actor.email, action, entity, entityId, changes });
}

/** The fields that really change, as `{ field: { from, to } }`. */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key];
    const same =
      old instanceof Date && value instanceof Date ? old.getTime() === value.getTime() : old === value;
    if (!same) changes[key] = { from: old ?? null, to: value };
  }
  return changes;
}

/** Today's IST date for export file names. */
export function istToday(): string {
  return new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
