import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { bookings, vendor_listings } from '../../../db/schema';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

export type Listing = typeof vendor_listings.$inferSelect;

export function findListingById(db: Db, id: number): Promise<Listing | undefined> {
  return prepared(db, 'vendor_listings.byId', (d) =>
    d.select().from(vendor_listings).where(eq(vendor_listings.id, sql.placeholder('id'))).limit(1).prepare(),
  ).get({ id });
}

/** A booking holds its interval while live, or while its payment hold has not run out. */
const holdsSlot = (now: string) =>
  and(inArray(bookings.status, LIVE_BOOKING_STATUSES), or(isNull(bookings.hold_expires_at), gt(bookings.hold_expires_at, now)));

/** Live bookings of a listing that overlap [from, to), as intervals. */
export function findLiveIntervals(db: Db | Tx, listingId: number, from: string, to: string, now: string) {
  return db
    .select({ start: bookings.slot, end: bookings.slot_end })
    .from(bookings)
    .where(and(eq(bookings.vendor_listing_id, listingId), holdsSlot(now), lt(bookings.slot, to), gt(bookings.slot_end, sql`${from}`)));
}

/** Upcoming live bookings of a listing (fetch_booked_slots). */
export function findUpcomingBookedSlots(db: Db, listingId: number, now: string) {
  return db
    .select({ slot: bookings.slot })
    .from(bookings)
    .where(and(eq(bookings.vendor_listing_id, listingId), holdsSlot(now), gt(bookings.slot_end, now)))
    .orderBy(asc(bookings.slot));
}
