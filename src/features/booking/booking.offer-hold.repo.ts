import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { bookings, payments } from '../../../db/schema';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';

/*
 * Offer holds (booking owns the bookings table): a bookings row with status 0 and a hold, made for a
 * waitlist offer and never paid. It alone has no payment row (a payment's hold is written with
 * its payment), which is how it is told apart. It was never a booking: when it ends untaken it is
 * deleted, so no report counts it as a canceled one.
 */

const noPayment = sql`not exists (select 1 from ${payments} where ${payments.booking_id} = ${bookings.id})`;

const offerHold = () => and(eq(bookings.status, BOOKING_STATUS.IN_PROGRESS), isNotNull(bookings.hold_expires_at), noPayment);

/** Deletes one offer hold (the offer ended untaken); a hold already gone or paid for is left alone. */
export async function deleteOfferHold(tx: Tx, bookingId: number): Promise<void> {
  await tx.delete(bookings).where(and(eq(bookings.id, bookingId), offerHold()));
}

/** Deletes the customer's own running offer hold on this slot: it must not block their paying for it. */
export async function deleteOwnOfferHold(tx: Tx, listingId: number, slot: string, userId: number, now: string): Promise<number[]> {
  // Run with every paid hold: kept prepared like the rest of the payment path (db/prepared.ts).
  const statement = prepared(tx, 'bookings.deleteOwnOfferHold', (d) =>
    d
      .delete(bookings)
      .where(
        and(
          eq(bookings.vendor_listing_id, sql.placeholder('listingId')),
          eq(bookings.slot, sql.placeholder('slot')),
          eq(bookings.user_id, sql.placeholder('userId')),
          gt(bookings.hold_expires_at, sql.placeholder('now')),
          offerHold(),
        ),
      )
      .returning({ id: bookings.id })
      .prepare(),
  );
  const rows = await statement.all({ listingId, slot, userId, now });
  return rows.map((row) => row.id);
}

/** Whether the customer holds a running offer hold on this slot (it is theirs to pay for: no one else can take it). */
export async function hasOwnOfferHold(db: Db, listingId: number, slot: string, userId: number, now: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.vendor_listing_id, listingId), eq(bookings.slot, slot), eq(bookings.user_id, userId), gt(bookings.hold_expires_at, now), offerHold()))
    .limit(1);
  return rows.length > 0;
}

/** Deletes expired offer holds on a slot before a new booking of that start is inserted (the unique index still covers them). */
export async function deleteExpiredOfferHolds(tx: Tx, listingId: number, slot: string, now: string): Promise<void> {
  await tx.delete(bookings).where(and(eq(bookings.vendor_listing_id, listingId), eq(bookings.slot, slot), lte(bookings.hold_expires_at, now), offerHold()));
}
