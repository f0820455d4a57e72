import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { bookings } from '../../../db/schema';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

/**
 * Whether the owner has a booking of this consultation type that counts (upcoming or complete,
 * or a hold still under way): an offer for their first one is then spent. Served by
 * bookings_user_slot (user_id first).
 */
export async function hasLiveBookingOfType(conn: Db | Tx, userId: number, type: number, now: string): Promise<boolean> {
  const rows = await conn
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.user_id, userId),
        eq(bookings.type, type),
        inArray(bookings.status, LIVE_BOOKING_STATUSES),
        or(isNull(bookings.hold_expires_at), gt(bookings.hold_expires_at, now)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
