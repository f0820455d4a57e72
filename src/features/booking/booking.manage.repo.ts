import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { booking_cancellations, manage_link_uses, type BookingCancellation, type ManageLinkUse } from '../../../db/schema';

export type ManageAction = ManageLinkUse['action'];

/** Takes a link's one use of an action; false when it was taken before (the primary key holds it under races). */
export async function claimLinkUse(db: Db, row: { token_hash: string; action: ManageAction; booking_id: number; created_at: string }): Promise<boolean> {
  const result = await db.insert(manage_link_uses).values(row).onConflictDoNothing();
  return result.rowsAffected === 1;
}

/** Gives a use back when its action was refused (a taken slot, a past booking), so the link may try again. */
export async function releaseLinkUse(db: Db, tokenHash: string, action: ManageAction): Promise<void> {
  await db.delete(manage_link_uses).where(and(eq(manage_link_uses.token_hash, tokenHash), eq(manage_link_uses.action, action)));
}

export async function setLinkUseResult(db: Db, tokenHash: string, action: ManageAction, resultBookingId: number): Promise<void> {
  await db.update(manage_link_uses).set({ result_booking_id: resultBookingId }).where(and(eq(manage_link_uses.token_hash, tokenHash), eq(manage_link_uses.action, action)));
}

export async function findLinkUse(db: Db, tokenHash: string, action: ManageAction): Promise<ManageLinkUse | undefined> {
  const [row] = await db.select().from(manage_link_uses).where(and(eq(manage_link_uses.token_hash, tokenHash), eq(manage_link_uses.action, action)));
  return row;
}

/** Records who canceled a booking; the first record stands. */
export async function insertCancellation(db: Db | Tx, row: BookingCancellation): Promise<void> {
  await db.insert(booking_cancellations).values(row).onConflictDoNothing();
}

export async function findCancellation(db: Db, bookingId: number): Promise<BookingCancellation | undefined> {
  const [row] = await db.select().from(booking_cancellations).where(eq(booking_cancellations.booking_id, bookingId));
  return row;
}

/** The booking that finally took a moved booking's place (a booking moved several times is a chain). */
export async function latestOfChain(db: Db, bookingId: number): Promise<number> {
  const rows = await db.all<{ id: number }>(sql`
    with recursive chain(id, next, depth) as (
      select id, rescheduled_to, 0 from bookings where id = ${bookingId}
      union all
      select b.id, b.rescheduled_to, chain.depth + 1 from bookings b join chain on b.id = chain.next where chain.depth < 100
    )
    select id from chain where next is null limit 1`);
  return rows[0]?.id ?? bookingId;
}
