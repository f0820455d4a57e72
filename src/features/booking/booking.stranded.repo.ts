import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, type Booking } from '../../../db/schema';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

/** A listing's upcoming bookings of these consultation types (not the holds still being paid), soonest first. */
export function findUpcomingBookingsOfTypes(db: Db, listingId: number, types: number[], now: string): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.vendor_listing_id, listingId),
        inArray(bookings.type, types),
        inArray(bookings.status, LIVE_BOOKING_STATUSES),
        gt(bookings.slot, now),
        isNull(bookings.hold_expires_at),
      ),
    )
    .orderBy(asc(bookings.slot), asc(bookings.id));
}

/** An owner's upcoming bookings for one pet (not the holds still being paid), soonest first. */
export function findUpcomingBookingsOfPet(db: Db, ownerId: number, petId: number, now: string): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.user_id, ownerId),
        sql`json_extract(${bookings.details}, '$.pet.id') = ${petId}`,
        inArray(bookings.status, LIVE_BOOKING_STATUSES),
        gt(bookings.slot, now),
        isNull(bookings.hold_expires_at),
      ),
    )
    .orderBy(asc(bookings.slot), asc(bookings.id));
}
