import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, vendor_listings, type Booking } from '../../../db/schema';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';

/** An owner's bookings for one pet (not the holds still being paid), oldest first, with the managers of the listing booked. */
export function findBookingsOfPet(db: Db, ownerId: number, petId: number): Promise<{ booking: Booking; listing_managers: number[] }[]> {
  return db
    .select({ booking: bookings, listing_managers: vendor_listings.managers })
    .from(bookings)
    .innerJoin(vendor_listings, eq(vendor_listings.id, bookings.vendor_listing_id))
    .where(and(eq(bookings.user_id, ownerId), ne(bookings.status, BOOKING_STATUS.IN_PROGRESS), sql`json_extract(${bookings.details}, '$.pet.id') = ${petId}`))
    .orderBy(asc(bookings.slot), asc(bookings.id));
}
