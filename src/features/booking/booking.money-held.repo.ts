import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, payments } from '../../../db/schema';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

/** Live bookings of the practice whose payment is pending, or paid and whose slot is still ahead. */
export async function countBookingsHoldingMoney(db: Db, vendorId: number, now: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${bookings.id})` })
    .from(bookings)
    .innerJoin(payments, eq(payments.booking_id, bookings.id))
    .where(
      and(
        eq(bookings.vendor_id, vendorId),
        inArray(bookings.status, LIVE_BOOKING_STATUSES),
        or(eq(payments.status, 'pending'), and(eq(payments.status, 'succeeded'), gt(bookings.slot, now))),
      ),
    );
  return Number(row?.count ?? 0);
}
