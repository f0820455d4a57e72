import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { booking_requests, bookings, payments, vendors } from '../../../db/schema';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

/** An owner's bookings and payments, for their archive and their account's deletion (decision 0051). */

/** Every booking of the owner with its practice's name, oldest first. */
export function findBookingsOfOwner(db: Db, userId: number) {
  return db
    .select({ booking: bookings, practice: vendors.name })
    .from(bookings)
    .innerJoin(vendors, eq(vendors.id, bookings.vendor_id))
    .where(eq(bookings.user_id, userId))
    .orderBy(bookings.slot);
}

/** Every payment the owner made (bookings, series, second opinions, no-show fees). */
export function findPaymentsOfOwner(db: Db, userId: number) {
  return db.select().from(payments).where(eq(payments.user_id, userId)).orderBy(payments.id);
}

/** The owner's confirmed bookings still ahead (not a hold being paid, nor a waitlist offer's hold). */
export async function findUpcomingOfOwner(db: Db, userId: number, now: string): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.user_id, userId), inArray(bookings.status, LIVE_BOOKING_STATUSES), gt(bookings.slot, now), isNull(bookings.hold_expires_at)));
  return rows.map((r) => r.id);
}

/** A practice's confirmed bookings still ahead (its closing cancels those that hold no money). */
export async function findUpcomingOfPractice(db: Db, vendorId: number, now: string): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.vendor_id, vendorId), inArray(bookings.status, LIVE_BOOKING_STATUSES), gt(bookings.slot, now), isNull(bookings.hold_expires_at)));
  return rows.map((r) => r.id);
}

/**
 * The owner's name, e-mail, phone and picture leave every booking's snapshot (the practice's
 * booking stays, under `former`), and a house visit's address with them.
 */
export async function scrubOwnerFromBookings(tx: Tx, userId: number, former: Record<string, unknown>): Promise<void> {
  await tx
    .update(bookings)
    .set({ details: sql`json_set(${bookings.details}, '$.user', json(${JSON.stringify(former)}), '$.visit', null)` })
    .where(eq(bookings.user_id, userId));
}

/** A card kept for a no-show fee is the owner's consent, which ends with the account: its references go. */
export async function forgetKeptCards(tx: Tx, userId: number): Promise<void> {
  await tx.update(payments).set({ customer_ref: null, payment_method_ref: null }).where(eq(payments.user_id, userId));
}

/** Requests a practice made to book the owner, still unanswered, are declined. */
export async function declinePendingRequests(tx: Tx, userId: number, now: string): Promise<void> {
  await tx
    .update(booking_requests)
    .set({ status: 'declined', updated_at: now })
    .where(and(eq(booking_requests.user_id, userId), eq(booking_requests.status, 'pending')));
}
