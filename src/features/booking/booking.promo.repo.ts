import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { bookings } from '../../../db/schema';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

/**
 * Whether the owner has a booking of this consultation type that counts (upcoming or complete,
 * or a hold still under way): an offer for their first one is then spent. Served by an index
 * with user_id first; kept prepared, as it is read on every booking an owner pays for.
 */
export async function hasLiveBookingOfType(conn: Db | Tx, userId: number, type: number, now: string): Promise<boolean> {
  const statement = prepared(conn, 'bookings.liveOfType', (d) =>
    d
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.user_id, sql.placeholder('userId')),
          eq(bookings.type, sql.placeholder('type')),
          inArray(bookings.status, LIVE_BOOKING_STATUSES),
          or(isNull(bookings.hold_expires_at), gt(bookings.hold_expires_at, sql.placeholder('now'))),
        ),
      )
      .limit(1)
      .prepare(),
  );
  return (await statement.get({ userId, type, now })) !== undefined;
}
