import type { Db } from '../../../db/client';
import { countBookingsHoldingMoney } from './booking.money-held.repo';

/**
 * How many of a practice's bookings hold money in its currency now: a payment under way
 * (unpaid), or a paid booking still ahead (it may be refunded). Its currency may not change
 * while there are any: a refund must be in the currency that was paid.
 */
export function bookingsHoldingMoney(db: Db, vendorId: number, now: Date): Promise<number> {
  return countBookingsHoldingMoney(db, vendorId, now.toISOString());
}
