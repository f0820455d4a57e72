import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { account_exports, type AccountExport } from '../../../db/schema';

/** An owner's archives (account_exports): asked for, claimed by a loop, made, expired. */

/** The owner's archives, newest first (a few: one is asked for at a time). */
export function findExportsOfUser(db: Db, userId: number, limit = 5): Promise<AccountExport[]> {
  return db.select().from(account_exports).where(eq(account_exports.user_id, userId)).orderBy(desc(account_exports.id)).limit(limit);
}

export function findExportById(db: Db, id: number): Promise<AccountExport | undefined> {
  return db.query.account_exports.findFirst({ where: eq(account_exports.id, id) });
}

/** The owner's archive still being made, if any (a second request answers it instead of making another). */
export function findPendingExport(db: Db, userId: number): Promise<AccountExport | undefined> {
  return db.query.account_exports.findFirst({ where: and(eq(account_exports.user_id, userId), eq(account_exports.status, 'pending')) });
}

export async function insertExport(db: Db, values: typeof account_exports.$inferInsert): Promise<AccountExport> {
  const [row] = await db.insert(account_exports).values(values).returning();
  return row!;
}

/**
 * Takes the oldest archive waiting to be made, unclaimed or claimed longer ago than `staleBefore`
 * (its maker died), in one conditional statement: two processes never make the same one.
 */
export async function claimPendingExport(db: Db, by: string, now: string, staleBefore: string, maxAttempts: number): Promise<AccountExport | undefined> {
  const waiting = and(eq(account_exports.status, 'pending'), lt(account_exports.attempts, maxAttempts), or(isNull(account_exports.claimed_at), lt(account_exports.claimed_at, staleBefore)));
  const [next] = await db.select({ id: account_exports.id }).from(account_exports).where(waiting).orderBy(account_exports.id).limit(1);
  if (!next) return undefined;
  const [row] = await db
    .update(account_exports)
    .set({ claimed_by: by, claimed_at: now, attempts: sql`${account_exports.attempts} + 1` })
    .where(and(eq(account_exports.id, next.id), waiting))
    .returning();
  return row;
}

/** The archive is made: where it is stored, how big, until when it is offered. */
export async function markExportReady(db: Db, id: number, ready: { storage_key: string; size: number; ready_at: string; expires_at: string }): Promise<void> {
  await db.update(account_exports).set({ ...ready, status: 'ready' }).where(eq(account_exports.id, id));
}

/** The archive could not be made after its tries: said on the page, asked again by the owner. */
export async function markExportFailed(db: Db, id: number): Promise<void> {
  await db.update(account_exports).set({ status: 'failed' }).where(eq(account_exports.id, id));
}

/** Archives past their time whose file is still kept: the loop deletes the file and marks them expired. */
export function findExpiredExports(db: Db, now: string, limit: number): Promise<AccountExport[]> {
  return db
    .select()
    .from(account_exports)
    .where(and(eq(account_exports.status, 'ready'), lt(account_exports.expires_at, now)))
    .limit(limit);
}

export async function markExportsExpired(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(account_exports).set({ status: 'expired', storage_key: null }).where(inArray(account_exports.id, ids));
}

/** A deleted owner's archives: their rows go (the files are deleted by the caller). */
export async function deleteExportsOfUser(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx.delete(account_exports).where(eq(account_exports.user_id, userId)).returning({ key: account_exports.storage_key });
  return rows.map((r) => r.key).filter((key): key is string => Boolean(key));
}
