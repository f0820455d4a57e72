import { and, asc, count, eq, inArray, isNull, lte, or, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { reminders, type Reminder } from '../../../db/schema';

/* The reminders table (notifications owns it): planned rows, claimed by one process, sent once. */
type Conn = Db | Tx;

export type NewReminder = typeof reminders.$inferInsert;

/** Plans reminders; one already planned for the same key is left as it is. */
export async function insertReminders(conn: Conn, rows: NewReminder[]): Promise<void> {
  if (rows.length > 0) await conn.insert(reminders).values(rows).onConflictDoNothing({ target: reminders.key });
}

/** Which of these keys are planned already (read without the write lock, so a tick writes only what is new). */
export async function findPlannedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db.select({ key: reminders.key }).from(reminders).where(inArray(reminders.key, keys.slice(i, i + 500)));
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** A booking moved or was canceled: its reminders not yet sent will never be. */
export async function voidPendingOfBooking(tx: Tx, bookingId: number, now: string): Promise<void> {
  await tx
    .update(reminders)
    .set({ status: 'void', updated_at: now })
    .where(and(eq(reminders.booking_id, bookingId), eq(reminders.status, 'pending')));
}

/** A pending reminder nobody holds, or whose holder's claim went stale (it died mid-send). */
const claimable = (staleBefore: string) => and(eq(reminders.status, 'pending'), or(isNull(reminders.claimed_at), lt(reminders.claimed_at, staleBefore)));

/** Ids of reminders whose time has come and that may be claimed, oldest due first. */
export async function findClaimableDue(db: Db, now: string, staleBefore: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(claimable(staleBefore), lte(reminders.due_at, now)))
    .orderBy(asc(reminders.due_at))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims one reminder for `worker`: a single UPDATE, so of two processes asking at once exactly
 * one changes the row (SQLite runs one writer at a time, and the second sees the claim). Answers
 * the row when this worker got it.
 */
export async function claimReminder(db: Db, id: number, worker: string, now: string, staleBefore: string): Promise<Reminder | undefined> {
  const [row] = await db
    .update(reminders)
    .set({ claimed_by: worker, claimed_at: now, updated_at: now })
    .where(and(eq(reminders.id, id), claimable(staleBefore)))
    .returning();
  return row;
}

/** Records the outcome of a claimed reminder: sent, or void (nothing to remind of any more). */
export async function finishReminder(db: Db, id: number, worker: string, status: 'sent' | 'void', now: string): Promise<void> {
  await db
    .update(reminders)
    .set({ status, sent_at: status === 'sent' ? now : null, updated_at: now })
    .where(and(eq(reminders.id, id), eq(reminders.claimed_by, worker), eq(reminders.status, 'pending')));
}

/** How many reminders are due and not sent (the /metrics backlog). */
export async function countDueUnsent(db: Db, now: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reminders).where(and(eq(reminders.status, 'pending'), lte(reminders.due_at, now)));
  return row?.n ?? 0;
}
