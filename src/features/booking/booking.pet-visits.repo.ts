import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, type Booking } from '../../../db/schema';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';

/** An owner's bookings for one pet (not the holds still being paid), oldest first; of one practice when `vendorId` is given. */
export function findBookingsOfPet(db: Db, ownerId: number, petId: number, vendorId: number | null): Promise<Booking[]> {
  const where = [eq(bookings.user_id, ownerId), ne(bookings.status, BOOKING_STATUS.IN_PROGRESS), sql`json_extract(${bookings.details}, '$.pet.id') = ${petId}`];
  if (vendorId !== null) where.push(eq(bookings.vendor_id, vendorId));
  return db.select().from(bookings).where(and(...where)).orderBy(asc(bookings.slot), asc(bookings.id));
}
